import type { NextApiRequest, NextApiResponse } from 'next';
import { fieldSchemas } from '../../registry/fieldSchemas.generated';
import { healthReport, requestSite } from '../../runtime/server';

export default function healthz(req: NextApiRequest, res: NextApiResponse) {
  const report = healthReport(fieldSchemas);
  res.setHeader('Cache-Control', 'no-store');
  res.status(report.status === 'ok' ? 200 : 503).json({ ...report, site: requestSite(req).name });
}
