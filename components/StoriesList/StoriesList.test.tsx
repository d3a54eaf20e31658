// @vitest-environment jsdom
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { NextRouter } from 'next/router';
import { afterEach, beforeEach, describe, expect, it, type Mock, vi } from 'vitest';
import { typography } from '../../runtime';
import type { Story, StoryPage, StoryTag } from '../../schemas/generated/content';
import { testSite } from '../../tests/fixtures/testSite';
import {
  layoutWith,
  renderSitePage,
  renderSitePageToString,
  stubRouter,
} from '../../tests/render/renderSitePage';
import type { StoriesListData } from './storiesListModel';

const routerRef = vi.hoisted(() => ({ current: undefined as NextRouter | undefined }));
vi.mock('next/router', async (importOriginal) => ({
  ...(await importOriginal<Record<string, unknown>>()),
  useRouter: () => routerRef.current,
}));

const tags: StoryTag[] = [
  { id: 'tag-suv', key: 'suv', value: 'SUV' },
  { id: 'tag-electric', key: 'electric', value: 'Elbil' },
  { id: 'tag-service', key: 'service', value: 'Service' },
];

const story = (n: number, extra: Partial<Story> = {}): Story => ({
  id: `story-${n}`,
  name: `artikel-${n}`,
  path: `/nyheter/artikel-${n}`,
  title: `Artikel ${n}`,
  preamble: `Ingress ${n}`,
  date: `2026-10-${String(10 - n).padStart(2, '0')}`,
  image: { src: `/-/media/stories/${n}.jpg`, alt: `Bild ${n}` },
  tags: ['tag-suv'],
  ...extra,
});

const page = (stories: Story[], cursor: string | null = null): StoryPage => ({
  stories,
  cursor,
  hasMore: cursor !== null,
});

const firstPage = page([story(1), story(2), story(3), story(4)], 'cursor-1');

function listData(overrides: Partial<StoriesListData> = {}): StoriesListData {
  return { indexPath: '/nyheter', tags, showDates: false, page: firstPage, blurDataUrls: {}, ...overrides };
}

function listLayout(params: Record<string, string>) {
  const layout = layoutWith([{ uid: 'list', componentName: 'StoriesList', fields: {}, params }]);
  const route = layout.sitecore.route;
  if (route) route.placeholders = { header: [], footer: [], ...route.placeholders };
  return layout;
}

interface RenderOptions {
  data?: StoriesListData;
  params?: Record<string, string>;
  site?: ReturnType<typeof testSite>;
}

const pageOptions = ({ data = listData(), site }: RenderOptions) => ({
  site,
  renderingData: { data: { list: data }, failed: [] },
});
const renderList = (options: RenderOptions = {}) =>
  renderSitePage(listLayout(options.params ?? {}), pageOptions(options));

/** A fetch whose answers the test hands out one by one. */
function deferredFetch() {
  const pending: { url: string; resolve: (response: Response) => void; reject: (error: Error) => void }[] =
    [];
  const fetchMock = vi.fn(
    (url: string) =>
      new Promise<Response>((resolve, reject) => {
        pending.push({ url, resolve, reject });
      }),
  );
  vi.stubGlobal('fetch', fetchMock);
  /** The oldest waiting request, or the one at `index` among those waiting. */
  const next = (index = 0) => {
    const [request] = pending.splice(index, 1);
    if (!request) throw new Error('no request is waiting');
    return request;
  };
  return {
    fetchMock,
    /** Query parameters of the n-th request. */
    params: (index: number) => new URL(String(fetchMock.mock.calls[index]?.[0]), 'http://x').searchParams,
    answer: async (body: StoryPage, index = 0) => {
      await act(async () => next(index).resolve(new Response(JSON.stringify(body), { status: 200 })));
    },
    fail: async (status = 502) => {
      await act(async () =>
        next().resolve(new Response(JSON.stringify({ error: 'content source failed' }), { status })),
      );
    },
  };
}

const chip = (name: string) => screen.getByRole('button', { name });
const titles = () => screen.queryAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
const statusOf = (container: HTMLElement) =>
  container.querySelector('[data-load-status]')?.getAttribute('data-load-status');

