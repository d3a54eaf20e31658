/**
 * The `edge` content source: layout, dictionary, navigation, languages, route lists and stories from
 * Sitecore Experience Edge over GraphQL, mapped into the same shapes the local source returns. Server-only.
 */
import {
  GraphQLDictionaryService,
  GraphQLErrorPagesService,
  GraphQLLayoutService,
  GraphQLSitemapService,
  type LayoutServiceData,
} from '@sitecore-jss/sitecore-jss-nextjs';
import {
  type GraphQLClientError,
  GraphQLRequestClient,
  type GraphQLRequestClientFactory,
} from '@sitecore-jss/sitecore-jss-nextjs/graphql';
import type { StoryLink } from '../../../../schemas/generated/content';
import type { LayoutContext, Route } from '../../../../schemas/generated/layout';
import siteSchema from '../../../../schemas/site.schema.json';
import type { SiteConfig } from '../../../config/SiteConfig';
import {
  type ContentSource,
  type Dictionary,
  type Language,
  type LayoutData,
  NAVIGATION_DEPTH,
  type NavigationItem,
  normaliseRoutePath,
  type Story,
  type StoryExtras,
  type StoryPage,
  type StoryQuery,
  type StoryTag,
} from '../contract';
import type { EdgeConfig } from './edgeConfig';
import { checkStoryLimit, resolveStoryTags, splitTagIds } from '../stories';

/** Items per page of paginated Edge queries; JSS's dictionary search would otherwise page by 10. */
export const EDGE_PAGE_SIZE = 100;

export const HOME_PATH_QUERY = /* GraphQL */ `
  query EdgeHomePath($site: String!, $language: String!) {
    layout(site: $site, routePath: "/", language: $language) {
      item {
        homeItemPath: path
      }
    }
  }
`;

/**
 * Resolves the route the way the layout query does (site start item plus route path, honouring URL name
 * replacements) rather than `item(path:)`, so `/om-oss` finds the item "Om oss" too.
 */
export const ROUTE_LANGUAGES_QUERY = /* GraphQL */ `
  query EdgeRouteLanguages($site: String!, $routePath: String!, $language: String!) {
    layout(site: $site, routePath: $routePath, language: $language) {
      item {
        languages {
          language {
            name
            displayName
            englishName
            nativeName
          }
        }
      }
    }
  }
`;

function navigationChildren(levels: number): string {
  if (levels === 0) return '';
  // One page per level: a menu level with more than EDGE_PAGE_SIZE entries is not a menu.
  return `children(hasLayout: true, first: ${EDGE_PAGE_SIZE}) {
        results {
          ...NavigationItemFields
          ${navigationChildren(levels - 1)}
        }
      }`;
}

/** Edge's LinkField calls it `linkType`; the alias keeps the Layout Service spelling the runtime uses. */
export const NAVIGATION_QUERY = /* GraphQL */ `
  query EdgeNavigation($site: String!, $routePath: String!, $language: String!) {
    layout(site: $site, routePath: $routePath, language: $language) {
      item {
        ${navigationChildren(NAVIGATION_DEPTH)}
      }
    }
  }

  fragment NavigationItemFields on Item {
    name
    url {
      path
    }
    navigationTitle: field(name: "NavigationTitle") {
      value
    }
    hideInNavigation: field(name: "HideInNavigation") {
      value
    }
    isNavigableInMenuWhenItHasChildren: field(name: "IsNavigableInMenuWhenItHasChildren") {
      value
    }
    externalLink: field(name: "ExternalLink") {
      ... on LinkField {
        url
        linktype: linkType
      }
    }
    navigationImage: field(name: "NavigationImage") {
      ... on ImageField {
        src
        alt
      }
    }
  }
`;

/**
 * The arguments of JSS's layout query. JSS writes them into the query text unescaped, so they are
 * written as JSON strings here: a quote in a route path must not end the GraphQL string.
 */
export function formatLayoutQuery(siteName: string, itemPath: string, language?: string): string {
  const languageArgument = language ? `, language:${JSON.stringify(language)}` : '';
  return `layout(site:${JSON.stringify(siteName)}, routePath:${JSON.stringify(itemPath)}${languageArgument})`;
}

export interface EdgeHomePathData {
  layout: { item: { homeItemPath: string | null } | null } | null;
}

export interface EdgeRouteLanguagesData {
  layout: { item: { languages: { language: Language | null }[] } | null } | null;
}

interface EdgeFieldValue {
  value: string | null;
}

