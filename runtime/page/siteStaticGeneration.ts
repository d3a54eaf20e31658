/**
 * getStaticPaths / getStaticProps of the site route. Server-only (Next.js strips both from the
 * browser bundle together with what only they import). A path that is the source of a redirect rule
 * answers with that redirect instead of a page, cached like one: rules that depend on the query string
 * are the proxy's (runtime/routing/proxyMatcher.ts), since a generated page cannot see the query.
 * A page is rendered within one deadline (PAGE_BUDGET_MS); a render during which an upstream or a
 * loader failed is cached for DEGRADED_REVALIDATE_SECONDS only, so it is soon rendered again. When the
 * content itself cannot be fetched, getStaticProps throws: Next.js keeps serving the last good render
 * (retrying within 3–30 s), and a page never rendered before gets the market's 503 page. In preview mode
 * (the page editor) the page renders the editing payload (siteRoute.ts renderEditingRoute).
 */
import type { GetStaticPaths, GetStaticProps, GetStaticPropsResult } from 'next';
import { REVALIDATE_SECONDS } from '../config/constants';
import { loadSiteConfigs } from '../config/loadSiteConfigs';
import type { ComponentEntries } from '../rendering/ComponentEntry';
import { contentSource } from '../services/content';
import { upstreamSettings } from '../services/upstream/upstreamSettings';
import {
  pageRedirect,
  renderEditingRoute,
  renderSiteRoute,
  resolveSiteRoute,
  type SiteRouteParams,
} from './siteRoute';
import type { SitePageProps } from './SitePageProps';

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

/**
 * getStaticProps over the registry's server entries, which the page (the composition root) hands in.
 * A loader's redirect is cached like the page; a loader's 404 becomes the market's 404 page (a
 * statically generated page cannot carry another status); a 503 is a degraded page, soon rendered again.
 */
export function siteStaticProps(entries: ComponentEntries): GetStaticProps<SitePageProps, SiteRouteParams> {
  return async ({ params, preview, previewData }): Promise<GetStaticPropsResult<SitePageProps>> => {
    const notFound = { notFound: true, revalidate: REVALIDATE_SECONDS } as const;
    const route = resolveSiteRoute(params);
    if (!route) return notFound;
    // Preview mode is the page editor's: rendered per request, never cached (Next.js bypasses ISR).
    const editing = preview ? await renderEditingRoute(entries, route, previewData) : null;
    if (editing) return { props: editing.props };
    const redirect = pageRedirect(route.site, route.language, route.segments);
    if (redirect) return { redirect, revalidate: REVALIDATE_SECONDS };
    const page = await renderSiteRoute(entries, route);
    if (!page) return notFound;
    const { answer } = page;
    if (answer.redirect) {
      const { location, status } = answer.redirect;
      return { redirect: { destination: location, statusCode: status }, revalidate: REVALIDATE_SECONDS };
    }
    if (answer.status === 404) return notFound;
    const degraded = page.degraded || answer.status === 503;
    return {
      props: page.props,
      revalidate: degraded ? upstreamSettings().degradedRevalidateSeconds : REVALIDATE_SECONDS,
    };
  };
}
