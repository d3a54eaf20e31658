/**
 * Builds the props of a site page on the server (build, revalidation, or the first request of a path):
 * site, layout data, dictionary, head tags and the results of the renderings' loaders. Server-only.
 */
import { registryEntries } from '../../registry/entries.generated';
import { findSite } from '../config/loadSiteConfigs';
import type { ContentSource } from '../content/ContentSource';
import { contentSource } from '../content/createContentSource';
import type { Dictionary } from '../../schemas/generated/dictionary';
import type { LayoutData } from '../../schemas/generated/layout';
import type { SiteConfig } from '../config/SiteConfig';
import { buildHeadTags } from '../head/buildHeadTags';
import type { SitePageProps } from './SitePageProps';
import { type EntryLookup, runLoaders } from './runLoaders';

export const lookupRegistryEntry: EntryLookup = (name) =>
  Object.hasOwn(registryEntries, name) ? registryEntries[name as keyof typeof registryEntries] : undefined;

export async function pagePropsFromLayout(
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
    runLoaders(route, routePath, site, language, lookupRegistryEntry),
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
  siteName: string,
  language: string,
  routePath: string,
  source: ContentSource = contentSource(),
): Promise<SitePageProps | null> {
  const site = findSite(siteName);
  if (!site || !site.languages.includes(language)) return null;
  const layoutData = await source.getLayout(site, routePath, language);
  return layoutData
    ? pagePropsFromLayout(site, language, routePath, layoutData, source.getDictionary(site, language))
    : null;
}
