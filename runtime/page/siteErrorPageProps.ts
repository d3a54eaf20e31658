/**
 * Props of a site's 404 or 500 page for a request. The site and language come from the site route the
 * request was rewritten to, else from the host and the path; the page from the site's content (`_404` /
 * `_500`); without such content the runtime's own message is shown in the site's theme. Server-only.
 */
import type { IncomingMessage } from 'node:http';
import type { LayoutData } from '../../schemas/generated/layout';
import type { SiteConfig } from '../config/SiteConfig';
import { findSite } from '../config/loadSiteConfigs';
import type { ComponentEntries } from '../rendering/ComponentEntry';
import { SITE_ROUTE_PREFIX } from '../routing/siteRewrites';
import { siteLanguage, splitLanguage } from '../site/localisedPath';
import { requestedSite } from '../site/requestedSite';
import { pagePropsFromLayout } from './getSitePageProps';
import { serverLoaderServices } from './loaderServices';
import type { SitePageProps } from './SitePageProps';

/** Site and language of the request: `/site/<name>/<language>/…` once rewritten, else host and path. */
function siteAndLanguage(req: IncomingMessage): { site: SiteConfig; language: string } | undefined {
  const url = new URL(req.url ?? '/', 'http://localhost');
  const [, prefix, name, routeLanguage] = url.pathname.split('/');
  if (`/${prefix}` === SITE_ROUTE_PREFIX) {
    const site = name ? findSite(name) : undefined;
    if (site) return { site, language: siteLanguage(site, routeLanguage) ?? site.defaultLanguage };
  }
  const site = requestedSite(req.headers.host, url.searchParams.get('sc_site'));
  return site && { site, language: splitLanguage(site, url.pathname).language };
}

function emptyLayout(siteName: string, language: string, statusCode: number): LayoutData {
  return {
    sitecore: {
      context: { pageEditing: false, language, site: { name: siteName } },
      route: { name: String(statusCode), fields: {}, placeholders: {} },
    },
  };
}

export async function siteErrorPageProps(
  entries: ComponentEntries,
  req: IncomingMessage,
  statusCode: 404 | 500,
): Promise<SitePageProps> {
  const resolved = siteAndLanguage(req);
  if (!resolved) throw new Error('No site to render the error page with');
  const { site, language } = resolved;
  const services = serverLoaderServices();
  const source = services.content;
  // The error may be the content source itself: fall back to the runtime's page and texts.
  const layout =
    (await source.getErrorPage(site, language, statusCode).catch(() => null)) ??
    emptyLayout(site.name, language, statusCode);
  const dictionary = source.getDictionary(site, language).catch(() => ({}));
  const props = await pagePropsFromLayout(
    { entries, services },
    site,
    language,
    `/${statusCode}`,
    layout,
    dictionary,
  );
  if (!props) throw new Error(`Error page ${statusCode} of ${site.name} has no route`);
  return { ...props, statusCode };
}
