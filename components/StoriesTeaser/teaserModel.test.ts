import { describe, expect, it } from 'vitest';
import { indexPathFromTeaserUrl } from './teaserModel';

describe('indexPathFromTeaserUrl: the index is the link path without its last two segments', () => {
  it.each([
    ['/nyheter/data/teaser-settings', '/nyheter'],
    ['/om-oss/nyheter/data/teaser-settings', '/om-oss/nyheter'],
    ['/news-and-events/data/teaser-settings', '/news-and-events'],
  ])('%s → %s', (url, expected) => {
    expect(indexPathFromTeaserUrl(url)).toBe(expected);
  });

  it('ignores a trailing slash and doubled slashes', () => {
    expect(indexPathFromTeaserUrl('/nyheter/data/teaser-settings/')).toBe('/nyheter');
    expect(indexPathFromTeaserUrl('//nyheter//data/teaser-settings')).toBe('/nyheter');
  });

  it('ignores the query and the hash', () => {
    expect(indexPathFromTeaserUrl('/nyheter/data/teaser-settings?sc_lang=sv-SE#x')).toBe('/nyheter');
    expect(indexPathFromTeaserUrl('/nyheter/data/teaser?next=/a/b/c')).toBe('/nyheter');
  });

  it('ignores the origin of an absolute URL', () => {
    expect(indexPathFromTeaserUrl('https://www.carstore.se/nyheter/data/teaser-settings')).toBe('/nyheter');
    expect(indexPathFromTeaserUrl('https://www.carstore.se')).toBe('/');
  });

  it('is the root with two segments or fewer', () => {
    expect(indexPathFromTeaserUrl('/data/teaser-settings')).toBe('/');
    expect(indexPathFromTeaserUrl('/nyheter')).toBe('/');
    expect(indexPathFromTeaserUrl('/')).toBe('/');
    expect(indexPathFromTeaserUrl('')).toBe('/');
  });
});
