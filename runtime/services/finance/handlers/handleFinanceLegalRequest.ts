/**
 * `GET /api/codeweaver/legal?quoteRef={ref}` (spec 001 §7): the terms and conditions of a quote the
 * calculator showed. Only on sites with `features.financeQuotes` (else 404); a malformed reference is 400
 * with the reason, an unknown one 404; failures as financeAnswer.ts says.
 */
import { type FinanceLegalResponse, FinanceRequestError, quoteReferenceOf } from '../contract';
import {
  answerFinanceCall,
  type FinanceHandlerContext,
  type FinanceHandlerResponse,
  siteWithoutFinance,
} from './financeAnswer';

export async function handleFinanceLegalRequest(
  quoteRef: unknown,
  context: FinanceHandlerContext,
): Promise<FinanceHandlerResponse<FinanceLegalResponse>> {
  const refused = siteWithoutFinance(context);
  if (refused) return refused;
  let reference: string;
  try {
    reference = quoteReferenceOf(quoteRef);
  } catch (error) {
    if (error instanceof FinanceRequestError) return { status: 400, body: { error: error.message } };
    throw error;
  }
  return answerFinanceCall(
    `terms of quote ${reference}`,
    (options) => context.service.legal(reference, options),
    context,
  );
}
