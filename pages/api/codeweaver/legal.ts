/**
 * `GET /api/codeweaver/legal?quoteRef={ref}`: the terms and conditions of a quote (spec 001 §7), shown on
 * demand under the car page's PCP calculator. The rules live in runtime/services/finance/handlers/. It
 * takes no body, so Next.js's parser is off.
 */
import type { NextApiRequest, NextApiResponse } from 'next';
import {
  handleFinanceLegalRequest,
  requestSite,
  sendFinanceAnswer,
  serverFinanceService,
} from '../../../runtime/server';

export const config = { api: { bodyParser: false } };

export default async function financeLegal(req: NextApiRequest, res: NextApiResponse) {
  await sendFinanceAnswer(req, res, 'GET', (signal) =>
    handleFinanceLegalRequest(req.query.quoteRef, {
      service: serverFinanceService(),
      site: requestSite(req),
      signal,
    }),
  );
}
