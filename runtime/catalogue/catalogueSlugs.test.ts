import { describe, expect, it } from 'vitest';
import { componentOfSlug, componentSlug, exampleAnchor } from './catalogueSlugs';

describe('catalogue addresses', () => {
  it('give each component a lower-case path segment, which the proxy leaves alone', () => {
    expect(componentSlug('CarList')).toBe('car-list');
    expect(componentSlug('CarouselV2')).toBe('carousel-v2');
    expect(componentSlug('HubSpotForm')).toBe('hub-spot-form');
    expect(componentSlug('Faq')).toBe('faq');
    expect(componentSlug('PDFDownload')).toBe('pdf-download');
  });

  it('find a component by its segment only among the registered names', () => {
    const names = ['CarList', 'CarouselV2', 'Faq'];
    expect(componentOfSlug(names, 'carousel-v2')).toBe('CarouselV2');
    expect(componentOfSlug(names, 'CarList')).toBeUndefined();
    expect(componentOfSlug(names, '../faq')).toBeUndefined();
  });

  it('make anchors of example names in any of the markets’ languages', () => {
    expect(exampleAnchor('Hjälte med två knappar')).toBe('hjalte-med-tva-knappar');
    expect(exampleAnchor('Bil på søndag – Æbleø')).toBe('bil-pa-sondag-aebleo');
    expect(exampleAnchor('Full screen, with search!')).toBe('full-screen-with-search');
    expect(exampleAnchor('!!!')).toBe('');
  });
});
