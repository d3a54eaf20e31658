/**
 * `POST /api/forms/comhub`: the lead forms' endpoint (spec 002 §7, spec 001 §7 contact form); 202 means
 * the lead is received. The rules live in runtime/services/forms/handlers/; behind them the form hub
 * (hosted or embedded, runtime/services/forms/index.ts) and the lead outbox. The handler reads the body
 * within its limits, so Next.js's own parser is off.
 */
import type { NextApiRequest, NextApiResponse } from 'next';
import { handleFormPost, serverFormsContext } from '../../../runtime/server';

export const config = { api: { bodyParser: false } };

export default async function comhub(req: NextApiRequest, res: NextApiResponse) {
  res.setHeader('Cache-Control', 'no-store');
  const { status, body, headers = {} } = await handleFormPost(req, serverFormsContext());
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
  return res.status(status).json(body);
}
