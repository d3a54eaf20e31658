/**
 * The `edge` content source: layout, dictionary, navigation, languages, site root, wildcard pages, route
 * lists and stories from
 * Sitecore Experience Edge over GraphQL (queries in `edgeQueries.ts`, raw answers in `edgeTypes.ts`,
 * mapped by `reshape.ts` into the same shapes the local source returns). Every request goes through
 * the `content` circuit breaker within its time budget (`edgeClient.ts`); `withSignal` gives a page
 * render a source whose requests also stop at the page's deadline. Server-only.
 */
import {
  GraphQLDictionaryService,
  GraphQLErrorPagesService,
  GraphQLLayoutService,
  GraphQLSitemapService,
  type LayoutServiceData,
} from '@sitecore-jss/sitecore-jss-nextjs';
import {
  type GraphQLRequestClient,
  type GraphQLRequestClientFactory,
} from '@sitecore-jss/sitecore-jss-nextjs/graphql';
import type { StoryLink } from '../../../../schemas/generated/content';
import type { SiteConfig } from '../../../config/SiteConfig';
import { splitLanguage } from '../../../site/localisedPath';
import {
  type ContentSource,
  type Dictionary,
  type Language,
  type LayoutData,
  type NavigationItem,
  normaliseRoutePath,
  type Story,
  type StoryExtras,
  type StoryPage,
  type StoryQuery,
  type StoryTag,
} from '../contract';
import type { EdgeConfig } from './edgeConfig';
import { checkStoryLimit } from '../stories';
import { edgeClientFactory, edgeFetch, edgeRequest } from './edgeClient';
import {
  CURRENT_LANGUAGE_QUERY,
  EDGE_PAGE_SIZE,
  formatLayoutQuery,
  HOME_PATH_QUERY,
  NAVIGATION_QUERY,
  ROUTE_LANGUAGES_QUERY,
  SITE_ROOT_QUERY,
  SITE_ROOT_ROUTE_PATH,
  STORIES_INDEX_QUERY,
  STORIES_SEARCH_QUERY,
  STORY_EXTRAS_QUERY,
  storiesSearchWhere,
  WILDCARD_PAGES_QUERY,
  wildcardPagesVariables,
} from './edgeQueries';
import type {
  EdgeCurrentLanguageData,
  EdgeHomePathData,
  EdgeSearchPredicate,
  EdgeNavigationData,
  EdgeRouteLanguagesData,
  EdgeStoriesIndexData,
  EdgeStoriesSearchData,
  EdgeStoryExtrasData,
  EdgeSiteRootData,
  EdgeWildcardPagesData,
} from './edgeTypes';
import { normaliseItemId } from './itemIds';
import {
  DEFAULT_STORY_TEMPLATE_ID,
  reshapeCurrentLanguage,
  reshapeNavigation,
  reshapeSiteRootId,
  reshapeStoryExtras,
  reshapeStoryPage,
  reshapeStoryTags,
  reshapeWildcardPages,
  storyLink,
} from './reshape';
import { layoutFromPayload, type PayloadOrigin } from '../layoutPayload';

function storyTemplateId(site: SiteConfig): string {
  return site.stories?.templateId ?? DEFAULT_STORY_TEMPLATE_ID;
}

function edgeOrigin(site: SiteConfig, language: string, what: string): PayloadOrigin {
  return { source: `Experience Edge ${what} (${site.name}, ${language})`, site: site.name, language };
}

function routePathFromSegments(segments: string[]): string {
  return normaliseRoutePath(segments.filter((segment) => segment !== '').join('/'));
}

export interface EdgeContentSourceOptions {
  fetch?: typeof fetch;
  /** Every request also stops when this aborts (a page render's deadline). */
  signal?: AbortSignal;
}

export class EdgeContentSource implements ContentSource {
  readonly kind = 'edge';

  private readonly clientFactory: GraphQLRequestClientFactory;
  private readonly client: GraphQLRequestClient;
  private readonly pendingStoriesIndexes = new Map<
    string,
    Promise<NonNullable<EdgeStoriesIndexData['layout']>['item'] | null>
  >();

  constructor(
    private readonly config: EdgeConfig,
    private readonly options: EdgeContentSourceOptions = {},
  ) {
    // The platform fetch rather than graphql-request's cross-fetch polyfill.
    this.clientFactory = edgeClientFactory(
      config,
      edgeFetch(options.fetch ?? globalThis.fetch, options.signal),
    );
    // Created now so a malformed endpoint fails at start-up, not on the first page request.
    this.client = this.clientFactory();
  }

  withSignal(signal: AbortSignal): ContentSource {
    const current = this.options.signal;
    return new EdgeContentSource(this.config, {
      ...this.options,
      signal: current ? AbortSignal.any([current, signal]) : signal,
    });
  }

