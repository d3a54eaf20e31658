/**
 * Props of a site's 404, 500 or 503 page for a request, and which of them a failure gets. The site and
 * language come from the site route the request was rewritten to, else from the host and the path; the
 * page from the site's content (`_404` / `_500`) within a page's time budget; without such content the
 * runtime's own message is shown in the site's theme. A 503 (the content source is unavailable) asks it
 * for nothing: the runtime's message with the market's texts from its dictionary file. Server-only.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { LayoutData } from '../../schemas/generated/layout';
import type { SiteConfig } from '../config/SiteConfig';
import { findSite } from '../config/loadSiteConfigs';
import type { ComponentEntries } from '../rendering/ComponentEntry';
import { PAGE_ROUTE_PREFIXES } from '../routing/siteRewrites';
import { LocalContentSource } from '../services/content/embedded/LocalContentSource';
import { isUpstreamUnavailable } from '../services/upstream/upstreamErrors';
import { siteLanguage, splitLanguage } from '../site/localisedPath';
import { requestedSite } from '../site/requestedSite';
import { pagePropsFromLayout } from './getSitePageProps';
import { serverLoaderServices } from './loaderServices';
import { startPageRender } from './pageRender';
import type { SitePageProps } from './SitePageProps';

export type SiteErrorStatus = NonNullable<SitePageProps['statusCode']>;

/**
 * The error page's status for what went wrong. Upstream unavailability (Experience Edge down or slow,
 * with no earlier render of the page to serve) is 503 with `Retry-After`, set on `res` here; a missing
 * page stays 404; anything else is Next.js's 500.
 */
export function siteErrorStatus(res: ServerResponse, err: unknown): SiteErrorStatus {
  if (isUpstreamUnavailable(err)) {
    res.statusCode = 503;
    res.setHeader('Retry-After', String(Math.max(1, err.retryAfterSeconds)));
    return 503;
  }
  return res.statusCode === 404 ? 404 : 500;
}

/**
 * Site and language of the request: `/site/<name>/<language>/…` or `/wildcard/<name>/<language>/…` once
 * rewritten, else host and path.
 */
function siteAndLanguage(req: IncomingMessage): { site: SiteConfig; language: string } | undefined {
  const url = new URL(req.url ?? '/', 'http://localhost');
  const [, prefix, name, routeLanguage] = url.pathname.split('/');
  if (PAGE_ROUTE_PREFIXES.includes(`/${prefix}`)) {
    const site = name ? findSite(name) : undefined;
    if (site) return { site, language: siteLanguage(site, routeLanguage) ?? site.defaultLanguage };
  }
  const site = requestedSite(req.headers.host, url.searchParams.get('sc_site'));
  return site && { site, language: splitLanguage(site, url.pathname).language };
}

function emptyLayout(siteName: string, language: string, statusCode: number): LayoutData {
  return {
    sitecore: {
      context: { pageEditing: false, pageState: 'normal', language, site: { name: siteName } },
      route: { name: String(statusCode), fields: {}, placeholders: {} },
    },
  };
}

/** The market's texts from its dictionary file, which ships with the deployment whatever the content source. */
const dictionaryFiles = new LocalContentSource();

export async function siteErrorPageProps(
  entries: ComponentEntries,
  req: IncomingMessage,
  statusCode: SiteErrorStatus,
): Promise<SitePageProps> {
  const resolved = siteAndLanguage(req);
  if (!resolved) throw new Error('No site to render the error page with');
  const { site, language } = resolved;
  const { services, signal } = startPageRender(serverLoaderServices());
  const source = services.content;
  const fileDictionary = () => dictionaryFiles.getDictionary(site, language);
  // The error may be the content source itself: fall back to the runtime's page and the dictionary file.
  const layout =
    statusCode === 503 ? null : await source.getErrorPage(site, language, statusCode).catch(() => null);
  const dictionary =
    statusCode === 503 ? fileDictionary() : source.getDictionary(site, language).catch(fileDictionary);
  const page = await pagePropsFromLayout(
    { entries, services, signal },
    site,
    language,
    `/${statusCode}`,
    layout ?? emptyLayout(site.name, language, statusCode),
    dictionary,
  );
  if (!page) throw new Error(`Error page ${statusCode} of ${site.name} has no route`);
  return { ...page.props, statusCode };
}