let replace: Mock<NextRouter['replace']>;
beforeEach(() => {
  const router = stubRouter();
  router.pathname = '/site/[site]/[lang]/[[...path]]';
  router.asPath = '/nyheter';
  router.query = { site: 'carstoresesite', lang: 'sv-SE', path: ['nyheter'] };
  replace = vi.fn<NextRouter['replace']>(async () => true);
  router.replace = replace;
  routerRef.current = router;
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  window.history.replaceState(null, '', '/');
});

describe('StoriesList: first page', () => {
  it('renders the first page on the server with a show-all chip and one chip per tag', () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    const html = renderSitePageToString(listLayout({}), pageOptions({}));
    for (const text of [
      'Artikel 1',
      'Artikel 4',
      'Ingress 2',
      'Visa alla',
      'SUV',
      'Elbil',
      'Service',
      'Ladda fler',
    ])
      expect(html).toContain(text);
    expect(html).toContain('href="/nyheter/artikel-1"');
    expect(html).toContain('data-load-status="success"');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('marks show-all as selected when no tag is, and links read-more to each story', () => {
    renderList();
    expect(chip('Visa alla').getAttribute('aria-pressed')).toBe('true');
    expect(chip('SUV').getAttribute('aria-pressed')).toBe('false');
    const links = screen.getAllByRole('link', { name: 'Läs mer' });
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/nyheter/artikel-1',
      '/nyheter/artikel-2',
      '/nyheter/artikel-3',
      '/nyheter/artikel-4',
    ]);
    expect(links[0]?.getAttribute('aria-describedby')).toBe(screen.getByText('Artikel 1').id);
  });

  it('shows dates only when the index shows dates, in the market locale', () => {
    const { unmount } = renderList();
    expect(document.querySelector('time')).toBeNull();
    unmount();
    renderList({ data: listData({ showDates: true }) });
    expect(screen.getByText('9 oktober 2026').getAttribute('dateTime')).toBe('2026-10-09');
  });

  it('formats dates in the market locale: en-GB', () => {
    renderList({ data: listData({ showDates: true }), site: testSite({ locale: 'en-GB' }) });
    expect(screen.getByText('9 October 2026')).toBeTruthy();
  });

  it('uses blur placeholders the loader computed', () => {
    renderList({
      data: listData({ blurDataUrls: { '/-/media/stories/1.jpg': 'data:image/jpeg;base64,AAAA' } }),
    });
    const [first, second] = screen.getAllByRole('img');
    expect(first?.getAttribute('style')).toContain('data:image/jpeg;base64,AAAA');
    expect(second?.getAttribute('style') ?? '').not.toContain('data:image');
  });

  it('shows two columns by default and can highlight the first story', () => {
    const { unmount } = renderList();
    const cells = () => within(screen.getAllByRole('list')[0] as HTMLElement).getAllByRole('listitem');
    expect(cells().map((cell) => getComputedStyle(cell).gridColumn)).not.toContain('1 / -1');
    unmount();
    renderList({ params: { HighlightFirst: '1' } });
    // The first story spans the row, its title in the h2 look; the others keep the h3 look.
    const [first, second] = screen.getAllByRole('heading', { level: 2 });
    expect(getComputedStyle(cells()[0] as HTMLElement).gridColumn).toBe('1 / -1');
    expect(getComputedStyle(cells()[1] as HTMLElement).gridColumn).not.toBe('1 / -1');
    expect(first?.classList).toContain(typography.h2);
    expect(second?.classList).toContain(typography.h3);
  });

  it('shows the empty text when the index has no stories, and no load-more', () => {
    const { container } = renderList({ data: listData({ page: page([]) }) });
    expect(screen.getByRole('status').textContent).toBe('Inga artiklar hittades.');
    expect(statusOf(container)).toBe('empty');
    expect(screen.queryByRole('button', { name: 'Ladda fler' })).toBeNull();
  });

  it('takes the empty text from the dictionary', () => {
    renderSitePage(listLayout({}), {
      ...pageOptions({ data: listData({ page: page([]) }) }),
      dictionary: { storiesNoResults: 'No stories found.' },
    });
    expect(screen.getByRole('status').textContent).toBe('No stories found.');
  });
});