  async getLayout(site: SiteConfig, routePath: string, language: string): Promise<LayoutData | null> {
    const itemPath = normaliseRoutePath(routePath);
    const data = await edgeRequest(`layout query for ${itemPath} (${site.name}, ${language})`, () =>
      new GraphQLLayoutService({
        siteName: site.name,
        clientFactory: this.clientFactory,
        formatLayoutQuery,
      }).fetchLayoutData(itemPath, language),
    );
    return layoutFromPayload(data, edgeOrigin(site, language, itemPath));
  }

  async getErrorPage(site: SiteConfig, language: string, statusCode: 404 | 500): Promise<LayoutData | null> {
    const pages = await edgeRequest(`error pages query (${site.name}, ${language})`, () =>
      new GraphQLErrorPagesService({
        siteName: site.name,
        language,
        clientFactory: this.clientFactory,
      }).fetchErrorPages(),
    );
    // Edge answers null for a page the site has not configured, whatever the JSS type says.
    const page: { rendered: LayoutServiceData | null } | null =
      (statusCode === 404 ? pages?.notFoundPage : pages?.serverErrorPage) ?? null;
    return page?.rendered
      ? layoutFromPayload(page.rendered, edgeOrigin(site, language, `${statusCode} page`))
      : null;
  }

  async getDictionary(site: SiteConfig, language: string): Promise<Dictionary> {
    // Caching is the page's job (ISR); a per-process JSS cache would serve stale phrases after revalidation.
    return edgeRequest(`dictionary query (${site.name}, ${language})`, () =>
      new GraphQLDictionaryService({
        siteName: site.name,
        clientFactory: this.clientFactory,
        cacheEnabled: false,
        pageSize: EDGE_PAGE_SIZE,
      }).fetchDictionaryData(language),
    );
  }

  async getLanguages(site: SiteConfig, routePath: string): Promise<Language[]> {
    const path = normaliseRoutePath(routePath);
    // The query needs a language the route exists in; the default language is the likeliest.
    const candidates = [
      site.defaultLanguage,
      ...site.languages.filter((language) => language !== site.defaultLanguage),
    ];
    for (const language of candidates) {
      const data = await edgeRequest(`languages query for ${path} (${site.name}, ${language})`, () =>
        this.client.request<EdgeRouteLanguagesData>(ROUTE_LANGUAGES_QUERY, {
          site: site.name,
          routePath: path,
          language,
        }),
      );
      const item = data.layout?.item;
      if (!item) continue;
      // Versions in languages the site does not serve would only produce dead language links.
      return item.languages
        .map((version) => version.language)
        .filter((entry): entry is Language => entry !== null && site.languages.includes(entry.name))
        .map(({ name, displayName, englishName, nativeName }) => ({
          name,
          displayName,
          englishName,
          nativeName,
        }));
    }
    return [];
  }

  async getNavigation(site: SiteConfig, language: string, rootPath = '/'): Promise<NavigationItem[]> {
    const path = normaliseRoutePath(rootPath);
    const data = await edgeRequest(`navigation query for ${path} (${site.name}, ${language})`, () =>
      this.client.request<EdgeNavigationData>(NAVIGATION_QUERY, {
        site: site.name,
        routePath: path,
        language,
      }),
    );
    return reshapeNavigation(data);
  }

  /**
   * The stories index item. A list's loader asks for its stories and its tags at once, and both need the
   * index: a request already under way is shared (nothing is kept once it settles).
   */
  private storiesIndex(site: SiteConfig, language: string, indexPath: string) {
    const path = normaliseRoutePath(indexPath);
    const key = `${site.name}|${language}|${path}`;
    let pending = this.pendingStoriesIndexes.get(key);
    if (!pending) {
      pending = edgeRequest(`stories index query for ${path} (${site.name}, ${language})`, () =>
        this.client.request<EdgeStoriesIndexData>(STORIES_INDEX_QUERY, {
          site: site.name,
          routePath: path,
          language,
        }),
      )
        .then((data) => data.layout?.item ?? null)
        .finally(() => this.pendingStoriesIndexes.delete(key));
      this.pendingStoriesIndexes.set(key, pending);
    }
    return pending;
  }

  private async searchStories(
    site: SiteConfig,
    language: string,
    what: string,
    variables: { where: EdgeSearchPredicate; first: number; after?: string },
  ): Promise<StoryPage> {
    const data = await edgeRequest(`stories search for ${what} (${site.name}, ${language})`, () =>
      this.client.request<EdgeStoriesSearchData>(STORIES_SEARCH_QUERY, variables),
    );
    return reshapeStoryPage(data);
  }

  async listStories(site: SiteConfig, language: string, query: StoryQuery): Promise<StoryPage> {
    checkStoryLimit(query.limit);
    const index = await this.storiesIndex(site, language, query.indexPath);
    if (!index) return { stories: [], cursor: null, hasMore: false };
    return this.searchStories(site, language, normaliseRoutePath(query.indexPath), {
      where: storiesSearchWhere({
        indexId: index.id,
        templateId: storyTemplateId(site),
        language,
        tags: query.tags,
      }),
      first: query.limit,
      ...(query.cursor ? { after: query.cursor } : {}),
    });
  }

