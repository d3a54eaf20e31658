import { beforeEach, describe, expect, it } from 'vitest';
import { testSite } from '../../../../tests/fixtures/testSite';
import { resetUpstreamBreakers } from '../../upstream/breakerRegistry';
import { NAVIGATION_DEPTH } from '../contract';
import { EdgeContentSource } from './EdgeContentSource';
import {
  CURRENT_LANGUAGE_QUERY,
  EDGE_PAGE_SIZE,
  formatLayoutQuery,
  HOME_PATH_QUERY,
  NAVIGATION_QUERY,
  ROUTE_LANGUAGES_QUERY,
  SITE_ROOT_QUERY,
  STORIES_INDEX_QUERY,
  STORIES_SEARCH_QUERY,
  STORY_EXTRAS_QUERY,
  WILDCARD_PAGES_QUERY,
} from './edgeQueries';
import { normaliseItemId, storedItemId } from './itemIds';
import {
  DEFAULT_STORY_TEMPLATE_ID,
  edgeDate,
  reshapeNavigation,
  reshapeStoryExtras,
  reshapeStoryPage,
  reshapeStoryTags,
  reshapeWildcardPages,
  wildcardRoutePath,
} from './reshape';
import type { EdgeConfig } from './edgeConfig';
import {
  edgeFixture as fixture,
  type GraphQLRequestBody,
  HTTP_500,
  recordedEdge,
  type Reply,
} from '../../../../tests/fixtures/edgeReplies';

const ENDPOINT_CONFIG: EdgeConfig = {
  kind: 'endpoint',
  graphQLEndpoint: 'https://edge.sitecorecloud.io/api/graphql/v1',
  sitecoreApiKey: '3f8c2a1e-7b4d-4c9a-b1e0-5d6f7a8b9c0d',
};

const CONTEXT_CONFIG: EdgeConfig = {
  kind: 'contextId',
  sitecoreEdgeContextId: '4QzHg7RkT2sWmYbX9cLp1a',
  sitecoreEdgeUrl: 'https://edge-platform.sitecorecloud.io',
};

interface RecordedRequest {
  url: string;
  headers: Record<string, string>;
  body: GraphQLRequestBody;
}

function replayFetch(reply: (body: GraphQLRequestBody) => Reply = recordedEdge): {
  fetch: typeof fetch;
  requests: RecordedRequest[];
} {
  const requests: RecordedRequest[] = [];
  const fakeFetch: typeof fetch = async (input, init) => {
    const body = JSON.parse(String(init?.body)) as GraphQLRequestBody;
    requests.push({
      url: input instanceof Request ? input.url : String(input),
      headers: Object.fromEntries(new Headers(init?.headers).entries()),
      body,
    });
    const { status, contentType, body: responseBody } = reply(body);
    return new Response(responseBody, { status, headers: { 'content-type': contentType } });
  };
  return { fetch: fakeFetch, requests };
}

function edgeSource(reply?: (body: GraphQLRequestBody) => Reply, config: EdgeConfig = ENDPOINT_CONFIG) {
  const replay = replayFetch(reply);
  return { source: new EdgeContentSource(config, { fetch: replay.fetch }), requests: replay.requests };
}

describe('EdgeContentSource connection', () => {
  it('posts to the configured endpoint with the API key header', async () => {
    const { source, requests } = edgeSource();
    await source.getHomePath(testSite(), 'sv-SE');
    expect(requests).toHaveLength(1);
    expect(requests[0]?.url).toBe('https://edge.sitecorecloud.io/api/graphql/v1');
    expect(requests[0]?.headers.sc_apikey).toBe('3f8c2a1e-7b4d-4c9a-b1e0-5d6f7a8b9c0d');
    expect(requests[0]?.headers['content-type']).toBe('application/json');
  });

  it('sends the context id in the Edge platform URL and no API key', async () => {
    const { source, requests } = edgeSource(undefined, CONTEXT_CONFIG);
    await source.getHomePath(testSite(), 'sv-SE');
    expect(requests[0]?.url).toBe(
      'https://edge-platform.sitecorecloud.io/v1/content/api/graphql/v1?sitecoreContextId=4QzHg7RkT2sWmYbX9cLp1a',
    );
    expect(requests[0]?.headers).not.toHaveProperty('sc_apikey');
  });

  it('uses the same endpoint for the JSS services', async () => {
    const { source, requests } = edgeSource(undefined, CONTEXT_CONFIG);
    await source.getLayout(testSite(), '/om-oss', 'sv-SE');
    await source.getDictionary(testSite(), 'sv-SE');
    await source.listRoutePaths(testSite(), 'sv-SE');
    expect(new Set(requests.map((request) => request.url))).toEqual(
      new Set([
        'https://edge-platform.sitecorecloud.io/v1/content/api/graphql/v1?sitecoreContextId=4QzHg7RkT2sWmYbX9cLp1a',
      ]),
    );
  });

  it('rejects a malformed endpoint when constructed', () => {
    expect(
      () => new EdgeContentSource({ kind: 'endpoint', graphQLEndpoint: 'not a url', sitecoreApiKey: 'key' }),
    ).toThrow(/Invalid GraphQL endpoint/);
  });
});

