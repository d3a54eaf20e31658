import type { SiteConfig } from '../config/SiteConfig';

/** robots.txt of a site: everything crawlable, the internal route prefix and APIs excluded, and its sitemap. */
export function robotsTxt(site: Pick<SiteConfig, 'canonicalBaseUrl'>): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /api/',
    'Disallow: /site/',
    '',
    `Sitemap: ${site.canonicalBaseUrl}/sitemap.xml`,
    '',
  ].join('\n');
}
