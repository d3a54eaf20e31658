import { beforeEach, describe, expect, it, vi } from 'vitest';
import { testSite } from '../../tests/fixtures/testSite';
import { forgetOnePerProcessValues } from '../cache/onePerProcess';
import type { ContentSource } from '../services/content/contract';
import { countMappedSegments, mappedSegmentCount } from './pathSegments';

const brands = { volvo: 'Volvo', BMW: 'BMW', 'mercedes-benz': 'Mercedes-Benz' };
const context = { site: 'carstoresesite', language: 'sv-SE', wildcardPages: ['/kampanjer/*'] };

describe('countMappedSegments', () => {
  it('counts the segments that are keys of the map, in any case', () => {
    expect(countMappedSegments('/kopa-bil/Volvo/bmw', brands, context)).toBe(2);
    expect(countMappedSegments('/kopa-bil/MERCEDES-BENZ/', brands, context)).toBe(1);
    expect(countMappedSegments('/volvo/volvo', brands, context)).toBe(2);
    expect(countMappedSegments('/kopa-bil/audi', brands, context)).toBe(0);
  });

  it('is 0 without a site, a language or a map', () => {
    expect(countMappedSegments('/volvo', brands, { ...context, site: undefined })).toBe(0);
    expect(countMappedSegments('/volvo', brands, { ...context, language: '' })).toBe(0);
    expect(countMappedSegments('/volvo', undefined, context)).toBe(0);
  });

  it('is 0 when a wildcard page URL starts with the path, compared in any case', () => {
    expect(countMappedSegments('/kampanjer', { kampanjer: 1 }, context)).toBe(0);
    expect(countMappedSegments('/Kampanjer/', { kampanjer: 1 }, context)).toBe(0);
    expect(countMappedSegments('/kampanjer/volvo', brands, context)).toBe(1);
  });
});

describe('mappedSegmentCount', () => {
  beforeEach(() => forgetOnePerProcessValues());

  const content = (pages: string[]) => {
    const listWildcardPages = vi.fn(async () => pages);
    return { source: { kind: 'edge', listWildcardPages } as unknown as ContentSource, listWildcardPages };
  };

  it("asks the content source for the site's wildcard pages once per site and language", async () => {
    const { source, listWildcardPages } = content(['/kampanjer/*']);
    expect(await mappedSegmentCount(source, '/kopa-bil/volvo', brands, testSite(), 'sv-SE')).toBe(1);
    expect(await mappedSegmentCount(source, '/kampanjer', { kampanjer: 1 }, testSite(), 'sv-SE')).toBe(0);
    expect(listWildcardPages).toHaveBeenCalledTimes(1);
    expect(listWildcardPages).toHaveBeenCalledWith(testSite(), 'sv-SE');
  });

  it('does not ask when the site, language or map is missing', async () => {
    const { source, listWildcardPages } = content([]);
    expect(await mappedSegmentCount(source, '/volvo', brands, undefined, 'sv-SE')).toBe(0);
    expect(await mappedSegmentCount(source, '/volvo', brands, testSite(), undefined)).toBe(0);
    expect(await mappedSegmentCount(source, '/volvo', undefined, testSite(), 'sv-SE')).toBe(0);
    expect(listWildcardPages).not.toHaveBeenCalled();
  });
});