describe('EdgeContentSource.getLayout', () => {
  it('fetches the route with the JSS layout query and returns its layout data', async () => {
    const { source, requests } = edgeSource();
    const layout = await source.getLayout(testSite(), '/om-oss', 'sv-SE');

    expect(requests).toHaveLength(1);
    expect(requests[0]?.body.operationName).toBe('JssLayoutQuery');
    expect(requests[0]?.body.query).toContain(
      'layout(site:"carstoresesite", routePath:"/om-oss", language:"sv-SE")',
    );
    expect(requests[0]?.body.query).toContain('rendered');

    expect(layout?.sitecore.context).toMatchObject({
      pageEditing: false,
      language: 'sv-SE',
      site: { name: 'carstoresesite' },
    });
    expect(layout?.sitecore.route?.name).toBe('om-oss');
    expect(layout?.sitecore.route?.fields.metaTitle).toEqual({ value: 'Om Carstore' });
    expect(layout?.sitecore.route?.placeholders.main?.[0]).toMatchObject({
      componentName: 'RichText',
      fields: { text: { value: expect.stringContaining('<h2>Om Carstore</h2>') } },
    });
  });

  it('normalises the route path before asking', async () => {
    const { source, requests } = edgeSource();
    await source.getLayout(testSite(), 'om-oss/', 'sv-SE');
    expect(requests[0]?.body.query).toContain('routePath:"/om-oss"');
  });

  it('returns null when Edge answers with a null route', async () => {
    const { source } = edgeSource();
    expect(await source.getLayout(testSite(), '/finns-inte', 'sv-SE')).toBeNull();
  });

  it('returns null when Edge finds no item for the route', async () => {
    const { source } = edgeSource();
    expect(await source.getLayout(testSite(), '/saknas', 'sv-SE')).toBeNull();
  });

  it('writes layout query arguments as escaped strings', () => {
    expect(formatLayoutQuery('carstoresesite', '/a"){x}', 'sv-SE')).toBe(
      'layout(site:"carstoresesite", routePath:"/a\\"){x}", language:"sv-SE")',
    );
  });
});

describe('EdgeContentSource.getErrorPage', () => {
  it("returns the layout of the site's 404 page from the JSS error pages query", async () => {
    const { source, requests } = edgeSource();
    const layout = await source.getErrorPage(testSite(), 'sv-SE', 404);

    expect(requests[0]?.body.operationName).toBe('ErrorPagesQuery');
    expect(requests[0]?.body.variables).toEqual({ siteName: 'carstoresesite', language: 'sv-SE' });
    expect(layout?.sitecore.route?.name).toBe('404');
    expect(layout?.sitecore.route?.placeholders.main?.[0]).toMatchObject({ componentName: 'RichText' });
  });

  it('returns null for an error page the site has not configured', async () => {
    const { source } = edgeSource();
    expect(await source.getErrorPage(testSite(), 'sv-SE', 500)).toBeNull();
  });

  it('returns null when Edge does not know the site', async () => {
    const { source } = edgeSource(() => ({
      status: 200,
      contentType: 'application/json',
      body: JSON.stringify({ data: { site: { siteInfo: null } } }),
    }));
    expect(await source.getErrorPage(testSite(), 'sv-SE', 404)).toBeNull();
  });
});

describe('EdgeContentSource.getDictionary', () => {
  it('resolves the app root, pages through the dictionary search and flattens the phrases', async () => {
    const { source, requests } = edgeSource();
    const dictionary = await source.getDictionary(testSite(), 'sv-SE');

    expect(dictionary).toEqual({
      readMore: 'Läs mer',
      contactUs: 'Kontakta oss',
      'car.monthlyPrice': '{{price}} kr/mån',
    });
    expect(requests.map((request) => request.body.operationName)).toEqual([
      'AppRootQuery',
      'DictionarySearch',
      'DictionarySearch',
    ]);
    expect(requests[0]?.body.variables).toMatchObject({ siteName: 'carstoresesite', language: 'sv-SE' });
    expect(requests[1]?.body.variables).toMatchObject({
      rootItemId: '6C2B9B5C1A3E4F0D9E8B7A6C5D4E3F21',
      language: 'sv-SE',
      pageSize: EDGE_PAGE_SIZE,
      after: '',
    });
    expect(requests[2]?.body.variables).toMatchObject({ after: 'Mg==' });
  });

  it('does not cache between calls', async () => {
    const { source, requests } = edgeSource();
    await source.getDictionary(testSite(), 'sv-SE');
    await source.getDictionary(testSite(), 'sv-SE');
    expect(requests).toHaveLength(6);
  });
});

