import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { APIRequestContext } from '@playwright/test';
/** The demo markets as the end-to-end tests see them. */
export const port = process.env.E2E_BASE_PORT ?? '3100';

export const markets = [
  {
    site: 'carstoresesite',
    lang: 'sv-SE',
    homeTitle: 'Begagnade bilar med garanti | Car Store',
    canonicalBase: 'https://carstore.se',
    contentPath: '/om-oss',
    nestedPath: '/om-oss/kontakt',
    font: /figtree/i,
    primaryRgb: 'rgb(11, 91, 67)',
    notFoundHeading: 'Sidan kunde inte hittas',
  },
  {
    site: 'hedinautomotiveuksite',
    lang: 'en-GB',
    homeTitle: 'New and approved used cars | Hedin Automotive UK',
    canonicalBase: 'https://hedinautomotive.co.uk',
    contentPath: '/about-us',
    nestedPath: '/about-us/who-are-we',
    font: /inter/i,
    primaryRgb: 'rgb(10, 31, 68)',
    notFoundHeading: 'Page not found',
  },
] as const;

export const siteUrl = (site: string, path = '/'): string => `http://${site}.localhost:${port}${path}`;

/**
 * A request to the server with a market's Host header, without following redirects (Node cannot resolve
 * `<site>.localhost`, so it goes to the loopback address). Next.js sends a same-host Location as a path
 * (browsers resolve it against the requested host); redirects that change host (www, external) stay
 * absolute.
 */
export function fetchAs(
  request: APIRequestContext,
  host: string,
  pathAndQuery: string,
  headers: Record<string, string> = {},
) {
  return request.get(`http://127.0.0.1:${port}${pathAndQuery}`, {
    headers: { host: `${host}:${port}`, ...headers },
    maxRedirects: 0,
  });
}

/** Every market as configured in sites/ (raw site.json; the e2e runner does not load the runtime). */
export function configuredMarkets(): { name: string; defaultLanguage: string; titleTemplate: string }[] {
  const sitesDir = path.join(process.cwd(), 'sites');
  return readdirSync(sitesDir).map((name) => {
    const config = JSON.parse(readFileSync(path.join(sitesDir, name, 'site.json'), 'utf8')) as {
      defaultLanguage?: string;
      titleTemplate: string;
    };
    return { name, defaultLanguage: config.defaultLanguage ?? 'en', titleTemplate: config.titleTemplate };
  });
}
