/**
 * `POST /api/codeweaver/default` (the car's finance products) and `POST /api/codeweaver/cfd` (a quote),
 * spec 001 §7, as they arrive: only on sites with `features.financeQuotes` (else 404), the body read by
 * the shared bounded reader (runtime/http/readJsonBody.ts) and validated with its request schema (400 with
 * the failing pointers) before the service is asked. Answers as financeAnswer.ts says. The largest real
 * body, a quote request, is under 1 kB and five levels deep.
 */
import { type JsonBodySource, readJsonBody } from '../../../http/readJsonBody';
import type {
  FinanceProductsRequest,
  FinanceProductsResponse,
  FinanceQuoteRequest,
  FinanceQuoteResponse,
} from '../contract';
import { schemaProblems } from '../schemaProblems';
import {
  answerFinanceCall,
  type FinanceHandlerContext,
  type FinanceHandlerResponse,
  siteWithoutFinance,
} from './financeAnswer';

export const FINANCE_BODY_LIMITS = { maxBytes: 4 * 1024, maxDepth: 6 } as const;

type Checked<T> = { ok: true; value: T } | { ok: false; answer: FinanceHandlerResponse<never> };

async function checkedBody<T>(
  request: JsonBodySource,
  schema: 'financeProductsRequest' | 'financeQuoteRequest',
): Promise<Checked<T>> {
  const body = await readJsonBody(request, FINANCE_BODY_LIMITS);
  if (!body.ok) return { ok: false, answer: { status: body.status, body: { error: body.error } } };
  const problems = schemaProblems(schema, body.value);
  if (problems) return { ok: false, answer: { status: 400, body: { error: problems } } };
  return { ok: true, value: body.value as T };
}

export async function handleFinanceProductsPost(
  request: JsonBodySource,
  context: FinanceHandlerContext,
): Promise<FinanceHandlerResponse<FinanceProductsResponse>> {
  const refused = siteWithoutFinance(context);
  if (refused) {
    request.resume();
    return refused;
  }
  const body = await checkedBody<FinanceProductsRequest>(request, 'financeProductsRequest');
  if (!body.ok) return body.answer;
  return answerFinanceCall(
    `products of car ${body.value.vehicle.Id}`,
    (options) => context.service.products(body.value, options),
    context,
  );
}

export async function handleFinanceQuotePost(
  request: JsonBodySource,
  context: FinanceHandlerContext,
): Promise<FinanceHandlerResponse<FinanceQuoteResponse>> {
  const refused = siteWithoutFinance(context);
  if (refused) {
    request.resume();
    return refused;
  }
  const body = await checkedBody<FinanceQuoteRequest>(request, 'financeQuoteRequest');
  if (!body.ok) return body.answer;
  return answerFinanceCall(
    `quote of car ${body.value.vehicle.Id}`,
    (options) => context.service.quote(body.value, options),
    context,
  );
}