describe('EdgeContentSource.getNavigation', () => {
  it('sends the site, root route and language as variables', async () => {
    const { source, requests } = edgeSource();
    await source.getNavigation(testSite(), 'sv-SE');
    expect(requests[0]?.body.query).toBe(NAVIGATION_QUERY);
    expect(requests[0]?.body.variables).toEqual({
      site: 'carstoresesite',
      routePath: '/',
      language: 'sv-SE',
    });

    await source.getNavigation(testSite(), 'sv-SE', 'nya-bilar/');
    expect(requests[1]?.body.variables).toEqual({
      site: 'carstoresesite',
      routePath: '/nya-bilar',
      language: 'sv-SE',
    });
  });

  it('maps the tree into navigation items, three levels deep', async () => {
    const { source } = edgeSource();
    const navigation = await source.getNavigation(testSite(), 'sv-SE');

    expect(navigation).toEqual([
      {
        name: 'nya-bilar',
        path: '/nya-bilar',
        navigationTitle: 'Nya bilar',
        hideInNavigation: false,
        isNavigableInMenuWhenItHasChildren: true,
        children: [
          {
            name: 'volvo',
            path: '/nya-bilar/volvo',
            navigationTitle: 'Volvo',
            hideInNavigation: false,
            isNavigableInMenuWhenItHasChildren: false,
            image: {
              src: 'https://edge.sitecorecloud.io/carstore/-/media/navigation/volvo.jpg',
              alt: 'Volvo XC60 i kvällsljus',
            },
            children: [
              {
                name: 'xc60',
                path: '/nya-bilar/volvo/xc60',
                navigationTitle: 'XC60',
                hideInNavigation: false,
                isNavigableInMenuWhenItHasChildren: false,
                children: [],
              },
            ],
          },
          {
            name: 'lagerbilar',
            path: '/nya-bilar/lagerbilar',
            navigationTitle: 'Lagerbilar',
            hideInNavigation: true,
            isNavigableInMenuWhenItHasChildren: false,
            children: [],
          },
        ],
      },
      {
        name: 'kampanjer',
        path: '/kampanjer',
        navigationTitle: 'kampanjer',
        hideInNavigation: false,
        isNavigableInMenuWhenItHasChildren: false,
        children: [],
      },
      {
        name: 'finansiering',
        path: '/finansiering',
        navigationTitle: 'Finansiering',
        hideInNavigation: false,
        isNavigableInMenuWhenItHasChildren: false,
        externalLink: { href: 'https://finans.carstore.se/billan', linktype: 'external' },
        children: [],
      },
      {
        name: 'om-oss',
        path: '/om-oss',
        navigationTitle: 'Om oss',
        hideInNavigation: false,
        isNavigableInMenuWhenItHasChildren: false,
        children: [],
      },
    ]);
  });
});

