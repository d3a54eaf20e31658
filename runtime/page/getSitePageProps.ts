/**
 * Builds the props of a site page on the server (build, revalidation, or the first request of a path):
 * site, layout data, dictionary, head tags and the results of the renderings' loaders. Server-only.
 */
import { findSite } from '../config/loadSiteConfigs';
import type { ContentSource } from '../services/content/contract';
import { contentSource } from '../services/content/index';
import type { Dictionary } from '../../schemas/generated/dictionary';
import type { LayoutData } from '../../schemas/generated/layout';
import type { SiteConfig } from '../config/SiteConfig';
import { buildHeadTags } from '../head/buildHeadTags';
import type { ComponentEntries } from '../registry/ComponentEntry';
import type { SitePageProps } from './SitePageProps';
import { runLoaders } from './runLoaders';

export async function pagePropsFromLayout(
  entries: ComponentEntries,
  site: SiteConfig,
  language: string,
  routePath: string,
  layoutData: LayoutData,
  dictionary: Promise<Dictionary>,
): Promise<SitePageProps | null> {
  const route = layoutData.sitecore.route;
  if (!route) return null;
  const [phrases, renderingData] = await Promise.all([
    dictionary,
    runLoaders(route, routePath, site, language, entries),
  ]);
  return {
    site,
    language,
    routePath,
    layoutData,
    dictionary: phrases,
    renderingData,
    head: buildHeadTags(site, route, routePath, language),
  };
}

/** Props of a route, or null when the site, language or route does not exist. */
export async function getSitePageProps(
  entries: ComponentEntries,
  siteName: string,
  language: string,
  routePath: string,
  source: ContentSource = contentSource(),
): Promise<SitePageProps | null> {
  const site = findSite(siteName);
  if (!site || !site.languages.includes(language)) return null;
  const layoutData = await source.getLayout(site, routePath, language);
  return layoutData
    ? pagePropsFromLayout(
        entries,
        site,
        language,
        routePath,
        layoutData,
        source.getDictionary(site, language),
      )
    : null;
}
