/**
 * sitemap.xml of a site: every route in every language, as lower-case canonical URLs, with hreflang
 * alternates when a route exists in several languages, and the dealer pages (runtime/site/dealerPages.ts)
 * in each language that has their wildcard item.
 */
import type { SiteConfig } from '../config/SiteConfig';
import type { ContentSource } from '../services/content/contract';
import { localisedPath } from '../site/localisedPath';
import { wildcardItemPath } from '../site/wildcardPaths';

function escapeXml(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

export async function sitemapXml(
  site: SiteConfig,
  source: ContentSource,
  dealerPages: Iterable<string> = [],
): Promise<string> {
  const languagesByPath = new Map<string, string[]>();
  for (const language of site.languages) {
    for (const routePath of await source.listRoutePaths(site, language)) {
      languagesByPath.set(routePath, [...(languagesByPath.get(routePath) ?? []), language]);
    }
  }
  const dealerLanguages = (await source.getLanguages(site, wildcardItemPath(site.paths.siteDetail))).map(
    (language) => language.name,
  );
  if (dealerLanguages.length > 0) {
    for (const routePath of dealerPages) languagesByPath.set(routePath, dealerLanguages);
  }
  const url = (language: string, routePath: string): string =>
    escapeXml(`${site.canonicalBaseUrl}${localisedPath(site, language, routePath)}`.toLowerCase());
  const entries = [...languagesByPath].flatMap(([routePath, languages]) =>
    languages.map((language) => {
      const alternates =
        languages.length > 1
          ? languages.map(
              (other) =>
                `    <xhtml:link rel="alternate" hreflang="${other}" href="${url(other, routePath)}"/>`,
            )
          : [];
      return ['  <url>', `    <loc>${url(language, routePath)}</loc>`, ...alternates, '  </url>'].join('\n');
    }),
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...entries,
    '</urlset>',
    '',
  ].join('\n');
}
