/**
 * What the two page routes share: the statically generated one (siteStaticGeneration.ts, every content
 * item) and the server-rendered one (siteServerRendering.ts, paths below a wildcard item). Both get
 * `{site, lang, path}` from the host rewrites, answer a path that is a redirect rule's source with its
 * redirect, render the page under one deadline, and in preview mode render the page the editor opened
 * (runtime/editing/editingPreview.ts). Server-only.
 */
import { REDIRECT_STATUS } from '../config/constants';
import { findSite } from '../config/loadSiteConfigs';
import type { SiteConfig } from '../config/SiteConfig';
import { matchRedirect } from '../redirects/compileRedirectTable';
import { redirectTableFor } from '../redirects/redirectTables';
import { editingPage } from '../editing/editingPreview';
import type { ComponentEntries } from '../rendering/ComponentEntry';
import { localisedPath, siteLanguage } from '../site/localisedPath';
import { type SitePageRender, getSitePageProps, pagePropsFromLayout } from './getSitePageProps';
import { serverLoaderServices } from './loaderServices';
import { startPageRender } from './pageRender';

export type SiteRouteParams = { site: string; lang: string; path?: string[] };

export interface SiteRoute {
  site: SiteConfig;
  language: string;
  segments: readonly string[];
  /** `/om-oss/kontakt`, without the language prefix. */
  routePath: string;
}

/** The site and language the rewrites chose; the language prefix may be in any case (`/SV-SE/…`). */
export function resolveSiteRoute(params: SiteRouteParams | undefined): SiteRoute | undefined {
  const site = params && findSite(params.site);
  const language = site && siteLanguage(site, params.lang);
  if (!params || !site || !language) return undefined;
  const segments = params.path ?? [];
  return { site, language, segments, routePath: `/${segments.join('/')}` };
}

/** The redirect of a path without a query string, with the rule's status (308). */
export function pageRedirect(site: SiteConfig, language: string, segments: readonly string[]) {
  const publicPath = localisedPath(site, language, `/${segments.map(encodeURIComponent).join('/')}`);
  const match = matchRedirect(redirectTableFor(site), publicPath, new URLSearchParams());
  return match && ({ destination: match.location, statusCode: REDIRECT_STATUS } as const);
}

export interface RenderedRoute extends SitePageRender {
  /** An upstream or a loader failed: cache the page briefly, if at all. */
  degraded: boolean;
}

/** The route's page within the page budget, or null when its content item does not exist. */
export async function renderSiteRoute(
  entries: ComponentEntries,
  { site, language, routePath }: SiteRoute,
  itemPath: string = routePath,
): Promise<RenderedRoute | null> {
  const render = startPageRender(serverLoaderServices());
  const page = await getSitePageProps(
    { entries, services: render.services, signal: render.signal },
    site.name,
    language,
    routePath,
    itemPath,
  );
  if (!page) return null;
  return { ...page, degraded: render.degraded() || page.props.renderingData.failed.length > 0 };
}

/**
 * In preview mode, the page as the editor sees it: the editing payload instead of the content source's,
 * whatever its loaders answer (the editor edits the page even when a loader would redirect or 404).
 * Null when the preview is not this page's, which then renders as usual.
 */
export async function renderEditingRoute(
  entries: ComponentEntries,
  route: SiteRoute,
  previewData: unknown,
): Promise<SitePageRender | null> {
  const page = await editingPage(previewData, route);
  if (!page) return null;
  const render = startPageRender(serverLoaderServices());
  const dictionary =
    page.dictionary && Object.keys(page.dictionary).length > 0
      ? Promise.resolve(page.dictionary)
      : render.services.content.getDictionary(page.site, page.language);
  return pagePropsFromLayout(
    { entries, services: render.services, signal: render.signal },
    page.site,
    page.language,
    route.routePath,
    page.layoutData,
    dictionary,
  );
}