export interface EdgeNavigationItem {
  name: string;
  url: { path: string } | null;
  navigationTitle: EdgeFieldValue | null;
  hideInNavigation: EdgeFieldValue | null;
  isNavigableInMenuWhenItHasChildren: EdgeFieldValue | null;
  /** Empty object when the field exists but is not a link field. */
  externalLink: { url?: string | null; linktype?: string | null } | null;
  /** Empty object when the field exists but is not an image field. */
  navigationImage?: { src?: string | null; alt?: string | null } | null;
  children?: { results: EdgeNavigationItem[] } | null;
}

export interface EdgeNavigationData {
  layout: { item: { children?: { results: EdgeNavigationItem[] } | null } | null } | null;
}

/** Sitecore checkbox fields read through `field { value }` hold "1" when ticked. */
function isChecked(field: EdgeFieldValue | null): boolean {
  return field?.value === '1';
}

function reshapeNavigationItems(items: EdgeNavigationItem[], level: number): NavigationItem[] {
  if (level > NAVIGATION_DEPTH) return [];
  return items.map((item) => {
    const href = item.externalLink?.url;
    const imageSrc = item.navigationImage?.src;
    return {
      name: item.name,
      path: item.url?.path ?? '',
      navigationTitle: item.navigationTitle?.value || item.name,
      hideInNavigation: isChecked(item.hideInNavigation),
      isNavigableInMenuWhenItHasChildren: isChecked(item.isNavigableInMenuWhenItHasChildren),
      ...(href ? { externalLink: { href, linktype: item.externalLink?.linktype || 'external' } } : {}),
      ...(imageSrc ? { image: { src: imageSrc, alt: item.navigationImage?.alt ?? '' } } : {}),
      children: reshapeNavigationItems(item.children?.results ?? [], level + 1),
    };
  });
}

/** Maps the raw navigation query result into navigation items, at most NAVIGATION_DEPTH levels deep. */
export function reshapeNavigation(raw: EdgeNavigationData): NavigationItem[] {
  return reshapeNavigationItems(raw.layout?.item?.children?.results ?? [], 1);
}

/** Used when a site config names no Story template (the schema's documented default). */
export const DEFAULT_STORY_TEMPLATE_ID: string = siteSchema.properties.stories.properties.templateId.default;

/**
 * Field names of the story content model (spec 000 §3), the same as in local content: a stories index
 * carries `storyTags` (a multilist of tag items with `key` and `value`); a story carries `title`,
 * `preamble`, `date`, `image`, `tags` (a multilist: its raw value is the tag ids joined by `|`) and
 * `author`.
 */
const STORY_TAG_ITEMS_FRAGMENT = /* GraphQL */ `
  fragment StoryTagItems on MultilistField {
    targetItems {
      id
      key: field(name: "key") {
        value
      }
      value: field(name: "value") {
        value
      }
    }
  }
`;

/** The index resolved like a page (site start item plus route path): its id and the tags it offers. */
export const STORIES_INDEX_QUERY = /* GraphQL */ `
  query EdgeStoriesIndex($site: String!, $routePath: String!, $language: String!) {
    layout(site: $site, routePath: $routePath, language: $language) {
      item {
        id
        storyTags: field(name: "storyTags") {
          ...StoryTagItems
        }
      }
    }
  }
  ${STORY_TAG_ITEMS_FRAGMENT}
`;

/**
 * One page of stories, newest first. `$where` is built by `storiesSearchWhere`: children of the index
 * with the Story template in the language, plus, when tags are selected, an OR of `contains` on `tags`.
 * `date` is read raw (Sitecore's `yyyyMMddTHHmmssZ`) and converted by `edgeDate`, rather than through
 * `formattedDateValue`, so the ISO form does not depend on Edge's date format strings.
 */
export const STORIES_SEARCH_QUERY = /* GraphQL */ `
  query EdgeStoriesSearch($where: ItemSearchPredicateInput!, $first: Int!, $after: String) {
    search(where: $where, first: $first, after: $after, orderBy: { name: "date", direction: DESC }) {
      pageInfo {
        endCursor
        hasNext
      }
      results {
        id
        name
        displayName
        url {
          path
        }
        title: field(name: "title") {
          value
        }
        preamble: field(name: "preamble") {
          value
        }
        date: field(name: "date") {
          value
        }
        image: field(name: "image") {
          ... on ImageField {
            src
            alt
          }
        }
        tags: field(name: "tags") {
          value
        }
      }
    }
  }
`;

