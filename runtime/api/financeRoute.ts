/**
 * The `/api/codeweaver/*` routes (spec 001 §7) over the shared service route plumbing
 * (runtime/http/serviceRoute.ts): each handler gets the finance service, the site's vehicle index (where
 * a posted car is priced from its record), the requesting site and the abort of a client that went away.
 * Never cached: a quote is the buyer's own and changes by the day.
 */
import type { NextApiRequest } from 'next';
import { type ServiceMethod, serviceRoute } from '../http/serviceRoute';
import { serverFinanceService } from '../services/finance';
import type { FinanceHandlerResponse } from '../services/finance/handlers/financeAnswer';
import type { FinancePostContext } from '../services/finance/handlers/handleFinancePost';
import { serverSearchClient } from '../services/search';
import { requestSite } from './requestSite';

type FinanceHandle = (
  req: NextApiRequest,
  context: FinancePostContext,
) => Promise<FinanceHandlerResponse<unknown>>;

export const financeRoute = (method: ServiceMethod, handle: FinanceHandle) =>
  serviceRoute(method, (req, { signal }) =>
    handle(req, {
      service: serverFinanceService(),
      search: serverSearchClient(),
      site: requestSite(req),
      signal,
    }),
  );
