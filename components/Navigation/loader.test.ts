import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ContentSource, LoaderContext, NavigationItem, SiteConfig } from '../../runtime';
import { loaderContext } from '../../tests/fixtures/loaderContext';
import { testSite } from '../../tests/fixtures/testSite';
import type { NavigationFields } from './fields.generated';
import { loadNavigation, toNavigationLinks } from './index';

const item = (path: string, extra: Partial<NavigationItem> = {}): NavigationItem => ({
  name: path.split('/').at(-1) ?? '',
  path,
  navigationTitle: `Title ${path}`,
  hideInNavigation: false,
  isNavigableInMenuWhenItHasChildren: false,
  children: [],
  ...extra,
});

const navigation = [
  item('/kopa-bil', {
    isNavigableInMenuWhenItHasChildren: true,
    children: [
      item('/kopa-bil/begagnat', {
        children: [
          item('/kopa-bil/begagnat/suv'),
          item('/kopa-bil/begagnat/gammal', { hideInNavigation: true }),
        ],
      }),
      item('/kopa-bil/intern', { hideInNavigation: true, children: [item('/kopa-bil/intern/x')] }),
    ],
  }),
  item('/dold', { hideInNavigation: true }),
  item('/leasing', { externalLink: { href: 'https://leasing.example', linktype: 'external' } }),
];

const languages = [
  { name: 'en', displayName: 'English', englishName: 'English', nativeName: 'English' },
  { name: 'sv-SE', displayName: 'Svenska', englishName: 'Swedish', nativeName: 'Svenska' },
];

let logged: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => vi.restoreAllMocks());

describe('toNavigationLinks', () => {
  it('drops items hidden in navigation at every level and keeps titles, external links and navigability', () => {
    expect(toNavigationLinks(navigation)).toEqual([
      {
        name: 'kopa-bil',
        title: 'Title /kopa-bil',
        path: '/kopa-bil',
        navigable: true,
        children: [
          {
            name: 'begagnat',
            title: 'Title /kopa-bil/begagnat',
            path: '/kopa-bil/begagnat',
            navigable: false,
            children: [
              {
                name: 'suv',
                title: 'Title /kopa-bil/begagnat/suv',
                path: '/kopa-bil/begagnat/suv',
                navigable: false,
                children: [],
              },
            ],
          },
        ],
      },
      {
        name: 'leasing',
        title: 'Title /leasing',
        path: '/leasing',
        externalHref: 'https://leasing.example',
        navigable: false,
        children: [],
      },
    ]);
  });

  it('falls back to the item name without a navigation title', () => {
    expect(toNavigationLinks([item('/a', { navigationTitle: '' })])[0]?.title).toBe('a');
  });
});

describe('loadNavigation', () => {
  const site = testSite({ languages: ['sv-SE', 'en'] });
  /** The loader reads only these two methods of the content source. */
  const context = (
    content: Pick<ContentSource, 'getNavigation' | 'getLanguages'>,
    page: Pick<LoaderContext, 'language' | 'routePath'>,
  ) => loaderContext<NavigationFields>({ site, ...page, services: { content: content as ContentSource } });

  it('loads the navigation of the site root and the languages of the current route', async () => {
    const getNavigation = vi.fn(async () => navigation);
    const getLanguages = vi.fn(async () => languages);
    const data = await loadNavigation(
      context({ getNavigation, getLanguages }, { language: 'sv-SE', routePath: '/kopa-bil' }),
    );
    expect(getNavigation).toHaveBeenCalledWith(site, 'sv-SE');
    expect(getLanguages).toHaveBeenCalledWith(site, '/kopa-bil');
    expect(data.items.map((link) => link.path)).toEqual(['/kopa-bil', '/leasing']);
    expect(data.languages).toEqual([
      { name: 'en', nativeName: 'English' },
      { name: 'sv-SE', nativeName: 'Svenska' },
    ]);
    expect(data).toMatchObject({ routePath: '/kopa-bil', isHome: false });
    expect(JSON.parse(JSON.stringify(data))).toEqual(data);
    expect(logged).not.toHaveBeenCalled();
  });

  it('knows the home page', async () => {
    const source = { getNavigation: async () => [], getLanguages: async () => [] };
    expect((await loadNavigation(context(source, { language: 'sv-SE', routePath: '/' }))).isHome).toBe(true);
  });

  it('logs and returns no navigation without a language', async () => {
    const getNavigation = vi.fn(async () => navigation);
    const data = await loadNavigation(
      context({ getNavigation, getLanguages: async () => languages }, { language: '', routePath: '/' }),
    );
    expect(data).toEqual({ items: [], languages: [], routePath: '/', isHome: true });
    expect(getNavigation).not.toHaveBeenCalled();
    expect(logged).toHaveBeenCalledOnce();
  });

  it('logs and returns no navigation without a site', async () => {
    const getNavigation = vi.fn(async () => navigation);
    const data = await loadNavigation({
      ...context(
        { getNavigation, getLanguages: async () => languages },
        { language: 'sv-SE', routePath: '/om-oss' },
      ),
      site: undefined as unknown as SiteConfig,
    });
    expect(data).toEqual({ items: [], languages: [], routePath: '/om-oss', isHome: false });
    expect(getNavigation).not.toHaveBeenCalled();
    expect(logged).toHaveBeenCalledOnce();
  });

  it('falls back to empty navigation when the content source throws', async () => {
    const source = {
      getNavigation: async () => {
        throw new Error('missing content context');
      },
      getLanguages: async () => languages,
    };
    const data = await loadNavigation(context(source, { language: 'sv-SE', routePath: '/' }));
    expect(data).toEqual({ items: [], languages: [], routePath: '/', isHome: true });
    expect(String(logged.mock.calls[0])).toContain('missing content context');
  });

  it('falls back to empty navigation when the content source throws instead of rejecting', async () => {
    const throws = () => {
      throw new Error('edge configuration missing');
    };
    const source = { getNavigation: throws, getLanguages: throws };
    const data = await loadNavigation(context(source, { language: 'sv-SE', routePath: '/' }));
    expect(data.items).toEqual([]);
    expect(logged).toHaveBeenCalledOnce();
  });
});