describe('StoriesList: tag chips', () => {
  it('toggles tags, refetches page 1 for the selection and puts it in the URL', async () => {
    const api = deferredFetch();
    const { container } = renderList();

    fireEvent.click(chip('SUV'));
    expect(chip('SUV').getAttribute('aria-pressed')).toBe('true');
    expect(chip('Visa alla').getAttribute('aria-pressed')).toBe('false');
    expect(statusOf(container)).toBe('pending');
    expect(screen.getByRole('progressbar', { name: 'Laddar artiklar' })).toBeTruthy();
    expect(container.querySelector('[aria-busy="true"]')).not.toBeNull();
    expect(Object.fromEntries(api.params(0))).toEqual({
      site: 'carstoresesite',
      language: 'sv-SE',
      indexPath: '/nyheter',
      limit: '4',
      tags: 'tag-suv',
    });
    expect(replace).toHaveBeenLastCalledWith(
      {
        pathname: '/site/[site]/[lang]/[[...path]]',
        query: { site: 'carstoresesite', lang: 'sv-SE', path: ['nyheter'], tags: 'tag-suv' },
      },
      '/nyheter?tags=tag-suv',
      { shallow: true, scroll: false },
    );
    await api.answer(page([story(7, { tags: ['tag-suv'] })]));
    expect(titles()).toEqual(['Artikel 7']);
    expect(statusOf(container)).toBe('success');
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(container.querySelector('[aria-busy="true"]')).toBeNull();

    // Multi-select: the selection keeps the order of the index's tags.
    fireEvent.click(chip('Service'));
    fireEvent.click(chip('Elbil'));
    expect(api.params(2).get('tags')).toBe('tag-suv,tag-electric,tag-service');
    expect(replace).toHaveBeenLastCalledWith(
      expect.anything(),
      '/nyheter?tags=tag-suv,tag-electric,tag-service',
      expect.anything(),
    );

    // A selected chip unselects its tag.
    fireEvent.click(chip('SUV'));
    expect(chip('SUV').getAttribute('aria-pressed')).toBe('false');
    expect(api.params(3).get('tags')).toBe('tag-electric,tag-service');
  });

  it('show-all clears the selection, the URL parameter, and the filter', async () => {
    const api = deferredFetch();
    renderList();
    fireEvent.click(chip('SUV'));
    fireEvent.click(chip('Elbil'));
    fireEvent.click(chip('Visa alla'));
    expect(chip('Visa alla').getAttribute('aria-pressed')).toBe('true');
    expect(tags.every((tag) => chip(tag.value).getAttribute('aria-pressed') === 'false')).toBe(true);
    expect(api.params(2).has('tags')).toBe(false);
    expect(replace).toHaveBeenLastCalledWith(
      {
        pathname: '/site/[site]/[lang]/[[...path]]',
        query: { site: 'carstoresesite', lang: 'sv-SE', path: ['nyheter'] },
      },
      '/nyheter',
      { shallow: true, scroll: false },
    );
    // Show-all when nothing is selected changes nothing.
    fireEvent.click(chip('Visa alla'));
    expect(api.fetchMock).toHaveBeenCalledTimes(3);
  });

  it('ignores the answer to a request that a newer selection replaced', async () => {
    const api = deferredFetch();
    renderList();
    fireEvent.click(chip('SUV'));
    fireEvent.click(chip('SUV'));
    await api.answer(page([story(1), story(2)]), 1);
    expect(titles()).toEqual(['Artikel 1', 'Artikel 2']);
    // The first request was aborted; its late answer is ignored.
    await api.answer(page([story(8)]));
    expect(titles()).toEqual(['Artikel 1', 'Artikel 2']);
  });

  it('shows the empty text when a selection has no stories', async () => {
    const api = deferredFetch();
    const { container } = renderList();
    fireEvent.click(chip('Service'));
    await api.answer(page([]));
    expect(screen.getByRole('status').textContent).toBe('Inga artiklar hittades.');
    expect(statusOf(container)).toBe('empty');
    expect(titles()).toEqual([]);
  });

  it('applies a selection from the URL after loading, ignoring unknown tags', async () => {
    window.history.replaceState(null, '', '/nyheter?tags=tag-electric,tag-gone');
    if (routerRef.current) routerRef.current.asPath = '/nyheter?tags=tag-electric,tag-gone';
    const html = renderSitePageToString(listLayout({}), pageOptions({}));
    // The static HTML is the unfiltered list: a page cannot know the visitor's query.
    expect(html).toMatch(/aria-pressed="true"[^>]*>(<[^>]+>)*Visa alla/);
    expect(html).not.toMatch(/aria-pressed="true"[^>]*>(<[^>]+>)*Elbil/);

    const api = deferredFetch();
    const { container } = renderList();
    expect(chip('Elbil').getAttribute('aria-pressed')).toBe('true');
    expect(statusOf(container)).toBe('pending');
    expect(api.params(0).get('tags')).toBe('tag-electric');
    expect(replace).not.toHaveBeenCalled();
    await api.answer(page([story(5, { tags: ['tag-electric'] })]));
    expect(titles()).toEqual(['Artikel 5']);
    expect(api.fetchMock).toHaveBeenCalledOnce();
  });
});

