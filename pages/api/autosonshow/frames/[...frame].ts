/**
 * `GET /api/autosonshow/frames/…`: the embedded autos-on-show service's generated 360° frames (SVG), drawn
 * on request and cached for a year. The rules live in runtime/services/autosOnShow/handlers/.
 */
import type { NextApiRequest, NextApiResponse } from 'next';
import { handleFrameRequest } from '../../../../runtime/server';

export const config = { api: { bodyParser: false } };

export default function autosOnShowFrame(req: NextApiRequest, res: NextApiResponse) {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.setHeader('Cache-Control', 'no-store');
    res.setHeader('Allow', 'GET, HEAD');
    return res.status(405).json({ error: 'Only GET is supported.' });
  }
  const { status, headers, body } = handleFrameRequest(req.query.frame);
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
  return res.status(status).send(body);
}