/** The story item with its parent (the index): enough for the publish info bar, tags and back link. */
export const STORY_EXTRAS_QUERY = /* GraphQL */ `
  query EdgeStoryExtras($site: String!, $routePath: String!, $language: String!) {
    layout(site: $site, routePath: $routePath, language: $language) {
      item {
        id
        template {
          id
        }
        date: field(name: "date") {
          value
        }
        author: field(name: "author") {
          value
        }
        tags: field(name: "tags") {
          value
        }
        parent {
          id
          url {
            path
          }
          storyTags: field(name: "storyTags") {
            ...StoryTagItems
          }
        }
      }
    }
  }
  ${STORY_TAG_ITEMS_FRAGMENT}
`;

export interface EdgeStoryTagItems {
  /** Absent when the field exists but is not a multilist. */
  targetItems?: { id: string; key: EdgeFieldValue | null; value: EdgeFieldValue | null }[] | null;
}

export interface EdgeStoriesIndexData {
  layout: { item: { id: string; storyTags: EdgeStoryTagItems | null } | null } | null;
}

export interface EdgeStoryItem {
  id: string;
  name: string;
  displayName?: string | null;
  url: { path: string } | null;
  title: EdgeFieldValue | null;
  preamble: EdgeFieldValue | null;
  date: EdgeFieldValue | null;
  /** Empty object when the field exists but is not an image field. */
  image: { src?: string | null; alt?: string | null } | null;
  tags: EdgeFieldValue | null;
}

export interface EdgeStoriesSearchData {
  search: {
    pageInfo: { endCursor: string | null; hasNext: boolean };
    results: EdgeStoryItem[];
  } | null;
}

export interface EdgeStoryExtrasData {
  layout: {
    item: {
      id: string;
      template: { id: string } | null;
      date: EdgeFieldValue | null;
      author: EdgeFieldValue | null;
      tags: EdgeFieldValue | null;
      parent: { id: string; url: { path: string } | null; storyTags: EdgeStoryTagItems | null } | null;
    } | null;
  } | null;
}

/** An Edge search predicate (`ItemSearchPredicateInput`). */
export interface EdgeSearchPredicate {
  name?: string;
  value?: string;
  operator?: 'EQ' | 'NEQ' | 'CONTAINS' | 'NCONTAINS';
  AND?: EdgeSearchPredicate[];
  OR?: EdgeSearchPredicate[];
}

const GUID = /^\{?([0-9a-f]{8})-?([0-9a-f]{4})-?([0-9a-f]{4})-?([0-9a-f]{4})-?([0-9a-f]{12})\}?$/i;

/**
 * Item ids in one form, the one Edge's `id` returns: 32 upper-case hex digits. A multilist's raw value
 * writes them as `{XXXXXXXX-XXXX-…}`; anything that is not a GUID is left as it is.
 */
export function normaliseItemId(id: string): string {
  const match = GUID.exec(id.trim());
  return match ? match.slice(1).join('').toUpperCase() : id.trim();
}

/** A tag id as a story's raw `tags` value holds it (`{XXXXXXXX-XXXX-XXXX-XXXX-XXXXXXXXXXXX}`), for `contains`. */
export function storedItemId(id: string): string {
  const match = GUID.exec(id.trim());
  return match ? `{${match.slice(1).join('-').toUpperCase()}}` : id.trim();
}

/** Children of the index with the Story template in the language; any selected tag when tags are given. */
export function storiesSearchWhere(options: {
  indexId: string;
  templateId: string;
  language: string;
  tags?: readonly string[];
}): EdgeSearchPredicate {
  const tags = options.tags ?? [];
  return {
    AND: [
      { name: '_parent', value: options.indexId, operator: 'EQ' },
      // Edge indexes template ids as lower-case hex without dashes (JSS's own searches send them so).
      { name: '_templates', value: normaliseItemId(options.templateId).toLowerCase(), operator: 'CONTAINS' },
      { name: '_language', value: options.language, operator: 'EQ' },
      ...(tags.length > 0
        ? [
            {
              OR: tags.map((tag) => ({
                name: 'tags',
                value: storedItemId(tag),
                operator: 'CONTAINS' as const,
              })),
            },
          ]
        : []),
    ],
  };
}

/**
 * Sitecore stores dates as `yyyyMMddTHHmmssZ`. Midnight is a plain date (`2026-10-03`), any other time an
 * ISO timestamp; a value in another form is passed on as it is.
 */
export function edgeDate(value: string | null | undefined): string {
  const raw = value ?? '';
  const match = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})(Z?)$/.exec(raw);
  if (!match) return raw;
  const [, year, month, day, hours, minutes, seconds, zone] = match;
  const date = `${year}-${month}-${day}`;
  return hours === '00' && minutes === '00' && seconds === '00'
    ? date
    : `${date}T${hours}:${minutes}:${seconds}${zone}`;
}

