/**
 * What the `/api/codeweaver/*` handlers share: the site rule (only sites with `features.financeQuotes`
 * quote finance; another site answers 404 without asking the service) and how a service call becomes an
 * answer — its result 200, a refused request 400 with the reason, an unknown quote 404, and a failing
 * service logged and answered 502, or 503 (with when to try again) / 504 when it is unavailable.
 */
import type { SiteConfig } from '../../../config/SiteConfig';
import { upstreamFailureAnswer } from '../../upstream/upstreamErrors';
import { type FinanceService, isFinanceRequestError, isUnknownQuoteError } from '../contract';

export interface FinanceHandlerResponse<Body> {
  status: 200 | 400 | 404 | 415 | 502 | 503 | 504;
  body: Body | { error: string };
  /** With a 503: seconds until the service is tried again (the route's Retry-After). */
  retryAfterSeconds?: number;
}

export interface FinanceHandlerContext {
  service: FinanceService;
  /** The site the request addresses. */
  site: { name: string; features: Pick<SiteConfig['features'], 'financeQuotes'> };
  signal?: AbortSignal;
  logError?: (message: string, error: unknown) => void;
}

export const NO_FINANCE_ON_THIS_SITE = 'This site does not quote finance.';
export const FINANCE_SERVICE_FAILED = 'The finance quote service failed.';

/** 404 for a site without finance quotes, else undefined. */
export function siteWithoutFinance({
  site,
}: FinanceHandlerContext): FinanceHandlerResponse<never> | undefined {
  return site.features.financeQuotes ? undefined : { status: 404, body: { error: NO_FINANCE_ON_THIS_SITE } };
}

export async function answerFinanceCall<Body>(
  what: string,
  call: (options: { signal?: AbortSignal }) => Promise<Body>,
  { site, signal, logError = console.error }: FinanceHandlerContext,
): Promise<FinanceHandlerResponse<Body>> {
  try {
    return { status: 200, body: await call(signal ? { signal } : {}) };
  } catch (error) {
    if (isFinanceRequestError(error)) return { status: 400, body: { error: error.message } };
    if (isUnknownQuoteError(error)) return { status: 404, body: { error: error.message } };
    logError(`Finance ${what} for ${site.name} failed:`, error);
    return { ...upstreamFailureAnswer(error), body: { error: FINANCE_SERVICE_FAILED } };
  }
}
