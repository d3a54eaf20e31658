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
import { buildHeadTags, patchHeadTags } from '../head/buildHeadTags';
import { describeLocaleFormats } from '../i18n/describeLocaleFormats';
import { reportUnrenderedRootPlaceholders } from '../layout/rootPlaceholders';
import type { ComponentEntries, LoaderServices } from '../rendering/ComponentEntry';
import { CONTENT_UPSTREAM, type ContentSource } from '../services/content/contract';
import { unavailableBecause } from '../services/upstream/upstreamCall';
import { wildcardPageOf, wildcardPages } from '../site/wildcardPages';
import { type PageAnswerState, recordPageAnswer } from './pageAnswer';
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

/** A rendered page: its props, and the status, redirect and head its loaders decided (pageAnswer.ts). */
export interface SitePageRender {
  props: SitePageProps;
  answer: PageAnswerState;
}

export async function pagePropsFromLayout(
  { entries, services, signal }: PageComposition,
  site: SiteConfig,
  language: string,
  routePath: string,
  layoutData: LayoutData,
  dictionary: Promise<Dictionary>,
): Promise<SitePageRender | null> {
  const route = layoutData.sitecore.route;
  if (!route) return null;
  const head = buildHeadTags(site, route, routePath, language);
  reportUnrenderedRootPlaceholders(site, route, routePath);
  const recorder = recordPageAnswer();
  const [phrases, renderingData] = await Promise.all([
    dictionary,
    runLoaders(
      { route, routePath, site, language, head, services, signal, answer: recorder.answer },
      entries,
    ),
  ]);
  const answer = recorder.state();
  return {
    props: {
      site,
      language,
      routePath,
      layoutData,
      dictionary: pageDictionary(phrases, route, entries),
      renderingData,
      head: patchHeadTags(site, head, answer.head),
      ...withLocaleFormats(site),
    },
    answer,
  };
}

/** The site's locale formats, when Intl's can be described (an absent prop: Next.js refuses undefined). */
function withLocaleFormats(site: SiteConfig): Pick<SitePageProps, 'localeFormats'> {
  const localeFormats = describeLocaleFormats(site.locale, site.currency);
  return localeFormats ? { localeFormats } : {};
}

/** The content source's failure as the page answers it: unavailable, with when to try again. */
function contentUnavailable(error: unknown): never {
  throw unavailableBecause(CONTENT_UPSTREAM, error);
}

/**
 * The layout of the item, or for a route without an item of its own, of the wildcard page above it
 * (Sitecore's `*` items, which the content source lists): ordinary pages never wait for that list.
 */
async function itemLayout(
  source: ContentSource,
  site: SiteConfig,
  language: string,
  routePath: string,
  itemPath: string,
): Promise<LayoutData | null> {
  const layout = await source.getLayout(site, itemPath, language);
  if (layout || itemPath !== routePath) return layout;
  const wildcardItem = wildcardPageOf(await wildcardPages(source, site, language), routePath);
  return wildcardItem ? source.getLayout(site, wildcardItem, language) : null;
}

/**
 * The page of a route, or null when the site, language or content item does not exist. The item is the
 * route's own, or for a path under a wildcard item (`wildcardPaths.ts`, or a wildcard page the content
 * source lists) that item's: its loaders still get the visited `routePath`.
 */
export async function getSitePageProps(
  composition: PageComposition,
  siteName: string,
  language: string,
  routePath: string,
  itemPath: string = routePath,
): Promise<SitePageRender | null> {
  const site = findSite(siteName);
  if (!site || !site.languages.includes(language)) return null;
  const source = composition.services.content;
  const layoutData = await itemLayout(source, site, language, routePath, itemPath).catch(contentUnavailable);
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
