/**
 * getServerSideProps of the wildcard route (pages/wildcard/[site]/[lang]/[...path].tsx): a path below a
 * wildcard item (runtime/site/wildcardPaths.ts, e.g. a car page) is rendered on every request from that
 * item, with the visited path given to its loaders, and answers what they decided: the page, the page with
 * 404 or 503 (a not-found or error view, never a bare 500), or a redirect. A page one of whose loaders
 * failed (its section shows the section error) answers 503 too, so crawlers come back for the whole page. Shared caches may keep a good
 * answer for REVALIDATE_SECONDS, as long as a statically generated page; an error answer is not kept.
 * A redirect rule whose source is such a path (a legacy car URL) wins over the item, as on every page.
 * In preview mode (the page editor) the page renders the editing payload, never cached. Server-only.
 */
import type { GetServerSideProps, GetServerSidePropsResult } from 'next';
import { REVALIDATE_SECONDS } from '../config/constants';
import type { ComponentEntries } from '../rendering/ComponentEntry';
import { upstreamSettings } from '../services/upstream/upstreamSettings';
import { wildcardBaseOf, wildcardItemPath } from '../site/wildcardPaths';
import {
  pageRedirect,
  renderEditingRoute,
  renderSiteRoute,
  resolveSiteRoute,
  type SiteRouteParams,
} from './siteRoute';
import type { SitePageProps } from './SitePageProps';

/** How long browsers and shared caches may keep an answer (seconds), by status. */
function cacheControl(status: number): string {
  if (status === 200)
    return `public, max-age=0, s-maxage=${REVALIDATE_SECONDS}, stale-while-revalidate=${REVALIDATE_SECONDS * 5}`;
  if (status === 404) return `public, max-age=0, s-maxage=${REVALIDATE_SECONDS}`;
  return 'no-store';
}

export function siteServerSideProps(
  entries: ComponentEntries,
): GetServerSideProps<SitePageProps, SiteRouteParams> {
  return async ({ params, res, preview, previewData }): Promise<GetServerSidePropsResult<SitePageProps>> => {
    const route = resolveSiteRoute(params);
    const base = route && wildcardBaseOf(route.site, route.routePath);
    if (!route || !base) return { notFound: true };
    const editing = preview ? await renderEditingRoute(entries, route, previewData) : null;
    if (editing) {
      res.setHeader('Cache-Control', 'no-store');
      return { props: editing.props };
    }
    const redirect = pageRedirect(route.site, route.language, route.segments);
    if (redirect) return { redirect };
    const page = await renderSiteRoute(entries, route, wildcardItemPath(base));
    if (!page) return { notFound: true };
    const { answer } = page;
    if (answer.redirect) {
      res.setHeader('Cache-Control', cacheControl(answer.redirect.status));
      return { redirect: { destination: answer.redirect.location, statusCode: answer.redirect.status } };
    }
    // A rendering whose loader failed shows its section error: the page is not whole, come back later.
    const status = answer.status === 200 && page.props.renderingData.failed.length > 0 ? 503 : answer.status;
    res.statusCode = status;
    if (status === 503) res.setHeader('Retry-After', String(upstreamSettings().degradedRevalidateSeconds));
    res.setHeader('Cache-Control', cacheControl(page.degraded ? 503 : status));
    return { props: page.props };
  };
}