function storyTagIds(field: EdgeFieldValue | null): string[] {
  return splitTagIds(field?.value).map(normaliseItemId);
}

/** Maps a multilist of tag items into story tags, leaving out items without a key. */
export function reshapeStoryTags(field: EdgeStoryTagItems | null | undefined): StoryTag[] {
  return (field?.targetItems ?? []).flatMap((item) => {
    const key = item.key?.value ?? '';
    if (!key) return [];
    return [{ id: normaliseItemId(item.id), key, value: item.value?.value || key }];
  });
}

export function reshapeStory(item: EdgeStoryItem): Story {
  const imageSrc = item.image?.src;
  return {
    id: normaliseItemId(item.id),
    name: item.name,
    path: item.url?.path ?? '',
    title: item.title?.value || item.displayName || item.name,
    preamble: item.preamble?.value ?? '',
    date: edgeDate(item.date?.value),
    ...(imageSrc ? { image: { src: imageSrc, alt: item.image?.alt ?? '' } } : {}),
    tags: storyTagIds(item.tags),
  };
}

/** Maps a search page; the cursor is Edge's own end cursor, and null once Edge reports no more. */
export function reshapeStoryPage(raw: EdgeStoriesSearchData): StoryPage {
  const search = raw.search;
  const hasMore = Boolean(search?.pageInfo.hasNext && search.pageInfo.endCursor);
  return {
    stories: (search?.results ?? []).map(reshapeStory),
    cursor: hasMore ? (search?.pageInfo.endCursor ?? null) : null,
    hasMore,
  };
}

/**
 * Publish info, tags (the story's tag ids resolved against its index's `storyTags`) and parent of a story;
 * null when the route is missing or its item is not of the Story template. The previous and next story
 * come from the stories list (`EdgeContentSource.findStoryNeighbours`).
 */
export function reshapeStoryExtras(raw: EdgeStoryExtrasData, templateId: string): StoryExtras | null {
  const item = raw.layout?.item;
  if (!item?.template || normaliseItemId(item.template.id) !== normaliseItemId(templateId)) return null;
  const author = item.author?.value ?? '';
  return {
    date: edgeDate(item.date?.value),
    ...(author ? { author } : {}),
    tags: resolveStoryTags(storyTagIds(item.tags), reshapeStoryTags(item.parent?.storyTags)),
    parentPath: item.parent?.url?.path ?? '/',
  };
}

function storyLink(story: Story | undefined): StoryLink | undefined {
  return story ? { path: story.path, title: story.title } : undefined;
}

function storyTemplateId(site: SiteConfig): string {
  return site.stories?.templateId ?? DEFAULT_STORY_TEMPLATE_ID;
}

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
async function edgeRequest<T>(what: string, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw new Error(`Experience Edge ${what} failed: ${describeFailure(error)}`, { cause: error });
  }
}

/** Edge returns the Layout Service JSON the layout schema describes; JSS merely types it more loosely. */
function toLayoutData(data: LayoutServiceData, siteName: string, language: string): LayoutData | null {
  const { context, route } = data.sitecore;
  if (!route) return null;
  const layoutContext: LayoutContext = {
    ...context,
    pageEditing: context.pageEditing ?? false,
    language: context.language ?? language,
    site: { name: context.site?.name ?? siteName },
  };
  return { sitecore: { context: layoutContext, route: route as Route } };
}

function routePathFromSegments(segments: string[]): string {
  return normaliseRoutePath(segments.filter((segment) => segment !== '').join('/'));
}

export class EdgeContentSource implements ContentSource {
  readonly kind = 'edge';

  private readonly clientFactory: GraphQLRequestClientFactory;
  private readonly client: GraphQLRequestClient;
  private readonly pendingStoriesIndexes = new Map<
    string,
    Promise<NonNullable<EdgeStoriesIndexData['layout']>['item'] | null>
  >();

  constructor(config: EdgeConfig, options: { fetch?: typeof fetch } = {}) {
    // The platform fetch rather than graphql-request's cross-fetch polyfill.
    this.clientFactory = edgeClientFactory(config, options.fetch ?? globalThis.fetch);
    // Created now so a malformed endpoint fails at start-up, not on the first page request.
    this.client = this.clientFactory();
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
    return toLayoutData(data, site.name, language);
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
    return page?.rendered ? toLayoutData(page.rendered, site.name, language) : null;
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
