import { describe, expect, it } from 'vitest';
import { testSite } from '../../tests/fixtures/testSite';
import type { ContentSource } from '../services/content/contract';
import { robotsTxt } from './robots';
import { sitemapXml } from './sitemap';

describe('robots.txt', () => {
  it('points crawlers at the site’s own sitemap and away from internals', () => {
    const text = robotsTxt({ canonicalBaseUrl: 'https://carstore.se' });
    expect(text).toContain('Sitemap: https://carstore.se/sitemap.xml');
    expect(text).toContain('Disallow: /api/');
  });
});

describe('sitemap.xml', () => {
  it('lists every route of every language as lower-case canonical URLs with alternates', async () => {
    const site = testSite({
      canonicalBaseUrl: 'https://example.se',
      languages: ['sv-SE', 'en'],
      defaultLanguage: 'sv-SE',
    });
    const routes: Record<string, string[]> = {
      'sv-SE': ['/', '/Om-Oss', '/a&b'],
      en: ['/Om-Oss'],
    };
    const source = {
      listRoutePaths: async (_site: unknown, language: string) => routes[language] ?? [],
      getLanguages: async () => [],
    } as Pick<ContentSource, 'listRoutePaths' | 'getLanguages'> as ContentSource;
    const xml = await sitemapXml(site, source);
    expect(xml).toContain('<loc>https://example.se/</loc>');
    expect(xml).toContain('<loc>https://example.se/om-oss</loc>');
    expect(xml).toContain('<loc>https://example.se/en/om-oss</loc>');
    expect(xml).toContain('<xhtml:link rel="alternate" hreflang="en" href="https://example.se/en/om-oss"/>');
    expect(xml).toContain('<loc>https://example.se/a&amp;b</loc>');
    expect(xml.match(/<url>/g)).toHaveLength(4);
  });

  it('lists the dealer pages in every language that has their wildcard item', async () => {
    const site = testSite({
      canonicalBaseUrl: 'https://example.se',
      languages: ['sv-SE', 'en'],
      defaultLanguage: 'sv-SE',
    });
    const source = {
      listRoutePaths: async () => ['/'],
      getLanguages: async (_site: unknown, routePath: string) =>
        routePath === `${site.paths.siteDetail}/*`
          ? [{ name: 'sv-SE', displayName: 'Svenska', englishName: 'Swedish', nativeName: 'Svenska' }]
          : [],
    } as Pick<ContentSource, 'listRoutePaths' | 'getLanguages'> as ContentSource;
    const xml = await sitemapXml(site, source, [`${site.paths.siteDetail}/car-store-malmo`]);
    expect(xml).toContain(`<loc>https://example.se${site.paths.siteDetail}/car-store-malmo</loc>`);
    expect(xml).not.toContain(`/en${site.paths.siteDetail}/car-store-malmo`);
    const withoutItem = await sitemapXml(site, { ...source, getLanguages: async () => [] }, ['/x/y']);
    expect(withoutItem).not.toContain('/x/y');
  });
});
