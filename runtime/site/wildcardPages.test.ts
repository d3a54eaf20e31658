import { beforeEach, describe, expect, it, vi } from 'vitest';
import { testSite } from '../../tests/fixtures/testSite';
import { forgetOnePerProcessValues } from '../cache/onePerProcess';
import type { ContentSource } from '../services/content/contract';
import { WILDCARD_PAGES_TTL_MS, wildcardPageOf, wildcardPages } from './wildcardPages';

beforeEach(() => forgetOnePerProcessValues());

function source(answer: () => Promise<string[]>) {
  const listWildcardPages = vi.fn(answer);
  return { content: { kind: 'edge', listWildcardPages } as unknown as ContentSource, listWildcardPages };
}

describe('wildcardPages', () => {
  it('keeps the list per site and language for its lifetime, then asks again', async () => {
    const { content, listWildcardPages } = source(async () => ['/kampanjer/*']);
    const site = testSite({ languages: ['sv-SE', 'en'] });
    expect(await wildcardPages(content, site, 'sv-SE', 0)).toEqual(['/kampanjer/*']);
    await wildcardPages(content, site, 'sv-SE', WILDCARD_PAGES_TTL_MS - 1);
    expect(listWildcardPages).toHaveBeenCalledTimes(1);
    await wildcardPages(content, site, 'en', 0);
    await wildcardPages(content, testSite({ name: 'carstorenosite' }), 'sv-SE', 0);
    expect(listWildcardPages).toHaveBeenCalledTimes(3);
    await wildcardPages(content, site, 'sv-SE', WILDCARD_PAGES_TTL_MS);
    expect(listWildcardPages).toHaveBeenCalledTimes(4);
  });

  it('does not keep a failure: the next page asks again', async () => {
    const { content, listWildcardPages } = source(() => Promise.reject(new Error('Edge is down')));
    await expect(wildcardPages(content, testSite(), 'sv-SE', 0)).rejects.toThrow('Edge is down');
    listWildcardPages.mockResolvedValueOnce(['/kampanjer/*']);
    expect(await wildcardPages(content, testSite(), 'sv-SE', 1)).toEqual(['/kampanjer/*']);
  });
});

describe('wildcardPageOf', () => {
  const pages = ['/kampanjer/*', '/kampanjer/sommar/*', '/bilar/*/tillbehor/*'];

  it('is the deepest wildcard page above the path', () => {
    expect(wildcardPageOf(pages, '/kampanjer/vinter')).toBe('/kampanjer/*');
    expect(wildcardPageOf(pages, '/Kampanjer/Sommar/Volvo')).toBe('/kampanjer/sommar/*');
    expect(wildcardPageOf(pages, '/kampanjer/vinter/volvo')).toBe('/kampanjer/*');
    expect(wildcardPageOf(pages, '/bilar/volvo-xc60/tillbehor/dragkrok')).toBe('/bilar/*/tillbehor/*');
  });

  it('is none for the folder itself, its neighbours and other paths', () => {
    expect(wildcardPageOf(pages, '/kampanjer')).toBeUndefined();
    expect(wildcardPageOf(pages, '/kampanjer/')).toBeUndefined();
    expect(wildcardPageOf(pages, '/kampanjerna/x')).toBeUndefined();
    expect(wildcardPageOf(pages, '/om-oss')).toBeUndefined();
    expect(wildcardPageOf([], '/kampanjer/x')).toBeUndefined();
  });
});
