/**
 * How the Edge source reaches Experience Edge: the endpoint (context id or endpoint + key), JSS GraphQL
 * clients that take our fetch (every request through the `content` circuit breaker, within
 * CONTENT_TIMEOUT_MS and the caller's deadline), and short error messages for failed requests.
 */
import {
  type GraphQLClientError,
  GraphQLRequestClient,
  type GraphQLRequestClientFactory,
} from '@sitecore-jss/sitecore-jss-nextjs/graphql';
import { upstreamCall } from '../../upstream/upstreamCall';
import { isUpstreamUnavailable, UpstreamUnavailableError } from '../../upstream/upstreamErrors';
import { upstreamSettings } from '../../upstream/upstreamSettings';
import { CONTENT_UPSTREAM } from '../contract';
import type { EdgeConfig } from './edgeConfig';

const NULL_BODY_STATUSES = new Set([101, 204, 205, 304]);

/** JSS 23 has no Edge proxy URL helper, so the context-id endpoint is built here. */
export function edgeGraphQLEndpoint(config: EdgeConfig): string {
  if (config.kind === 'endpoint') return config.graphQLEndpoint;
  const base = config.sitecoreEdgeUrl.replace(/\/+$/, '');
  return `${base}/v1/content/api/graphql/v1?sitecoreContextId=${encodeURIComponent(config.sitecoreEdgeContextId)}`;
}

/**
 * `fetchImpl` as one upstream call: the breaker admits it or fails fast, and the whole answer, body
 * included, must arrive within the budget (a body that stalls after its headers is a timeout too).
 * A 5xx answer counts against the breaker; JSS turns it into its error.
 */
export function edgeFetch(fetchImpl: typeof fetch, signal?: AbortSignal): typeof fetch {
  return (input, init) =>
    upstreamCall(
      CONTENT_UPSTREAM,
      async (callSignal) => {
        const requestSignal = init?.signal ? AbortSignal.any([init.signal, callSignal]) : callSignal;
        const response = await fetchImpl(input, { ...init, signal: requestSignal });
        const body = NULL_BODY_STATUSES.has(response.status) ? null : await response.arrayBuffer();
        const { status, statusText, headers } = response;
        return new Response(body, { status, statusText, headers });
      },
      {
        timeoutMs: upstreamSettings().contentTimeoutMs,
        signal,
        failureOf: (response) => (response.status >= 500 ? `answered ${response.status}` : null),
      },
    );
}

/**
 * JSS's `createClientFactory` accepts no fetch, and the services never pass one, so the factory adds it.
 * JSS retries 502/503/504/429 and connection resets three times with 1, 2 and 4 s pauses by default:
 * retries are off, since the breaker and the page's budget decide when to try again.
 */
export function edgeClientFactory(config: EdgeConfig, fetchImpl: typeof fetch): GraphQLRequestClientFactory {
  const endpoint = edgeGraphQLEndpoint(config);
  const apiKey = config.kind === 'endpoint' ? config.sitecoreApiKey : undefined;
  return (clientConfig = {}) =>
    new GraphQLRequestClient(endpoint, { ...clientConfig, apiKey, fetch: fetchImpl, retries: 0 });
}

function describeFailure(error: unknown): string {
  if (typeof error === 'object' && error !== null) {
    const { response, code } = error as GraphQLClientError;
    const messages = (response?.errors ?? []).map((graphQLError) => graphQLError.message);
    const status = response?.status;
    if (status !== undefined && status >= 400) {
      return messages.length > 0 ? `HTTP ${status}: ${messages.join('; ')}` : `HTTP ${status}`;
    }
    if (messages.length > 0) return `GraphQL errors: ${messages.join('; ')}`;
    if (code) return code;
  }
  return error instanceof Error ? error.message : String(error);
}

/**
 * Replaces graphql-request's message, which embeds the whole request and response, with a short one.
 * Unavailability (breaker open, budget spent) stays an `UpstreamUnavailableError`, which pages answer
 * with 503.
 */
export async function edgeRequest<T>(what: string, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    const message = `Experience Edge ${what} failed: ${describeFailure(error)}`;
    if (isUpstreamUnavailable(error)) {
      const { upstream, reason, retryAfterSeconds } = error;
      throw new UpstreamUnavailableError(upstream, reason, retryAfterSeconds, message, { cause: error });
    }
    throw new Error(message, { cause: error });
  }
}
