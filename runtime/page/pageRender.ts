/**
 * One page render under one deadline. The render gets the server's services bound to it (the content
 * source stops waiting for Experience Edge, the search client hands a failed result to a loader still
 * waiting) and notes every upstream failure on the way — a rejected content call, a failed search, a
 * finance call that got no answer (a quote with `HasError` is an answer) —
 * even when a loader recovers from it, so that such a render is cached only for the short retry
 * interval instead of REVALIDATE_SECONDS. The services give up at SERVICES_SHARE of the budget, so a
 * loader still has time to turn their failure into its own failed state (the car list's error text)
 * before runLoaders stops waiting for it at the full budget (the section error). Server-only.
 */
import type { LoaderServices } from '../rendering/ComponentEntry';
import { AutosOnShowRequestError } from '../services/autosOnShow/contract';
import { isFinanceRequestError, isUnknownQuoteError } from '../services/finance/contract';
import { isJotformRequestError, isUnknownJotformError } from '../services/jotform/contract';
import { deadlineSignal } from '../services/upstream/callBudget';
import { upstreamSettings } from '../services/upstream/upstreamSettings';

/** The part of the page's budget its services may use; the rest is the loaders' to finish in. */
const SERVICES_SHARE = 0.8;

export interface PageRender {
  /** Aborts when the page's budget is spent. */
  signal: AbortSignal;
  /** The server's services, bound to an earlier deadline (SERVICES_SHARE) and watched for failures. */
  services: LoaderServices;
  /** Whether an upstream failed while this page was rendered. */
  degraded(): boolean;
}

/** `target` with every method's rejected promise reported to `onRejection` (and still rejected). */
function reportRejections<T extends object>(target: T, onRejection: () => void): T {
  return new Proxy(target, {
    get(object, property) {
      const value: unknown = Reflect.get(object, property);
      if (typeof value !== 'function') return value;
      return (...args: unknown[]) => {
        const result: unknown = Reflect.apply(value, object, args);
        if (result instanceof Promise) result.catch(onRejection);
        return result;
      };
    },
  });
}

export function startPageRender(
  shared: LoaderServices,
  budgetMs: number = upstreamSettings().pageBudgetMs,
): PageRender {
  const signal = deadlineSignal(budgetMs);
  const servicesSignal = deadlineSignal(Math.floor(budgetMs * SERVICES_SHARE));
  let degraded = false;
  const noteFailure = () => {
    degraded = true;
  };
  /** The caller's own signal, if any, and the services' deadline. */
  const callerSignal = (options?: { signal?: AbortSignal | undefined }) =>
    options?.signal ? AbortSignal.any([options.signal, servicesSignal]) : servicesSignal;
  /** `call`'s outcome, noting a failure unless the error is the request's own fault. */
  const watched = async <T>(call: Promise<T>, requestFault: (error: unknown) => boolean): Promise<T> => {
    try {
      return await call;
    } catch (error) {
      if (!requestFault(error)) noteFailure();
      throw error;
    }
  };
  const financeFault = (error: unknown) => isFinanceRequestError(error) || isUnknownQuoteError(error);
  const jotformFault = (error: unknown) => isJotformRequestError(error) || isUnknownJotformError(error);
  return {
    signal,
    services: {
      content: reportRejections(shared.content.withSignal(servicesSignal), noteFailure),
      search: {
        async search(siteName, kind, query, options) {
          const result = await shared.search.search(siteName, kind, query, { signal: callerSignal(options) });
          if (result.failed) noteFailure();
          return result;
        },
      },
      media: shared.media,
      autosOnShow: {
        // A malformed number is the car record's fault, not a failing upstream.
        media: (regNo, options) =>
          watched(
            shared.autosOnShow.media(regNo, { signal: callerSignal(options) }),
            (error) => error instanceof AutosOnShowRequestError,
          ),
      },
      finance: {
        products: (request, options) =>
          watched(shared.finance.products(request, { signal: callerSignal(options) }), financeFault),
        quote: (request, options) =>
          watched(shared.finance.quote(request, { signal: callerSignal(options) }), financeFault),
        legal: (quoteRef, options) =>
          watched(shared.finance.legal(quoteRef, { signal: callerSignal(options) }), financeFault),
      },
      jotform: {
        form: (formId, options) =>
          watched(shared.jotform.form(formId, { signal: callerSignal(options) }), jotformFault),
        submit: (request, options) =>
          watched(shared.jotform.submit(request, { signal: callerSignal(options) }), jotformFault),
      },
    },
    degraded: () => degraded,
  };
}
