/**
 * The PCP calculator's state (spec 001 §4 "Finance calculator (UK)", §8): the sliders' positions, the
 * quote they last produced and what the buyer is told. Moving a slider only moves it; committing it
 * (releasing the thumb, a key press) asks for a new quote and aborts the one still on its way. Committing
 * the deposit, term or mileage solves the monthly payment (`ToRegularPayment`); committing the payment
 * solves the deposit (`ToCashDeposit`); the answer sets every slider to the quote's figures. A quote with
 * `HasError` hides the calculator behind its `Error.UserMessage` (the calculator's "can't get a quote" text
 * when it has none) until the buyer goes back to the last good quote; a request that fails keeps the last
 * quote and says so.
 */
import { useCallback, useEffect, useReducer, useRef } from 'react';
import { fetchFinanceQuote, firstQuote, type FinanceQuoteResponse, type Quote } from '../../../runtime';
import type { CarFinanceData } from './CarFinanceData';
import { defaultSettings, quoteRequest } from './quoteRequest';

export type QuoteField = 'term' | 'deposit' | 'payment' | 'annualMileage';
export type QuoteValues = Readonly<Record<QuoteField, number>>;

export interface FinanceQuoteState {
  values: QuoteValues;
  /** The last quote without an error. */
  quote: Quote | undefined;
  /** The answer the quote came with: its texts and notices. */
  answer: FinanceQuoteResponse | undefined;
  /** Set while a quote with `HasError` hides the calculator: the service's message, if it gave one. */
  refusal: { userMessage?: string } | undefined;
  status: 'ready' | 'loading' | 'failed';
}

type Action =
  | { type: 'move'; field: QuoteField; value: number }
  | { type: 'request'; field: QuoteField; value: number }
  | { type: 'answer'; answer: FinanceQuoteResponse }
  | { type: 'fail' }
  | { type: 'back' };

const valuesOf = (quote: Quote): QuoteValues => ({
  term: quote.Term,
  deposit: quote.CashDeposit,
  payment: quote.TotalRegularPayment,
  annualMileage: quote.AnnualMileage,
});

/** What a `HasError` answer tells the buyer: its message, unless it is blank. */
function refusalOf(answer: FinanceQuoteResponse): { userMessage?: string } {
  const userMessage = answer.Error?.UserMessage.trim();
  return userMessage ? { userMessage } : {};
}

export function initialQuoteState(data: Extract<CarFinanceData, { kind: 'quote' }>): FinanceQuoteState {
  const quote = firstQuote(data.quote);
  const defaults = defaultSettings(data.product);
  return {
    values: quote
      ? valuesOf(quote)
      : {
          term: defaults.term,
          annualMileage: defaults.annualMileage,
          deposit: data.product.Deposit.Default,
          payment: data.product.Payment.Default,
        },
    quote,
    answer: quote ? data.quote : undefined,
    refusal: data.quote.HasError ? refusalOf(data.quote) : undefined,
    status: 'ready',
  };
}

export function financeQuoteReducer(state: FinanceQuoteState, action: Action): FinanceQuoteState {
  switch (action.type) {
    case 'move':
      return { ...state, values: { ...state.values, [action.field]: action.value } };
    case 'request':
      return { ...state, values: { ...state.values, [action.field]: action.value }, status: 'loading' };
    case 'answer': {
      const quote = firstQuote(action.answer);
      if (!quote) return { ...state, status: 'ready', refusal: refusalOf(action.answer) };
      return {
        values: valuesOf(quote),
        quote,
        answer: action.answer,
        refusal: undefined,
        status: 'ready',
      };
    }
    case 'fail':
      return { ...state, values: state.quote ? valuesOf(state.quote) : state.values, status: 'failed' };
    case 'back':
      return { ...state, values: state.quote ? valuesOf(state.quote) : state.values, refusal: undefined };
  }
}

export function useFinanceQuote(data: Extract<CarFinanceData, { kind: 'quote' }>) {
  const [state, dispatch] = useReducer(financeQuoteReducer, data, initialQuoteState);
  const inFlight = useRef<AbortController | undefined>(undefined);

  useEffect(() => () => inFlight.current?.abort(), []);

  const move = useCallback(
    (field: QuoteField, value: number) => dispatch({ type: 'move', field, value }),
    [],
  );

  const commit = useCallback(
    async (field: QuoteField, value: number) => {
      inFlight.current?.abort();
      const controller = new AbortController();
      inFlight.current = controller;
      dispatch({ type: 'request', field, value });
      const next = { ...state.values, [field]: value };
      const settings =
        field === 'payment'
          ? {
              term: next.term,
              annualMileage: next.annualMileage,
              solve: 'deposit' as const,
              payment: next.payment,
            }
          : {
              term: next.term,
              annualMileage: next.annualMileage,
              solve: 'payment' as const,
              deposit: next.deposit,
            };
      try {
        const answer = await fetchFinanceQuote(
          quoteRequest(data.vehicle, data.organisation, data.product.FamilyKey, settings),
          controller.signal,
        );
        if (!controller.signal.aborted) dispatch({ type: 'answer', answer });
      } catch {
        if (!controller.signal.aborted) dispatch({ type: 'fail' });
      }
    },
    [data, state.values],
  );

  const back = useCallback(() => dispatch({ type: 'back' }), []);

  return { state, move, commit, back };
}
