import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { testSite } from '../../tests/fixtures/testSite';
import { loadSiteConfigs } from '../config/loadSiteConfigs';
import { DocumentFontFaces } from './DocumentFontFaces';
import { fontFileUrl } from './fontFaces';

const markup = (pageProps: unknown) => renderToStaticMarkup(<DocumentFontFaces pageProps={pageProps} />);

describe('DocumentFontFaces', () => {
  it('declares a site page’s market font and preloads the files its language needs', () => {
    const site = testSite({ font: 'montserrat' });
    const html = markup({ site, language: 'sk-SK', layoutData: {} });
    expect(html).toContain(`<link rel="preload" href="${fontFileUrl('montserrat', 'latin')}" as="font"`);
    expect(html).toContain(`href="${fontFileUrl('montserrat', 'latin-ext')}"`);
    expect(html).toContain("@font-face{font-family:'Montserrat'");
  });

  it('declares the catalogue’s chosen theme’s font', () => {
    const uk = loadSiteConfigs().find((site) => site.name === 'hedinautomotiveuksite');
    const html = markup({
      componentCatalogue: {
        theme: 'hedinautomotiveuksite',
        themes: [{ site: 'hedinautomotiveuksite', language: 'en-GB' }],
      },
    });
    expect(uk?.font).toBe('inter');
    expect(html).toContain(`href="${fontFileUrl('inter', 'latin')}"`);
    expect(html).not.toContain(`rel="preload" href="${fontFileUrl('inter', 'latin-ext')}"`);
  });

  it('declares nothing for a page of no market', () => {
    expect(markup({ statusCode: 404 })).toBe('');
    expect(markup(undefined)).toBe('');
  });
});
