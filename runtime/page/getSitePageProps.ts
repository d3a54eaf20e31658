/**
 * Builds the props of a site page on the server (build, revalidation, or the first request of a path):
 * site, layout data, dictionary, head tags and the results of the renderings' loaders. Server-only.
 */
import type { Dictionary } from '../../schemas/generated/dictionary';
import type { LayoutData } from '../../schemas/generated/layout';
import { findSite } from '../config/loadSiteConfigs';
import type { SiteConfig } from '../config/SiteConfig';
import { buildHeadTags } from '../head/buildHeadTags';
import type { ComponentEntries, LoaderServices } from '../rendering/ComponentEntry';
import type { SitePageProps } from './SitePageProps';
import { runLoaders } from './runLoaders';

/** What a page is built with: the registry's server entries (from `pages/`) and the loaders' services. */
export interface PageComposition {
  entries: ComponentEntries;
  services: LoaderServices;
}

export async function pagePropsFromLayout(
  { entries, services }: PageComposition,
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
    runLoaders({ route, routePath, site, language, head, services }, entries),
  ]);
  return { site, language, routePath, layoutData, dictionary: phrases, renderingData, head };
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
  const layoutData = await source.getLayout(site, routePath, language);
  return layoutData
    ? pagePropsFromLayout(
        composition,
        site,
        language,
        routePath,
        layoutData,
        source.getDictionary(site, language),
      )
    : null;
}
