/**
 * getStaticPaths / getStaticProps of the site route. Server-only (Next.js strips both from the
 * browser bundle together with what only they import). A path that is the source of a redirect rule
 * answers with that redirect instead of a page, cached like one: rules that depend on the query string
 * are the proxy's (runtime/routing/proxyMatcher.ts), since a generated page cannot see the query.
 * A page is rendered within one deadline (PAGE_BUDGET_MS); a render during which an upstream or a
 * loader failed is cached for DEGRADED_REVALIDATE_SECONDS only, so it is soon rendered again. When the
 * content itself cannot be fetched, getStaticProps throws: Next.js keeps serving the last good render
 * (retrying within 3–30 s), and a page never rendered before gets the market's 503 page.
 */
import type { GetStaticPaths, GetStaticProps, GetStaticPropsResult } from 'next';
import { REDIRECT_STATUS, REVALIDATE_SECONDS } from '../config/constants';
import { findSite, loadSiteConfigs } from '../config/loadSiteConfigs';
import type { SiteConfig } from '../config/SiteConfig';
import { matchRedirect } from '../redirects/compileRedirectTable';
import { redirectTableFor } from '../redirects/redirectTables';
import { contentSource } from '../services/content';
import { localisedPath, siteLanguage } from '../site/localisedPath';
import type { ComponentEntries } from '../rendering/ComponentEntry';
import { upstreamSettings } from '../services/upstream/upstreamSettings';
import { getSitePageProps } from './getSitePageProps';
import { serverLoaderServices } from './loaderServices';
import { startPageRender } from './pageRender';
import type { SitePageProps } from './SitePageProps';

export type SiteRouteParams = { site: string; lang: string; path?: string[] };

/** The redirect of a path without a query string, with the rule's status (308). */
function pageRedirect(site: SiteConfig, language: string, segments: readonly string[]) {
  const publicPath = localisedPath(site, language, `/${segments.map(encodeURIComponent).join('/')}`);
  const match = matchRedirect(redirectTableFor(site), publicPath, new URLSearchParams());
  return match && ({ destination: match.location, statusCode: REDIRECT_STATUS } as const);
}

export const siteStaticPaths: GetStaticPaths<SiteRouteParams> = async () => {
  const source = contentSource();
  // Experience Edge content is built on demand; local content is small enough to prerender whole.
  if (source.kind !== 'local') return { paths: [], fallback: 'blocking' };
  const paths = [];
  for (const site of loadSiteConfigs()) {
    for (const lang of site.languages) {
      for (const routePath of await source.listRoutePaths(site, lang)) {
        const path = routePath === '/' ? [] : routePath.slice(1).split('/');
        // Next.js refuses a redirect while prerendering: a redirected page is generated on request.
        if (!pageRedirect(site, lang, path)) paths.push({ params: { site: site.name, lang, path } });
      }
    }
  }
  return { paths, fallback: 'blocking' };
};

/** getStaticProps over the registry's server entries, which the page (the composition root) hands in. */
export function siteStaticProps(entries: ComponentEntries): GetStaticProps<SitePageProps, SiteRouteParams> {
  return async ({ params }): Promise<GetStaticPropsResult<SitePageProps>> => {
    const notFound = { notFound: true, revalidate: REVALIDATE_SECONDS } as const;
    const site = params && findSite(params.site);
    // The host rewrites pass a language prefix as typed: `/SV-SE/…` serves sv-SE too.
    const language = site && siteLanguage(site, params?.lang);
    if (!params || !site || !language) return notFound;
    const segments = params.path ?? [];
    const redirect = pageRedirect(site, language, segments);
    if (redirect) return { redirect, revalidate: REVALIDATE_SECONDS };
    const render = startPageRender(serverLoaderServices());
    const props = await getSitePageProps(
      { entries, services: render.services, signal: render.signal },
      site.name,
      language,
      `/${segments.join('/')}`,
    );
    if (!props) return notFound;
    const degraded = render.degraded() || props.renderingData.failed.length > 0;
    return {
      props,
      revalidate: degraded ? upstreamSettings().degradedRevalidateSeconds : REVALIDATE_SECONDS,
    };
  };
}
