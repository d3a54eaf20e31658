import { describe, expect, it, vi } from 'vitest';
import type { Route } from '../../schemas/generated/layout';
import { testLoaderServices } from '../../tests/fixtures/loaderContext';
import { testSite } from '../../tests/fixtures/testSite';
import { buildHeadTags } from '../head/buildHeadTags';
import { recordPageAnswer } from './pageAnswer';
import { renderingsOf, runLoaders } from './runLoaders';

const route: Route = {
  name: 'home',
  fields: {},
  placeholders: {
    main: [
      { uid: 'a', componentName: 'Stock' },
      {
        uid: 'b',
        componentName: 'Grid',
        placeholders: {
          left: [
            { uid: 'c', componentName: 'Stock' },
            { uid: 'd', componentName: 'Broken' },
          ],
        },
      },
    ],
  },
};

function page(routePath: string, site = testSite()) {
  const head = buildHeadTags(site, route, routePath, 'sv-SE');
  const signal = new AbortController().signal;
  const { answer } = recordPageAnswer();
  return { route, routePath, site, language: 'sv-SE', head, services: testLoaderServices(), signal, answer };
}

describe('runLoaders', () => {
  it('walks nested placeholders', () => {
    expect(renderingsOf(route.placeholders).map((r) => r.uid)).toEqual(['a', 'b', 'c', 'd']);
  });

  it('passes site, language, route, rendering, fields and services to each loader and keys results by uid', async () => {
    const site = testSite();
    const context = page('/om-oss', site);
    const stock = vi.fn(
      async ({ rendering, language }: { rendering: { uid: string }; language: string }) => ({
        uid: rendering.uid,
        language,
      }),
    );
    const result = await runLoaders(context, { Stock: { loader: stock } });
    expect(result).toEqual({
      data: { a: { uid: 'a', language: 'sv-SE' }, c: { uid: 'c', language: 'sv-SE' } },
      failed: [],
    });
    expect(stock).toHaveBeenCalledWith(
      expect.objectContaining({
        site,
        route,
        routePath: '/om-oss',
        fields: {},
        params: {},
        head: context.head,
        services: context.services,
      }),
    );
  });

  it('marks only the rendering whose loader failed, and logs it', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const result = await runLoaders(page('/'), {
      Broken: { loader: async () => Promise.reject(new Error('search is down')) },
      Stock: { loader: async () => 1 },
    });
    expect(result).toEqual({ data: { a: 1, c: 1 }, failed: ['d'] });
    expect(String(log.mock.calls[0]?.[0])).toContain('Broken (d)');
    log.mockRestore();
  });
});