describe('StoriesList: load more', () => {
  it('appends the next page of 4 and stops when the server reports no more', async () => {
    const api = deferredFetch();
    const { container } = renderList();
    fireEvent.click(screen.getByRole('button', { name: 'Ladda fler' }));
    expect(Object.fromEntries(api.params(0))).toEqual({
      site: 'carstoresesite',
      language: 'sv-SE',
      indexPath: '/nyheter',
      limit: '4',
      cursor: 'cursor-1',
    });
    expect(screen.getByRole('progressbar', { name: 'Laddar artiklar' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Ladda fler' })).toBeNull();
    // The stories shown stay while more load.
    expect(statusOf(container)).toBe('success');
    await api.answer(page([story(5), story(6), story(7), story(8)], 'cursor-2'));
    expect(titles()).toHaveLength(8);
    // Focus goes to the first new story.
    expect(document.activeElement?.getAttribute('href')).toBe('/nyheter/artikel-5');

    fireEvent.click(screen.getByRole('button', { name: 'Ladda fler' }));
    expect(api.params(1).get('cursor')).toBe('cursor-2');
    await api.answer(page([story(9)]));
    expect(titles()).toHaveLength(9);
    expect(screen.queryByRole('button', { name: 'Ladda fler' })).toBeNull();
    expect(api.fetchMock).toHaveBeenCalledTimes(2);
  });

  it('continues the filtered list with the selection', async () => {
    const api = deferredFetch();
    renderList();
    fireEvent.click(chip('Elbil'));
    await api.answer(page([story(5), story(6), story(7), story(8)], 'cursor-e'));
    fireEvent.click(screen.getByRole('button', { name: 'Ladda fler' }));
    expect(api.params(1).get('tags')).toBe('tag-electric');
    expect(api.params(1).get('cursor')).toBe('cursor-e');
  });

  it('offers no load-more when the first page is all there is', () => {
    renderList({ data: listData({ page: page([story(1)]) }) });
    expect(screen.queryByRole('button', { name: 'Ladda fler' })).toBeNull();
  });
});

describe('StoriesList: failures', () => {
  it('logs a failed load, keeps the stories shown, shows the error text and retries', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const api = deferredFetch();
    renderList();
    fireEvent.click(screen.getByRole('button', { name: 'Ladda fler' }));
    await api.fail(502);
    expect(screen.getByRole('alert').textContent).toContain('Det gick inte att hämta fler artiklar.');
    expect(titles()).toHaveLength(4);
    expect(String(logged.mock.calls[0]?.[0])).toContain('/nyheter');
    expect(String(logged.mock.calls[0]?.[1])).toContain('502');

    fireEvent.click(within(screen.getByRole('alert')).getByRole('button', { name: 'Försök igen' }));
    expect(api.params(1).get('cursor')).toBe('cursor-1');
    expect(screen.queryByRole('alert')).toBeNull();
    await api.answer(page([story(5)]));
    expect(titles()).toHaveLength(5);
  });

  it('keeps the list when a new selection cannot be loaded, and retries that selection', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const api = deferredFetch();
    renderList();
    fireEvent.click(chip('SUV'));
    await api.fail(500);
    expect(screen.getByRole('alert')).toBeTruthy();
    expect(titles()).toEqual(['Artikel 1', 'Artikel 2', 'Artikel 3', 'Artikel 4']);
    fireEvent.click(screen.getByRole('button', { name: 'Försök igen' }));
    expect(api.params(1).get('tags')).toBe('tag-suv');
    await api.answer(page([story(6)]));
    await waitFor(() => expect(titles()).toEqual(['Artikel 6']));
  });

  it('treats an answer that is not a story page as a failure', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{"unexpected":true}', { status: 200 })),
    );
    renderList();
    fireEvent.click(screen.getByRole('button', { name: 'Ladda fler' }));
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(logged).toHaveBeenCalledOnce();
  });
});
