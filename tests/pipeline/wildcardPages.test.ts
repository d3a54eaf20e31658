/**
 * Wildcard pages the content source lists (spec 000 §7 "Wildcard page search"), through the page props
 * both page routes build, over the real registry: a path below a wildcard page that is no configured base
 * renders that `*` item with the visited path, on Experience Edge (recorded answers) and on local content
 * (a `_wildcard.json` file); an ordinary page never asks for the list, and a failing search is the
 * content source failing (the page's 503), not a 404.
 */
import { mkdtempSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { registryEntries } from '../../registry/entries.generated';
import { forgetOnePerProcessValues } from '../../runtime/cache/onePerProcess';
import { getSitePageProps } from '../../runtime/page/getSitePageProps';
import type { ContentSource } from '../../runtime/services/content/contract';
import { EdgeContentSource } from '../../runtime/services/content/edge/EdgeContentSource';
import { LocalContentSource } from '../../runtime/services/content/embedded/LocalContentSource';
import { resetUpstreamBreakers } from '../../runtime/services/upstream/breakerRegistry';
import { isUpstreamUnavailable } from '../../runtime/services/upstream/upstreamErrors';
import { type GraphQLRequestBody, HTTP_500, recordedEdge, type Reply } from '../fixtures/edgeReplies';
import { testLoaderServices } from '../fixtures/loaderContext';

/** The `*` item below /kampanjer as Edge renders it; local content keeps the same data in a file. */
const kampanjer = JSON.parse(
  readFileSync(path.join(import.meta.dirname, '../fixtures/edge/layout-wildcard-kampanjer.json'), 'utf8'),
) as { data: { layout: { item: { rendered: unknown } } } };

const localRoot = mkdtempSync(path.join(tmpdir(), 'wildcard-pages-'));
const contentDir = path.join(localRoot, 'sites/carstoresesite/content/sv-SE');
mkdirSync(path.join(contentDir, 'kampanjer'), { recursive: true });
writeFileSync(
  path.join(contentDir, 'kampanjer/_wildcard.json'),
  JSON.stringify(kampanjer.data.layout.item.rendered),
);
afterAll(() => rmSync(localRoot, { recursive: true, force: true }));

function edgeSource(reply: (body: GraphQLRequestBody) => Reply = recordedEdge) {
  const operations: string[] = [];
  const fetch: typeof globalThis.fetch = async (_input, init) => {
    const body = JSON.parse(String(init?.body)) as GraphQLRequestBody;
    operations.push(body.operationName ?? '');
    const answer = reply(body);
    return new Response(answer.body, {
      status: answer.status,
      headers: { 'content-type': answer.contentType },
    });
  };
  const source = new EdgeContentSource(
    {
      kind: 'endpoint',
      graphQLEndpoint: 'https://edge.sitecorecloud.io/api/graphql/v1',
      sitecoreApiKey: 'key',
    },
    { fetch },
  );
  return { source, operations };
}

const page = (content: ContentSource, routePath: string) =>
  getSitePageProps(
    {
      entries: registryEntries,
      services: testLoaderServices({ content }),
      signal: new AbortController().signal,
    },
    'carstoresesite',
    'sv-SE',
    routePath,
  );

beforeEach(() => {
  forgetOnePerProcessValues();
  resetUpstreamBreakers();
});

describe.each([
  ['Experience Edge', () => edgeSource().source],
  ['local content', () => new LocalContentSource(localRoot)],
])('a wildcard page on %s', (_name, content) => {
  it('renders its * item for any segment below it, with the visited path', async () => {
    const rendered = await page(content(), '/kampanjer/sommar-2026');
    expect(rendered?.props.routePath).toBe('/kampanjer/sommar-2026');
    expect(rendered?.props.layoutData.sitecore.route?.name).toBe('*');
    expect(rendered?.props.layoutData.sitecore.route?.placeholders.main?.[0]).toMatchObject({
      componentName: 'RichText',
    });
    expect(rendered?.props.head.title).toMatch(/^Kampanj/);
    expect(rendered?.props.head.canonical).toBe('https://carstore.se/kampanjer/sommar-2026');
    expect(rendered?.answer.status).toBe(200);
  });

  it('is no page of its own, nor of paths beside it', async () => {
    expect(await page(content(), '/kampanjer')).toBeNull();
    expect(await page(content(), '/kampanjerna/sommar')).toBeNull();
  });
});

describe('wildcard pages on Experience Edge', () => {
  it('are not searched for a page that has an item of its own', async () => {
    const { source, operations } = edgeSource();
    expect((await page(source, '/om-oss'))?.props.layoutData.sitecore.route?.name).toBe('om-oss');
    expect(operations).not.toContain('EdgeWildcardPages');
  });

  it('are searched once per site and language, not once per page', async () => {
    const { source, operations } = edgeSource();
    await page(source, '/kampanjer/sommar');
    await page(source, '/kampanjer/vinter');
    await page(source, '/finns-inte');
    expect(operations.filter((operation) => operation === 'EdgeWildcardPages')).toHaveLength(1);
  });

  it('make the page unavailable, not missing, when the search fails', async () => {
    const { source } = edgeSource((body) =>
      body.operationName === 'EdgeWildcardPages' ? HTTP_500 : recordedEdge(body),
    );
    const failure = page(source, '/kampanjer/sommar');
    await expect(failure).rejects.toSatisfy(isUpstreamUnavailable);
  });
});
