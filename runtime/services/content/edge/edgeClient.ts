/**
 * How the Edge source reaches Experience Edge: the endpoint (context id or endpoint + key), JSS GraphQL
 * clients that take our fetch, and short error messages for failed requests.
 */
import {
  type GraphQLClientError,
  GraphQLRequestClient,
  type GraphQLRequestClientFactory,
} from '@sitecore-jss/sitecore-jss-nextjs/graphql';
import type { EdgeConfig } from './edgeConfig';

/** JSS 23 has no Edge proxy URL helper, so the context-id endpoint is built here. */
export function edgeGraphQLEndpoint(config: EdgeConfig): string {
  if (config.kind === 'endpoint') return config.graphQLEndpoint;
  const base = config.sitecoreEdgeUrl.replace(/\/+$/, '');
  return `${base}/v1/content/api/graphql/v1?sitecoreContextId=${encodeURIComponent(config.sitecoreEdgeContextId)}`;
}

/** JSS's `createClientFactory` accepts no fetch, and the services never pass one, so the factory adds it. */
export function edgeClientFactory(config: EdgeConfig, fetchImpl: typeof fetch): GraphQLRequestClientFactory {
  const endpoint = edgeGraphQLEndpoint(config);
  const apiKey = config.kind === 'endpoint' ? config.sitecoreApiKey : undefined;
  return (clientConfig = {}) =>
    new GraphQLRequestClient(endpoint, { ...clientConfig, apiKey, fetch: fetchImpl });
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

/** Replaces graphql-request's message, which embeds the whole request and response, with a short one. */
export async function edgeRequest<T>(what: string, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw new Error(`Experience Edge ${what} failed: ${describeFailure(error)}`, { cause: error });
  }
}
