/**
 * Props of a site's 404 or 500 page for a request. The site comes from the header the proxy set (or the
 * host), the page from the site's content (`_404` / `_500`); without such content the runtime's own
 * message is shown in the site's theme. Server-only.
 */
import type { IncomingMessage } from 'node:http';
import type { LayoutData } from '../../schemas/generated/layout';
import { LANGUAGE_HEADER, SITE_HEADER } from '../config/constants';
import { loadSiteConfigs } from '../config/loadSiteConfigs';
import type { ComponentEntries } from '../rendering/ComponentEntry';
import { defaultSiteName, resolveSite } from '../site/resolveSite';
import { pagePropsFromLayout } from './getSitePageProps';
import { serverLoaderServices } from './loaderServices';
import type { SitePageProps } from './SitePageProps';

function header(req: IncomingMessage, name: string): string | undefined {
  const value = req.headers[name];
  return Array.isArray(value) ? value[0] : value;
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
  const sites = loadSiteConfigs();
  const byHeader = sites.find((site) => site.name === header(req, SITE_HEADER));
  const site =
    byHeader ??
    resolveSite(header(req, 'host') ?? 'localhost', sites, {
      defaultSite: defaultSiteName(sites, process.env.DEFAULT_SITE),
      production: true,
    });
  if (!site) throw new Error('No site to render the error page with');
  const requested = header(req, LANGUAGE_HEADER);
  const language = requested && site.languages.includes(requested) ? requested : site.defaultLanguage;
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
