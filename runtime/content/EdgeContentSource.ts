/**
 * The `edge` content source: layout, dictionary, navigation, languages and route lists from Sitecore
 * Experience Edge over GraphQL, mapped into the same shapes the local source returns. Server-only.
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
import type { LayoutContext, Route } from '../../schemas/generated/layout';
import type { SiteConfig } from '../config/SiteConfig';
import {
  type ContentSource,
  type Dictionary,
  type Language,
  type LayoutData,
  NAVIGATION_DEPTH,
  type NavigationItem,
  normaliseRoutePath,
} from './ContentSource';
import type { EdgeConfig } from './edgeConfig';

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
