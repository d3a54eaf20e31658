/**
 * The finance quote service as the browser asks it: this site's own `/api/codeweaver/cfd` and
 * `/api/codeweaver/legal` (which hold any hosted service's key and validate both ways). A request the
 * caller aborts rejects with the abort; any answer but 200 rejects with FinanceClientError, so the
 * calculator can tell "no new quote" from a quote with `HasError`. Browser-safe.
 */
import type { FinanceLegalResponse, FinanceQuoteRequest, FinanceQuoteResponse } from './contract';

export const FINANCE_QUOTE_URL = '/api/codeweaver/cfd';
export const FINANCE_LEGAL_URL = '/api/codeweaver/legal';

export class FinanceClientError extends Error {
  override name = 'FinanceClientError';

  constructor(readonly status: number) {
    super(`The finance quote service answered ${status}`);
  }
}

async function answer<T>(response: Response): Promise<T> {
  if (!response.ok) throw new FinanceClientError(response.status);
  return (await response.json()) as T;
}

export async function fetchFinanceQuote(
  request: FinanceQuoteRequest,
  signal?: AbortSignal,
): Promise<FinanceQuoteResponse> {
  const response = await fetch(FINANCE_QUOTE_URL, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(request),
    ...(signal ? { signal } : {}),
  });
  return answer(response);
}

export async function fetchFinanceTerms(
  quoteRef: string,
  signal?: AbortSignal,
): Promise<FinanceLegalResponse> {
  const response = await fetch(`${FINANCE_LEGAL_URL}?quoteRef=${encodeURIComponent(quoteRef)}`, {
    ...(signal ? { signal } : {}),
  });
  return answer(response);
}
