import { describe, expect, it } from 'vitest';
import type { Route } from '../../schemas/generated/layout';
import { testSite } from '../../tests/fixtures/testSite';
import { buildHeadTags, patchHeadTags, siteDisplayName } from './buildHeadTags';

const site = testSite({
  titleTemplate: '{title} | Car Store',
  canonicalBaseUrl: 'https://carstore.se',
  favicon: '/favicon.svg',
  languages: ['sv-SE', 'en'],
});
const route = (fields: Route['fields'], extra: Partial<Route> = {}): Route => ({
  name: 'om-oss',
  fields,
  placeholders: {},
  ...extra,
});

describe('buildHeadTags', () => {
  it('fills the title template with metaTitle and sets description and Open Graph tags', () => {
    const tags = buildHeadTags(
      site,
      route({
        metaTitle: { value: 'Om oss' },
        metaDescription: { value: 'Vilka vi är' },
        ogImage: { value: { src: '/-/media/og.jpg', alt: '' } },
      }),
      '/om-oss',
      'sv-SE',
    );
    expect(tags.title).toBe('Om oss | Car Store');
    expect(tags.description).toBe('Vilka vi är');
    expect(tags.ogTitle).toBe('Om oss');
    expect(tags.ogDescription).toBe('Vilka vi är');
    expect(tags.ogSiteName).toBe('Car Store');
    expect(tags.ogImage).toBe('https://carstore.se/-/media/og.jpg');
    expect(tags.icon).toBe('/favicon.svg');
  });

  it('falls back from metaTitle to navTitle, display name and item name', () => {
    expect(buildHeadTags(site, route({ navTitle: { value: 'Nav' } }), '/x', 'sv-SE').title).toBe(
      'Nav | Car Store',
    );
    expect(buildHeadTags(site, route({}, { displayName: 'Visat namn' }), '/x', 'sv-SE').title).toBe(
      'Visat namn | Car Store',
    );
    expect(buildHeadTags(site, route({}), '/x', 'sv-SE').title).toBe('om-oss | Car Store');
  });

  it('prefers ogDescription for Open Graph', () => {
    const tags = buildHeadTags(
      site,
      route({ metaDescription: { value: 'meta' }, ogDescription: { value: 'og' } }),
      '/',
      'sv-SE',
    );
    expect(tags.description).toBe('meta');
    expect(tags.ogDescription).toBe('og');
  });

  it('makes the canonical URL absolute and lower-case, with the language prefix outside the default language', () => {
    expect(buildHeadTags(site, route({}), '/Om-Oss/Kontakt', 'sv-SE').canonical).toBe(
      'https://carstore.se/om-oss/kontakt',
    );
    expect(buildHeadTags(site, route({}), '/about', 'en').canonical).toBe('https://carstore.se/en/about');
    expect(buildHeadTags(site, route({}), '/', 'sv-SE').canonical).toBe('https://carstore.se/');
  });

  it('lets the canonicalURL field override the computed one, still lower-cased', () => {
    expect(
      buildHeadTags(site, route({ canonicalURL: { value: '/Bilar/Begagnade' } }), '/x', 'sv-SE').canonical,
    ).toBe('https://carstore.se/bilar/begagnade');
    expect(
      buildHeadTags(site, route({ canonicalURL: { value: 'https://Other.example/Page' } }), '/x', 'sv-SE')
        .canonical,
    ).toBe('https://other.example/page');
  });

  it('describes the site as WebSite structured data with its search action', () => {
    const { jsonLd } = buildHeadTags(site, route({}), '/', 'sv-SE');
    expect(jsonLd).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'WebSite',
      name: 'Car Store',
      url: 'https://carstore.se/',
      inLanguage: 'sv-SE',
    });
    expect(JSON.stringify(jsonLd)).toContain(
      `https://carstore.se${site.paths.search}?keyphrase={search_term_string}`,
    );
  });

  it('derives the site name from the title template', () => {
    expect(siteDisplayName(testSite({ titleTemplate: 'Hedin Automotive – {title}' }))).toBe(
      'Hedin Automotive',
    );
    expect(siteDisplayName(testSite({ titleTemplate: '{title}', name: 'plain' }))).toBe('plain');
  });
});

describe('patchHeadTags (a loader naming its page)', () => {
  const tags = buildHeadTags(site, route({ metaTitle: { value: 'Bil' } }), '/kopa-bil/bil/1/volvo', 'sv-SE');

  it('puts the title through the site template and sets description, image and page data', () => {
    const patched = patchHeadTags(site, tags, {
      title: 'Volvo XC60 T8',
      description: 'Volvo XC60 T8 · 2022 · 4 500 mil',
      ogImage: '/-/media/cars/xc60.jpg',
      pageJsonLd: { '@type': 'Car' },
    });
    expect(patched).toMatchObject({
      title: 'Volvo XC60 T8 | Car Store',
      ogTitle: 'Volvo XC60 T8',
      description: 'Volvo XC60 T8 · 2022 · 4 500 mil',
      ogDescription: 'Volvo XC60 T8 · 2022 · 4 500 mil',
      ogImage: 'https://carstore.se/-/media/cars/xc60.jpg',
      pageJsonLd: { '@type': 'Car' },
      canonical: 'https://carstore.se/kopa-bil/bil/1/volvo',
    });
  });

  it('leaves the head as it was for an empty patch or blank texts', () => {
    expect(patchHeadTags(site, tags, {})).toEqual(tags);
    expect(patchHeadTags(site, tags, { title: ' ', description: '' })).toEqual(tags);
  });
});
