/**
 * The finance quote service contract (spec 001 §3 "Finance product", §4 "Finance calculator (UK)", §7
 * "Finance quote (UK)"): the products a car can be financed with, a quote for chosen terms (the monthly
 * payment from a deposit, or the deposit from a monthly payment), and the terms and conditions of a quote
 * by its reference. Shapes are the schemas' (schemas/finance*.schema.json, Codeweaver's PascalCase). Two
 * implementations: the hosted service over HTTP (`httpClient.ts`, when FINANCE_API_URL is set) and the
 * embedded PCP lender (`embedded/`, the default); `index.ts` picks one. Both answer inputs the product
 * cannot quote with `HasError` and a message for the buyer (200, as Codeweaver does), and refuse a
 * malformed request or an unknown quote with the errors below. Browser-safe.
 */
import type { FinanceLegalResponse } from '../../../schemas/generated/financeLegalResponse';
import type { FinanceOrganisation, FinanceVehicle } from '../../../schemas/generated/financeCommon';
import type { FinanceProductsRequest } from '../../../schemas/generated/financeProductsRequest';
import type {
  FinanceProduct,
  FinanceProductsResponse,
  ProductBounds,
  ProductRange,
  ProductValues,
} from '../../../schemas/generated/financeProductsResponse';
import type {
  CalculationType,
  FinanceQuoteRequest,
  QuoteParameters,
} from '../../../schemas/generated/financeQuoteRequest';
import type {
  FinanceQuoteResponse,
  Quote,
  QuoteNotification,
} from '../../../schemas/generated/financeQuoteResponse';

export type {
  CalculationType,
  FinanceLegalResponse,
  FinanceOrganisation,
  FinanceProduct,
  FinanceProductsRequest,
  FinanceProductsResponse,
  FinanceQuoteRequest,
  FinanceQuoteResponse,
  FinanceVehicle,
  ProductBounds,
  ProductRange,
  ProductValues,
  Quote,
  QuoteNotification,
  QuoteParameters,
};

/** The hosted service's circuit breaker, and its dependency on /healthz. */
export const FINANCE_UPSTREAM = 'finance';

/** The product family the UK quotes (spec 001 §9: "finance families include PCP"). */
export const PCP_FAMILY_KEY = 'PCP';

export interface FinanceCallOptions {
  /** The caller's deadline or abort: the hosted service stops waiting when it aborts. */
  signal?: AbortSignal;
}

export interface FinanceService {
  /** `POST /api/codeweaver/default`: the car's products (none: the car is not financed). */
  products(request: FinanceProductsRequest, options?: FinanceCallOptions): Promise<FinanceProductsResponse>;
  /** `POST /api/codeweaver/cfd`: one quote, or `HasError` with the buyer's message. */
  quote(request: FinanceQuoteRequest, options?: FinanceCallOptions): Promise<FinanceQuoteResponse>;
  /** `GET /api/codeweaver/legal?quoteRef=`: the quote's terms; UnknownQuoteError when there is none. */
  legal(quoteRef: string, options?: FinanceCallOptions): Promise<FinanceLegalResponse>;
}

/** The request is not one the contract takes (400 with this reason): asking again will not help. */
export class FinanceRequestError extends Error {
  override name = 'FinanceRequestError';
}

/** No quote has this reference (404): it was never given, or has expired. */
export class UnknownQuoteError extends Error {
  override name = 'UnknownQuoteError';
}

/**
 * Whether `error` is a FinanceRequestError, also one thrown by another bundle's copy of this module
 * (Next.js bundles pages and API routes apart, and they share one service per process).
 */
export function isFinanceRequestError(error: unknown): error is FinanceRequestError {
  return error instanceof Error && error.name === 'FinanceRequestError';
}

/** Whether `error` is an UnknownQuoteError, also from another bundle (see isFinanceRequestError). */
export function isUnknownQuoteError(error: unknown): error is UnknownQuoteError {
  return error instanceof Error && error.name === 'UnknownQuoteError';
}

const QUOTE_REFERENCE = /^[A-Za-z0-9-]{4,40}$/;

/**
 * The quote reference a `quoteRef` query parameter names. Throws FinanceRequestError with the reason when
 * it cannot be one (schemas/financeCommon.schema.json#/$defs/QuoteReference).
 */
export function quoteReferenceOf(quoteRef: unknown): string {
  if (typeof quoteRef !== 'string' || quoteRef.trim() === '')
    throw new FinanceRequestError('The quote reference (quoteRef) is missing.');
  const reference = quoteRef.trim();
  if (!QUOTE_REFERENCE.test(reference))
    throw new FinanceRequestError(
      'The quote reference (quoteRef) must be 4 to 40 letters, digits and hyphens.',
    );
  return reference;
}

/** The PCP product among a car's products, if it is offered. */
export const pcpProductOf = (products: readonly FinanceProduct[]): FinanceProduct | undefined =>
  products.find((product) => product.FamilyKey === PCP_FAMILY_KEY);

/** The first quote of an answer without an error, if any. */
export function firstQuote(response: FinanceQuoteResponse): Quote | undefined {
  if (response.HasError) return undefined;
  return response.Vehicles[0]?.FinanceQuotations[0]?.Finance.Quote;
}
