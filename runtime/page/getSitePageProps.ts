/**
 * Builds the props of a site page on the server (build, revalidation, or the first request of a path):
 * site, layout data, dictionary, head tags and the results of the renderings' loaders, all within the
 * render's deadline. Content that cannot be fetched (Experience Edge down, slow or answering garbage)
 * throws an `UpstreamUnavailableError`: Next.js then keeps serving the page's last good render, and a
 * page without one gets the market's 503 page (pages/_error.tsx). Server-only.
 */
import type { Dictionary } from '../../schemas/generated/dictionary';
import type { LayoutData } from '../../schemas/generated/layout';
import { findSite } from '../config/loadSiteConfigs';
import type { SiteConfig } from '../config/SiteConfig';
import { buildHeadTags } from '../head/buildHeadTags';
import type { ComponentEntries, LoaderServices } from '../rendering/ComponentEntry';
import { CONTENT_UPSTREAM } from '../services/content/contract';
import { unavailableBecause } from '../services/upstream/upstreamCall';
import type { SitePageProps } from './SitePageProps';
import { pageDictionary } from './pageDictionary';
import { runLoaders } from './runLoaders';

/**
 * What a page is built with: the registry's server entries (from `pages/`), the loaders' services and
 * the render's deadline (runtime/page/pageRender.ts binds the services to it).
 */
export interface PageComposition {
  entries: ComponentEntries;
  services: LoaderServices;
  signal: AbortSignal;
}

export async function pagePropsFromLayout(
  { entries, services, signal }: PageComposition,
  site: SiteConfig,
  language: string,
  routePath: string,
  layoutData: LayoutData,
  dictionary: Promise<Dictionary>,
): Promise<SitePageProps | null> {
  const route = layoutData.sitecore.route;
  if (!route) return null;
  const head = buildHeadTags(site, route, routePath, language);
  const [phrases, renderingData] = await Promise.all([
    dictionary,
    runLoaders({ route, routePath, site, language, head, services, signal }, entries),
  ]);
  return {
    site,
    language,
    routePath,
    layoutData,
    dictionary: pageDictionary(phrases, route, entries),
    renderingData,
    head,
  };
}

/** The content source's failure as the page answers it: unavailable, with when to try again. */
function contentUnavailable(error: unknown): never {
  throw unavailableBecause(CONTENT_UPSTREAM, error);
}

/** Props of a route, or null when the site, language or route does not exist. */
export async function getSitePageProps(
  composition: PageComposition,
  siteName: string,
  language: string,
  routePath: string,
): Promise<SitePageProps | null> {
  const site = findSite(siteName);
  if (!site || !site.languages.includes(language)) return null;
  const source = composition.services.content;
  const layoutData = await source.getLayout(site, routePath, language).catch(contentUnavailable);
  return layoutData
    ? pagePropsFromLayout(
        composition,
        site,
        language,
        routePath,
        layoutData,
        source.getDictionary(site, language).catch(contentUnavailable),
      )
    : null;
}
