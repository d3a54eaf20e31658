import { describe, expect, it } from 'vitest';
import { DEFAULT_EDGE_URL, edgeConfigFromEnv } from './edgeConfig';

const MESSAGE =
  'Please configure either your sitecoreEdgeContextId, or your graphQLEndpoint and sitecoreApiKey.';

describe('edgeConfigFromEnv', () => {
  it('uses the context id, even when an endpoint and key are set too', () => {
    expect(
      edgeConfigFromEnv({
        SITECORE_EDGE_CONTEXT_ID: '4QzHg7RkT2sWmYbX9cLp1a',
        GRAPH_QL_ENDPOINT: 'https://edge.sitecorecloud.io/api/graphql/v1',
        SITECORE_API_KEY: '3f8c2a1e-7b4d-4c9a-b1e0-5d6f7a8b9c0d',
      }),
    ).toEqual({
      kind: 'contextId',
      sitecoreEdgeContextId: '4QzHg7RkT2sWmYbX9cLp1a',
      sitecoreEdgeUrl: DEFAULT_EDGE_URL,
    });
  });

  it('takes the Edge URL from SITECORE_EDGE_URL when set', () => {
    expect(
      edgeConfigFromEnv({
        SITECORE_EDGE_CONTEXT_ID: 'ctx',
        SITECORE_EDGE_URL: 'https://edge-platform.example.test',
      }),
    ).toEqual({
      kind: 'contextId',
      sitecoreEdgeContextId: 'ctx',
      sitecoreEdgeUrl: 'https://edge-platform.example.test',
    });
  });

  it('uses the endpoint and API key without a context id', () => {
    expect(
      edgeConfigFromEnv({
        GRAPH_QL_ENDPOINT: 'https://edge.sitecorecloud.io/api/graphql/v1',
        SITECORE_API_KEY: '3f8c2a1e-7b4d-4c9a-b1e0-5d6f7a8b9c0d',
      }),
    ).toEqual({
      kind: 'endpoint',
      graphQLEndpoint: 'https://edge.sitecorecloud.io/api/graphql/v1',
      sitecoreApiKey: '3f8c2a1e-7b4d-4c9a-b1e0-5d6f7a8b9c0d',
    });
  });

  it('rejects an endpoint without an API key', () => {
    expect(() =>
      edgeConfigFromEnv({ GRAPH_QL_ENDPOINT: 'https://edge.sitecorecloud.io/api/graphql/v1' }),
    ).toThrow(new Error(MESSAGE));
  });

  it('rejects an empty environment', () => {
    expect(() => edgeConfigFromEnv({})).toThrow(new Error(MESSAGE));
  });
});
