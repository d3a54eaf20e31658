/**
 * Experience Edge connection settings from the environment. Either a context id (XM Cloud) or an
 * endpoint plus API key; anything else is a configuration error with the message editors know from JSS.
 */
export type EdgeConfig =
  | { kind: 'contextId'; sitecoreEdgeContextId: string; sitecoreEdgeUrl: string }
  | { kind: 'endpoint'; graphQLEndpoint: string; sitecoreApiKey: string };

export const EDGE_CONFIG_ERROR =
  'Please configure either your sitecoreEdgeContextId, or your graphQLEndpoint and sitecoreApiKey.';

export const DEFAULT_EDGE_URL = 'https://edge-platform.sitecorecloud.io';

export function edgeConfigFromEnv(env: Record<string, string | undefined>): EdgeConfig {
  if (env.SITECORE_EDGE_CONTEXT_ID) {
    return {
      kind: 'contextId',
      sitecoreEdgeContextId: env.SITECORE_EDGE_CONTEXT_ID,
      sitecoreEdgeUrl: env.SITECORE_EDGE_URL || DEFAULT_EDGE_URL,
    };
  }
  if (env.GRAPH_QL_ENDPOINT && env.SITECORE_API_KEY) {
    return { kind: 'endpoint', graphQLEndpoint: env.GRAPH_QL_ENDPOINT, sitecoreApiKey: env.SITECORE_API_KEY };
  }
  throw new Error(EDGE_CONFIG_ERROR);
}
