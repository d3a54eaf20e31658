/**
 * `/healthz`: configuration, content source and each dependency's state (runtime/api/health.ts); 200
 * while the site can serve pages, 503 when it cannot or is still starting (a readiness probe).
 */
import type { NextApiRequest, NextApiResponse } from 'next';
import { fieldSchemas } from '../../registry/fieldSchemas.generated';
import { healthReport, requestSite } from '../../runtime/server';

export default function healthz(req: NextApiRequest, res: NextApiResponse) {
  const report = healthReport(fieldSchemas);
  res.setHeader('Cache-Control', 'no-store');
  res
    .status(report.status === 'down' || report.status === 'starting' ? 503 : 200)
    .json({ ...report, site: requestSite(req).name });
}