describe('NAVIGATION_QUERY', () => {
  it('asks for NAVIGATION_DEPTH levels of children with the navigation fields', () => {
    expect(NAVIGATION_QUERY.match(/children\(/g)).toHaveLength(NAVIGATION_DEPTH);
    expect(NAVIGATION_QUERY).toContain(
      'query EdgeNavigation($site: String!, $routePath: String!, $language: String!)',
    );
    expect(NAVIGATION_QUERY).toContain('navigationTitle: field(name: "NavigationTitle")');
    expect(NAVIGATION_QUERY).toContain('hideInNavigation: field(name: "HideInNavigation")');
    expect(NAVIGATION_QUERY).toContain('externalLink: field(name: "ExternalLink")');
    expect(NAVIGATION_QUERY).toMatch(/url\s*\{\s*path\s*\}/);
  });
});

describe('reshapeNavigation', () => {
  it('returns no items when the root does not exist', () => {
    expect(reshapeNavigation({ layout: { item: null } })).toEqual([]);
    expect(reshapeNavigation({ layout: null })).toEqual([]);
  });

  it('ignores an empty title and an empty link', () => {
    const [item] = reshapeNavigation({
      layout: {
        item: {
          children: {
            results: [
              {
                name: 'service',
                url: { path: '/service' },
                navigationTitle: { value: '' },
                hideInNavigation: { value: '0' },
                isNavigableInMenuWhenItHasChildren: null,
                externalLink: {},
              },
            ],
          },
        },
      },
    });
    expect(item).toEqual({
      name: 'service',
      path: '/service',
      navigationTitle: 'service',
      hideInNavigation: false,
      isNavigableInMenuWhenItHasChildren: false,
      children: [],
    });
  });
});

describe('EdgeContentSource.getLanguages', () => {
  it('asks for the route in the default language and returns the versions the site serves', async () => {
    const { source, requests } = edgeSource();
    const languages = await source.getLanguages(testSite({ languages: ['sv-SE', 'en'] }), '/om-oss');

    expect(requests).toHaveLength(1);
    expect(requests[0]?.body.query).toBe(ROUTE_LANGUAGES_QUERY);
    expect(requests[0]?.body.variables).toEqual({
      site: 'carstoresesite',
      routePath: '/om-oss',
      language: 'sv-SE',
    });
    expect(languages).toEqual([
      {
        name: 'sv-SE',
        displayName: 'Swedish (Sweden) : svenska (Sverige)',
        englishName: 'Swedish (Sweden)',
        nativeName: 'svenska (Sverige)',
      },
      { name: 'en', displayName: 'English : English', englishName: 'English', nativeName: 'English' },
    ]);
  });

  it('leaves out languages the site does not serve', async () => {
    const { source } = edgeSource();
    const languages = await source.getLanguages(testSite(), '/om-oss');
    expect(languages.map((language) => language.name)).toEqual(['sv-SE']);
  });

  it('tries the other site languages when the route is missing in the default one', async () => {
    const { source, requests } = edgeSource((body) =>
      body.variables?.language === 'en' ? fixture('languages') : fixture('route-not-found'),
    );
    const languages = await source.getLanguages(testSite({ languages: ['sv-SE', 'en'] }), '/about-us');
    expect(requests.map((request) => request.body.variables?.language)).toEqual(['sv-SE', 'en']);
    expect(languages.map((language) => language.name)).toEqual(['sv-SE', 'en']);
  });

  it('returns no languages for a route that exists in none', async () => {
    const { source } = edgeSource();
    expect(await source.getLanguages(testSite({ languages: ['sv-SE', 'en'] }), '/finns-inte')).toEqual([]);
  });
});

describe('EdgeContentSource.getHomePath', () => {
  it("returns the path of the site's home item", async () => {
    const { source, requests } = edgeSource();
    expect(await source.getHomePath(testSite(), 'sv-SE')).toBe(
      '/sitecore/content/Carstore/carstoresesite/Home',
    );
    expect(requests[0]?.body.query).toBe(HOME_PATH_QUERY);
    expect(requests[0]?.body.variables).toEqual({ site: 'carstoresesite', language: 'sv-SE' });
  });

  it('falls back to / when Edge has no home item', async () => {
    const { source } = edgeSource(() => fixture('route-not-found'));
    expect(await source.getHomePath(testSite(), 'sv-SE')).toBe('/');
  });
});

describe('EdgeContentSource.listRoutePaths', () => {
  it('lists the route paths of the site from the JSS sitemap query', async () => {
    const { source, requests } = edgeSource();
    const paths = await source.listRoutePaths(testSite(), 'sv-SE');

    expect(paths).toEqual(['/', '/om-oss', '/nya-bilar', '/nya-bilar/volvo', '/nya-bilar/volvo/xc60']);
    expect(requests[0]?.body.operationName).toBe('DefaultSitemapQuery');
    expect(requests[0]?.body.variables).toMatchObject({
      siteName: 'carstoresesite',
      language: 'sv-SE',
      pageSize: EDGE_PAGE_SIZE,
    });
  });
});

const INDEX_ID = '3E1F7A2C9B4D4C8E8F1A6B2D5C7E9A04';
const TAG_SUV = 'A1B2C3D4E5F64718293A4B5C6D7E8F90';
const TAG_SERVICE = 'C3D4E5F6A7B849203B4C5D6E7F809102';
const STORY_TEMPLATE = '8a3f5c1e2b7d4e96a0c45d1b9e7f3a62';

/** The recorded story extras, as Edge would answer them for another story under the same index. */
function extrasOf(storyId: string): (body: GraphQLRequestBody) => Reply {
  return (body) => {
    if (body.operationName !== 'EdgeStoryExtras') return recordedEdge(body);
    const recorded = JSON.parse(fixture('stories-extras').body) as {
      data: { layout: { item: { id: string } } };
    };
    recorded.data.layout.item.id = storyId;
    return { status: 200, contentType: 'application/json', body: JSON.stringify(recorded) };
  };
}

const searchesOf = (requests: RecordedRequest[]) =>
  requests.filter((request) => request.body.operationName === 'EdgeStoriesSearch');

describe('EdgeContentSource.listStories', () => {
  it('resolves the index, then searches its Story children in the language, newest first', async () => {
    const { source, requests } = edgeSource();
    const page = await source.listStories(testSite(), 'sv-SE', { indexPath: 'nyheter/', limit: 4 });

    expect(requests.map((request) => request.body.operationName)).toEqual([
      'EdgeStoriesIndex',
      'EdgeStoriesSearch',
    ]);
    expect(requests[0]?.body.query).toBe(STORIES_INDEX_QUERY);
    expect(requests[0]?.body.variables).toEqual({
      site: 'carstoresesite',
      routePath: '/nyheter',
      language: 'sv-SE',
    });
    expect(requests[1]?.body.query).toBe(STORIES_SEARCH_QUERY);
    expect(requests[1]?.body.variables).toEqual({
      where: {
        AND: [
          { name: '_parent', value: INDEX_ID, operator: 'EQ' },
          { name: '_templates', value: STORY_TEMPLATE, operator: 'CONTAINS' },
          { name: '_language', value: 'sv-SE', operator: 'EQ' },
        ],
      },
      first: 4,
    });

    expect(page.hasMore).toBe(true);
    expect(page.cursor).toBe('NA==');
    expect(page.stories.map((story) => story.name)).toEqual([
      'ny-elektrisk-suv',
      'ladda-hemma',
      'vinterdack',
      'familje-suv-test',
    ]);
    expect(page.stories[0]).toEqual({
      id: 'D1A0B1C2D3E44F5A8B6C7D8E9F0A1B21',
      name: 'ny-elektrisk-suv',
      path: '/nyheter/ny-elektrisk-suv',
      title: 'Ny elektrisk SUV',
      preamble: 'Nu kommer vår första elektriska SUV.',
      date: '2026-10-03',
      image: {
        src: 'https://edge.sitecorecloud.io/carstore/-/media/stories/ny-elektrisk-suv.jpg',
        alt: 'Ny elektrisk SUV',
      },
      tags: [TAG_SUV, 'B2C3D4E5F6A748192A3B4C5D6E7F8091'],
    });
    expect(page.stories[3]?.date).toBe('2026-08-15T08:30:00Z');
  });

  it('passes the cursor on as `after` and reports the end of the list', async () => {
    const { source, requests } = edgeSource();
    const page = await source.listStories(testSite(), 'sv-SE', {
      indexPath: '/nyheter',
      limit: 4,
      cursor: 'NA==',
    });

    expect(requests[1]?.body.variables).toMatchObject({ first: 4, after: 'NA==' });
    expect(page).toMatchObject({ cursor: null, hasMore: false });
    expect(page.stories).toEqual([
      expect.objectContaining({ name: 'serviceavtal', title: 'Serviceavtal', tags: [TAG_SERVICE] }),
      expect.objectContaining({ name: 'oppet-hus', title: 'Öppet hus i helgen', tags: [] }),
    ]);
    expect(page.stories[1]).not.toHaveProperty('image');
  });

  it('filters on any selected tag with `contains` on the stored tag ids', async () => {
    const { source, requests } = edgeSource();
    await source.listStories(testSite(), 'sv-SE', {
      indexPath: '/nyheter',
      limit: 4,
      tags: [TAG_SUV, TAG_SERVICE],
    });
    const where = requests[1]?.body.variables?.where as { AND: unknown[] };
    expect(where.AND).toHaveLength(4);
    expect(where.AND[3]).toEqual({
      OR: [
        { name: 'tags', value: '{A1B2C3D4-E5F6-4718-293A-4B5C6D7E8F90}', operator: 'CONTAINS' },
        { name: 'tags', value: '{C3D4E5F6-A7B8-4920-3B4C-5D6E7F809102}', operator: 'CONTAINS' },
      ],
    });
  });

  it('finds stories by the Story template the site config names', async () => {
    const { source, requests } = edgeSource();
    const site = testSite({ stories: { templateId: '{0A1B2C3D-4E5F-4A6B-8C7D-9E0F1A2B3C4D}' } });
    await source.listStories(site, 'sv-SE', { indexPath: '/nyheter', limit: 3 });
    const where = requests[1]?.body.variables?.where as { AND: unknown[] };
    expect(where.AND[1]).toEqual({
      name: '_templates',
      value: '0a1b2c3d4e5f4a6b8c7d9e0f1a2b3c4d',
      operator: 'CONTAINS',
    });
    expect(requests[1]?.body.variables?.first).toBe(3);
  });

  it('returns an empty page when Edge finds no stories', async () => {
    const { source } = edgeSource((body) =>
      body.operationName === 'EdgeStoriesSearch' ? fixture('stories-empty') : recordedEdge(body),
    );
    expect(await source.listStories(testSite(), 'sv-SE', { indexPath: '/nyheter', limit: 4 })).toEqual({
      stories: [],
      cursor: null,
      hasMore: false,
    });
  });

  it('returns an empty page without searching when the index does not exist', async () => {
    const { source, requests } = edgeSource();
    expect(await source.listStories(testSite(), 'sv-SE', { indexPath: '/finns-inte', limit: 4 })).toEqual({
      stories: [],
      cursor: null,
      hasMore: false,
    });
    expect(requests).toHaveLength(1);
  });

  it('refuses a limit below 1 before asking Edge', async () => {
    const { source, requests } = edgeSource();
    await expect(
      source.listStories(testSite(), 'sv-SE', { indexPath: '/nyheter', limit: 0 }),
    ).rejects.toThrow(RangeError);
    expect(requests).toHaveLength(0);
  });
});

describe('EdgeContentSource.getStoryTags', () => {
  it("maps the index's storyTags multilist into tags", async () => {
    const { source, requests } = edgeSource();
    expect(await source.getStoryTags(testSite(), 'sv-SE', '/nyheter')).toEqual([
      { id: TAG_SUV, key: 'suv', value: 'SUV' },
      { id: 'B2C3D4E5F6A748192A3B4C5D6E7F8091', key: 'elbil', value: 'Elbil' },
      { id: TAG_SERVICE, key: 'service', value: 'Service' },
    ]);
    expect(requests[0]?.body.query).toBe(STORIES_INDEX_QUERY);
  });

  it('returns no tags for a missing index', async () => {
    const { source } = edgeSource();
    expect(await source.getStoryTags(testSite(), 'sv-SE', '/finns-inte')).toEqual([]);
  });
});

describe('EdgeContentSource.getStoryExtras', () => {
  it('reads the story and its index, then finds its neighbours in the stories list', async () => {
    const { source, requests } = edgeSource();
    const extras = await source.getStoryExtras(testSite(), 'sv-SE', '/nyheter/vinterdack');

    expect(extras).toEqual({
      date: '2026-09-20',
      author: 'Erik Lund',
      tags: [{ id: TAG_SERVICE, key: 'service', value: 'Service' }],
      parentPath: '/nyheter',
      previous: { path: '/nyheter/familje-suv-test', title: 'Vi testade fyra familje-SUV:ar' },
      next: { path: '/nyheter/ladda-hemma', title: 'Ladda hemma' },
    });
    expect(requests[0]?.body.query).toBe(STORY_EXTRAS_QUERY);
    expect(requests[0]?.body.variables).toEqual({
      site: 'carstoresesite',
      routePath: '/nyheter/vinterdack',
      language: 'sv-SE',
    });
    expect(searchesOf(requests).map((request) => request.body.variables)).toEqual([
      {
        where: {
          AND: [
            { name: '_parent', value: INDEX_ID, operator: 'EQ' },
            { name: '_templates', value: STORY_TEMPLATE, operator: 'CONTAINS' },
            { name: '_language', value: 'sv-SE', operator: 'EQ' },
          ],
        },
        first: EDGE_PAGE_SIZE,
      },
    ]);
  });

  it('has no next story for the newest', async () => {
    const { source } = edgeSource(extrasOf('D1A0B1C2D3E44F5A8B6C7D8E9F0A1B21'));
    const extras = await source.getStoryExtras(testSite(), 'sv-SE', '/nyheter/vinterdack');
    expect(extras?.previous).toEqual({ path: '/nyheter/ladda-hemma', title: 'Ladda hemma' });
    expect(extras).not.toHaveProperty('next');
  });

  it('fetches the older neighbour with the cursor when the story ends a page', async () => {
    const { source, requests } = edgeSource(extrasOf('D4A0B1C2D3E44F5A8B6C7D8E9F0A1B24'));
    const extras = await source.getStoryExtras(testSite(), 'sv-SE', '/nyheter/vinterdack');
    expect(extras?.previous).toEqual({ path: '/nyheter/serviceavtal', title: 'Serviceavtal' });
    expect(extras?.next).toEqual({ path: '/nyheter/vinterdack', title: 'Dags för vinterdäck' });
    expect(searchesOf(requests)[1]?.body.variables).toMatchObject({ first: 1, after: 'NA==' });
  });

  it('pages on with the cursor until it finds the story, keeping the last story of the page before', async () => {
    const { source, requests } = edgeSource(extrasOf('D5A0B1C2D3E44F5A8B6C7D8E9F0A1B25'));
    const extras = await source.getStoryExtras(testSite(), 'sv-SE', '/nyheter/vinterdack');
    expect(extras?.next).toEqual({
      path: '/nyheter/familje-suv-test',
      title: 'Vi testade fyra familje-SUV:ar',
    });
    expect(extras?.previous).toEqual({ path: '/nyheter/oppet-hus', title: 'Öppet hus i helgen' });
    expect(searchesOf(requests).map((request) => request.body.variables?.after)).toEqual([undefined, 'NA==']);
  });

  it('has no previous story for the oldest', async () => {
    const { source } = edgeSource(extrasOf('D6A0B1C2D3E44F5A8B6C7D8E9F0A1B26'));
    const extras = await source.getStoryExtras(testSite(), 'sv-SE', '/nyheter/vinterdack');
    expect(extras?.next).toEqual({ path: '/nyheter/serviceavtal', title: 'Serviceavtal' });
    expect(extras).not.toHaveProperty('previous');
  });

  it('returns null for an item of another template, without searching', async () => {
    const { source, requests } = edgeSource();
    const site = testSite({ stories: { templateId: '0A1B2C3D4E5F4A6B8C7D9E0F1A2B3C4D' } });
    expect(await source.getStoryExtras(site, 'sv-SE', '/nyheter/vinterdack')).toBeNull();
    expect(requests).toHaveLength(1);
  });

  it('returns null for a route Edge does not find', async () => {
    const { source } = edgeSource();
    expect(await source.getStoryExtras(testSite(), 'sv-SE', '/nyheter/finns-inte')).toBeNull();
  });
});

describe('story reshaping', () => {
  it('turns Sitecore dates into ISO dates, midnight into a plain date', () => {
    expect(edgeDate('20261003T000000Z')).toBe('2026-10-03');
    expect(edgeDate('20260815T083000Z')).toBe('2026-08-15T08:30:00Z');
    expect(edgeDate('2026-10-03')).toBe('2026-10-03');
    expect(edgeDate(null)).toBe('');
  });

  it('writes item ids in the form Edge returns them and in the form a multilist stores them', () => {
    expect(normaliseItemId('{a1b2c3d4-e5f6-4718-293a-4b5c6d7e8f90}')).toBe(TAG_SUV);
    expect(normaliseItemId('tag-suv')).toBe('tag-suv');
    expect(storedItemId(TAG_SUV)).toBe('{A1B2C3D4-E5F6-4718-293A-4B5C6D7E8F90}');
    expect(storedItemId('tag-suv')).toBe('tag-suv');
  });

  it('maps a missing search or field to nothing', () => {
    expect(reshapeStoryPage({ search: null })).toEqual({ stories: [], cursor: null, hasMore: false });
    expect(reshapeStoryTags(null)).toEqual([]);
    expect(reshapeStoryTags({})).toEqual([]);
    expect(reshapeStoryTags({ targetItems: [{ id: TAG_SUV, key: null, value: null }] })).toEqual([]);
    expect(reshapeStoryExtras({ layout: { item: null } }, DEFAULT_STORY_TEMPLATE_ID)).toBeNull();
  });

  it('uses the schema default as the Story template id', () => {
    expect(normaliseItemId(DEFAULT_STORY_TEMPLATE_ID).toLowerCase()).toBe(STORY_TEMPLATE);
  });
});

describe('EdgeContentSource.getSiteRootId', () => {
  it("asks for the root path's item and answers its parent's id, normalised", async () => {
    const { source, requests } = edgeSource();
    expect(await source.getSiteRootId(testSite(), 'sv-SE')).toBe('8F3A2C1D6B5E4D7A9C0B2E1F4A3B5C6D');
    expect(requests).toHaveLength(1);
    expect(requests[0]?.body.query).toBe(SITE_ROOT_QUERY);
    expect(requests[0]?.body.query).toContain('parent {');
    expect(requests[0]?.body.variables).toEqual({
      site: 'carstoresesite',
      routePath: '/',
      language: 'sv-SE',
    });
  });

  it('answers null when the site has no home item in the language', async () => {
    const { source } = edgeSource(() => fixture('route-not-found'));
    expect(await source.getSiteRootId(testSite(), 'sv-SE')).toBeNull();
  });
});

describe('EdgeContentSource.getCurrentLanguage', () => {
  const bilingual = testSite({ languages: ['sv-SE', 'en'], defaultLanguage: 'sv-SE' });

  it('asks for the route in the default language when the path has no language prefix', async () => {
    const { source, requests } = edgeSource();
    expect(await source.getCurrentLanguage(bilingual, '/om-oss/')).toBe('sv-SE');
    expect(requests[0]?.body.query).toBe(CURRENT_LANGUAGE_QUERY);
    expect(requests[0]?.body.variables).toEqual({
      site: 'carstoresesite',
      routePath: '/om-oss',
      language: 'sv-SE',
    });
  });

  it('asks in the language a prefix names, in any case, without the prefix in the route path', async () => {
    const { source, requests } = edgeSource((body) =>
      body.variables?.language === 'en'
        ? { ...fixture('current-language'), body: '{"data":{"layout":{"item":{"language":{"name":"en"}}}}}' }
        : fixture('route-not-found'),
    );
    expect(await source.getCurrentLanguage(bilingual, '/EN/om-oss')).toBe('en');
    expect(requests[0]?.body.variables).toMatchObject({ routePath: '/om-oss', language: 'en' });
  });

  it('answers null for a route that does not resolve, or in a language the site does not serve', async () => {
    const { source } = edgeSource();
    expect(await source.getCurrentLanguage(bilingual, '/finns-inte')).toBeNull();
    const danish = edgeSource(() => ({
      ...fixture('current-language'),
      body: '{"data":{"layout":{"item":{"language":{"name":"da-DK"}}}}}',
    }));
    expect(await danish.source.getCurrentLanguage(bilingual, '/om-oss')).toBeNull();
  });
});

describe('EdgeContentSource.listWildcardPages', () => {
  it('finds the site root, then searches its items named * in the language, the first 50', async () => {
    const { source, requests } = edgeSource();
    expect(await source.listWildcardPages(testSite(), 'sv-SE')).toEqual([
      '/kampanjer/*',
      '/kopa-bil/bil/*',
      '/hitta-hit/*',
    ]);
    expect(requests.map((request) => request.body.operationName)).toEqual([
      'EdgeSiteRoot',
      'EdgeWildcardPages',
    ]);
    const search = requests[1]?.body;
    expect(search?.query).toBe(WILDCARD_PAGES_QUERY);
    expect(search?.query).toMatch(/\{ name: "_name", value: \$name, operator: EQ \}/);
    expect(search?.query).toMatch(/\{ name: "_path", value: \$path, operator: EQ \}/);
    expect(search?.query).toMatch(/\{ name: "_language", value: \$language, operator: EQ \}/);
    expect(search?.query).toMatch(/url \{\s+url\s+\}/);
    expect(search?.variables).toEqual({
      path: '8F3A2C1D6B5E4D7A9C0B2E1F4A3B5C6D',
      language: 'sv-SE',
      name: '*',
      first: 50,
    });
  });

  it('does not search when the site has no root in the language', async () => {
    const { source, requests } = edgeSource(() => fixture('route-not-found'));
    expect(await source.listWildcardPages(testSite(), 'sv-SE')).toEqual([]);
    expect(requests).toHaveLength(1);
  });

  it('rejects an answer of the wrong shape, naming where', async () => {
    const { source } = edgeSource((body) =>
      body.operationName === 'EdgeWildcardPages' ? fixture('wildcard-pages-wrong-shape') : recordedEdge(body),
    );
    await expect(source.listWildcardPages(testSite(), 'sv-SE')).rejects.toThrow(
      'Experience Edge wildcard page search (carstoresesite, sv-SE) failed: unexpected answer: /search/results is not an array',
    );
  });

  it('rejects when the search itself fails after the site root was found', async () => {
    resetUpstreamBreakers();
    const { source } = edgeSource((body) =>
      body.operationName === 'EdgeWildcardPages' ? HTTP_500 : recordedEdge(body),
    );
    await expect(source.listWildcardPages(testSite(), 'sv-SE')).rejects.toThrow(
      /^Experience Edge wildcard page search \(carstoresesite, sv-SE\) failed: HTTP 500$/,
    );
  });
});

describe('wildcard page URLs', () => {
  it("read as route paths: absolute or not, Sitecore's ,-w-, as *, the language prefix dropped, lower case", () => {
    expect(wildcardRoutePath('https://www.carstore.se/kampanjer/,-w-,', 'sv-SE')).toBe('/kampanjer/*');
    expect(wildcardRoutePath('/Kampanjer/%2C-w-%2C', 'sv-SE')).toBe('/kampanjer/*');
    expect(wildcardRoutePath('/en/offers/*?sc_lang=en', 'en')).toBe('/offers/*');
    expect(wildcardRoutePath('/a/*/b/,-w-,', 'en')).toBe('/a/*/b/*');
    expect(wildcardRoutePath('/kampanjer/%E0%A4%A/*', 'sv-SE')).toBe('/kampanjer/%e0%a4%a/*');
  });

  it('leave out what is no wildcard item, and keep at most 50', () => {
    expect(wildcardRoutePath('https://www.carstore.se/om-oss', 'sv-SE')).toBeNull();
    expect(wildcardRoutePath('http://[bad', 'sv-SE')).toBeNull();
    const many = Array.from({ length: 60 }, (_, index) => ({ url: { url: `/sida-${index}/*` } }));
    expect(reshapeWildcardPages({ search: { results: many } }, 'sv-SE')).toHaveLength(50);
    expect(reshapeWildcardPages({ search: null }, 'sv-SE')).toEqual([]);
  });
});

describe('EdgeContentSource failures', () => {
  // Each case starts with a closed breaker: the failures before it would have opened the `content` one.
  beforeEach(() => resetUpstreamBreakers());

  const calls: [string, (source: EdgeContentSource) => Promise<unknown>, RegExp][] = [
    ['getLayout', (source) => source.getLayout(testSite(), '/om-oss', 'sv-SE'), /layout query for \/om-oss/],
    ['getErrorPage', (source) => source.getErrorPage(testSite(), 'sv-SE', 404), /error pages query/],
    ['getDictionary', (source) => source.getDictionary(testSite(), 'sv-SE'), /dictionary query/],
    ['getLanguages', (source) => source.getLanguages(testSite(), '/om-oss'), /languages query for \/om-oss/],
    ['getNavigation', (source) => source.getNavigation(testSite(), 'sv-SE'), /navigation query for \//],
    ['getHomePath', (source) => source.getHomePath(testSite(), 'sv-SE'), /home path query/],
    ['getSiteRootId', (source) => source.getSiteRootId(testSite(), 'sv-SE'), /site root query/],
    [
      'getCurrentLanguage',
      (source) => source.getCurrentLanguage(testSite(), '/om-oss'),
      /current language query for \/om-oss/,
    ],
    ['listWildcardPages', (source) => source.listWildcardPages(testSite(), 'sv-SE'), /site root query/],
    ['listRoutePaths', (source) => source.listRoutePaths(testSite(), 'sv-SE'), /route list query/],
    [
      'listStories',
      (source) => source.listStories(testSite(), 'sv-SE', { indexPath: '/nyheter', limit: 4 }),
      /stories index query for \/nyheter/,
    ],
    [
      'getStoryTags',
      (source) => source.getStoryTags(testSite(), 'sv-SE', '/nyheter'),
      /stories index query for \/nyheter/,
    ],
    [
      'getStoryExtras',
      (source) => source.getStoryExtras(testSite(), 'sv-SE', '/nyheter/vinterdack'),
      /story extras query for \/nyheter\/vinterdack/,
    ],
  ];

  it.each(calls)('%s rejects on an upstream HTTP 500', async (_name, call, what) => {
    const { source, requests } = edgeSource(() => HTTP_500);
    const failure = call(source);
    await expect(failure).rejects.toThrow(Error);
    await expect(failure).rejects.toThrow(what);
    await expect(failure).rejects.toThrow(/^Experience Edge .* \(carstoresesite, sv-SE\) failed: HTTP 500$/);
    expect(requests).toHaveLength(1);
  });

  it.each(calls)('%s rejects when Edge answers with GraphQL errors', async (_name, call, what) => {
    const { source } = edgeSource(() => fixture('graphql-errors'));
    const failure = call(source);
    await expect(failure).rejects.toThrow(what);
    await expect(failure).rejects.toThrow(
      'failed: GraphQL errors: Query is too complex to execute. The field with the highest complexity is: children',
    );
  });
});
