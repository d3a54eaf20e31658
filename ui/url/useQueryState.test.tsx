// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import type { NextRouter } from 'next/router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubRouter } from '../../tests/render/renderSitePage';
import { type QueryStateOptions, useQueryState } from './useQueryState';

const routerRef = vi.hoisted(() => ({ current: undefined as NextRouter | undefined }));
vi.mock('next/router', async (importOriginal) => ({
  ...(await importOriginal<Record<string, unknown>>()),
  useRouter: () => routerRef.current,
}));

/** A colour in `?colour=…`: red unless the URL names blue or green. */
type Colour = 'red' | 'blue' | 'green';
const parse = (url: string): Colour => {
  const colour = new URLSearchParams(url.split('?')[1] ?? '').get('colour');
  return colour === 'blue' || colour === 'green' ? colour : 'red';
};
const options: QueryStateOptions<Colour> = {
  initial: () => 'red',
  parse,
  serialize: (colour) => (colour === 'red' ? '' : `colour=${colour}`),
  href: (colour, current) => ({
    query: { ...current.query, colour },
    as: colour === 'red' ? '/paint' : `/paint?colour=${colour}`,
  }),
};

let router: NextRouter;
beforeEach(() => {
  router = stubRouter();
  router.pathname = '/site/[site]/[[...path]]';
  router.query = { site: 'a', path: ['paint'] };
  router.asPath = '/paint';
  routerRef.current = router;
});
afterEach(() => {
  vi.restoreAllMocks();
  window.history.replaceState(null, '', '/');
});

describe('useQueryState', () => {
  it('reads the URL after hydration and puts changes in it by shallow routes', () => {
    router.asPath = '/paint?colour=green';
    const { result } = renderHook(() => useQueryState(options));
    expect(result.current.state).toBe('green');
    expect(result.current.hydrated).toBe(true);
    act(() => result.current.navigate('blue', 'push'));
    expect(result.current.state).toBe('blue');
    expect(router.push).toHaveBeenCalledWith(
      { pathname: '/site/[site]/[[...path]]', query: { site: 'a', path: ['paint'], colour: 'blue' } },
      '/paint?colour=blue',
      { shallow: true, scroll: false },
    );
  });

  it('does not go back to its own earlier change when the router reaches it late', () => {
    const { result, rerender } = renderHook(() => useQueryState(options));
    act(() => result.current.navigate('blue', 'push'));
    act(() => result.current.navigate('green', 'push'));
    router.asPath = '/paint?colour=blue';
    rerender();
    expect(result.current.state).toBe('green');
    router.asPath = '/paint?colour=green';
    rerender();
    expect(result.current.state).toBe('green');
  });

  it('keeps a change made before the router is ready and puts it in the URL once it is', () => {
    router.isReady = false;
    router.asPath = '/paint?colour=green';
    const { result, rerender } = renderHook(() => useQueryState(options));
    expect(result.current.hydrated).toBe(false);
    act(() => result.current.navigate('blue', 'push'));
    expect(result.current.state).toBe('blue');
    expect(router.push).not.toHaveBeenCalled();
    // Next.js completes the route to the URL the page opened with: the visitor's change stands.
    router.isReady = true;
    rerender();
    expect(result.current.state).toBe('blue');
    expect(router.push).toHaveBeenCalledWith(
      { pathname: '/site/[site]/[[...path]]', query: { site: 'a', path: ['paint'], colour: 'blue' } },
      '/paint?colour=blue',
      { shallow: true, scroll: false },
    );
    router.asPath = '/paint?colour=blue';
    rerender();
    expect(result.current.state).toBe('blue');
  });

  it('follows back and forward, even to a URL it pushed itself', () => {
    const { result, rerender } = renderHook(() => useQueryState(options));
    act(() => result.current.navigate('blue', 'push'));
    act(() => window.dispatchEvent(new PopStateEvent('popstate')));
    rerender();
    expect(result.current.state).toBe('red');
    router.asPath = '/paint?colour=blue';
    act(() => window.dispatchEvent(new PopStateEvent('popstate')));
    rerender();
    expect(result.current.state).toBe('blue');
  });

  it('logs a route change that fails', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.mocked(router.replace).mockRejectedValueOnce(new Error('cancelled'));
    const { result } = renderHook(() => useQueryState(options));
    await act(async () => result.current.navigate('green', 'replace'));
    expect(log).toHaveBeenCalledWith(
      '/paint?colour=green could not be put in the address bar:',
      expect.any(Error),
    );
  });
});