  async getStoryTags(site: SiteConfig, language: string, indexPath: string): Promise<StoryTag[]> {
    const index = await this.storiesIndex(site, language, indexPath);
    return reshapeStoryTags(index?.storyTags);
  }

  async getStoryExtras(site: SiteConfig, language: string, storyPath: string): Promise<StoryExtras | null> {
    const path = normaliseRoutePath(storyPath);
    const data = await edgeRequest(`story extras query for ${path} (${site.name}, ${language})`, () =>
      this.client.request<EdgeStoryExtrasData>(STORY_EXTRAS_QUERY, {
        site: site.name,
        routePath: path,
        language,
      }),
    );
    const extras = reshapeStoryExtras(data, storyTemplateId(site));
    const item = data.layout?.item;
    if (!extras || !item?.parent) return extras;
    return { ...extras, ...(await this.findStoryNeighbours(site, language, path, item.parent.id, item.id)) };
  }

  /**
   * Pages through the index's stories (newest first, as the list shows them) until the story is found:
   * `next` is the story listed just before it, `previous` the one just after it, fetched with the page's
   * cursor when the story ends a page.
   */
  private async findStoryNeighbours(
    site: SiteConfig,
    language: string,
    storyPath: string,
    indexId: string,
    storyId: string,
  ): Promise<{ previous?: StoryLink; next?: StoryLink }> {
    const where = storiesSearchWhere({ indexId, templateId: storyTemplateId(site), language });
    const what = `the neighbours of ${storyPath}`;
    const wanted = normaliseItemId(storyId);
    let after: string | undefined;
    let newer: Story | undefined;
    for (;;) {
      const page = await this.searchStories(site, language, what, {
        where,
        first: EDGE_PAGE_SIZE,
        ...(after ? { after } : {}),
      });
      const position = page.stories.findIndex((story) => story.id === wanted);
      if (position >= 0) {
        const next = storyLink(position > 0 ? page.stories[position - 1] : newer);
        let older = page.stories[position + 1];
        if (!older && page.hasMore && page.cursor) {
          const following = await this.searchStories(site, language, what, {
            where,
            first: 1,
            after: page.cursor,
          });
          older = following.stories[0];
        }
        const previous = storyLink(older);
        return { ...(previous ? { previous } : {}), ...(next ? { next } : {}) };
      }
      if (!page.hasMore || !page.cursor) return {};
      newer = page.stories.at(-1);
      after = page.cursor;
    }
  }

  async getHomePath(site: SiteConfig, language: string): Promise<string> {
    const data = await edgeRequest(`home path query (${site.name}, ${language})`, () =>
      this.client.request<EdgeHomePathData>(HOME_PATH_QUERY, { site: site.name, language }),
    );
    return data.layout?.item?.homeItemPath || '/';
  }

  async getSiteRootId(site: SiteConfig, language: string): Promise<string | null> {
    return edgeRequest(`site root query (${site.name}, ${language})`, async () =>
      reshapeSiteRootId(
        await this.client.request<EdgeSiteRootData>(SITE_ROOT_QUERY, {
          site: site.name,
          routePath: SITE_ROOT_ROUTE_PATH,
          language,
        }),
      ),
    );
  }

  async getCurrentLanguage(site: SiteConfig, publicPath: string): Promise<string | null> {
    const { language, routePath } = splitLanguage(site, normaliseRoutePath(publicPath));
    return edgeRequest(`current language query for ${routePath} (${site.name}, ${language})`, async () =>
      reshapeCurrentLanguage(
        await this.client.request<EdgeCurrentLanguageData>(CURRENT_LANGUAGE_QUERY, {
          site: site.name,
          routePath,
          language,
        }),
        site,
      ),
    );
  }

  /** Searched below the site root: a site without one (no home in the language) has none. */
  async listWildcardPages(site: SiteConfig, language: string): Promise<string[]> {
    const siteRootId = await this.getSiteRootId(site, language);
    if (!siteRootId) return [];
    return edgeRequest(`wildcard page search (${site.name}, ${language})`, async () =>
      reshapeWildcardPages(
        await this.client.request<EdgeWildcardPagesData>(
          WILDCARD_PAGES_QUERY,
          wildcardPagesVariables(siteRootId, language),
        ),
        language,
      ),
    );
  }

  async listRoutePaths(site: SiteConfig, language: string): Promise<string[]> {
    const paths = await edgeRequest(`route list query (${site.name}, ${language})`, () =>
      new GraphQLSitemapService({
        siteName: site.name,
        clientFactory: this.clientFactory,
        pageSize: EDGE_PAGE_SIZE,
      }).fetchExportSitemap(language),
    );
    return paths.map((staticPath) => routePathFromSegments(staticPath.params.path));
  }
}
