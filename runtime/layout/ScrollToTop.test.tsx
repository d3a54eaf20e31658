// @vitest-environment jsdom
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { layoutWith, renderSitePage } from '../../tests/render/renderSitePage';
import { SCROLL_TO_TOP_THRESHOLD } from './ScrollToTop';

function scrollTo(y: number) {
  Object.defineProperty(window, 'scrollY', { configurable: true, value: y });
  act(() => {
    window.dispatchEvent(new Event('scroll'));
  });
}

function prefersReducedMotion(reduce: boolean) {
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({
      matches: reduce && query === '(prefers-reduced-motion: reduce)',
      media: query,
    })),
  );
}

const button = () => screen.queryByRole('button', { name: 'Till toppen' });

/** The layout loads the button's code on demand (next/dynamic, browser only): let that finish first. */
async function renderLayout(...args: Parameters<typeof renderSitePage>) {
  renderSitePage(...args);
  await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
}

beforeEach(() => {
  Object.defineProperty(window, 'scrollY', { configurable: true, value: 0 });
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('ScrollToTop', () => {
  it('appears once the page is scrolled 528px, and goes again above that', async () => {
    expect(SCROLL_TO_TOP_THRESHOLD).toBe(528);
    await renderLayout(layoutWith([]));
    expect(button()).toBeNull();
    scrollTo(527);
    expect(button()).toBeNull();
    scrollTo(528);
    expect(button()).not.toBeNull();
    scrollTo(100);
    expect(button()).toBeNull();
  });

  it('shows at once on a page that opens scrolled down', async () => {
    Object.defineProperty(window, 'scrollY', { configurable: true, value: 900 });
    await renderLayout(layoutWith([]));
    expect(button()).not.toBeNull();
  });

  it('scrolls smoothly to the top, or instantly when the visitor prefers reduced motion', async () => {
    const scrolled = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    prefersReducedMotion(false);
    await renderLayout(layoutWith([]));
    scrollTo(1200);
    fireEvent.click(button()!);
    expect(scrolled).toHaveBeenLastCalledWith({ top: 0, behavior: 'smooth' });
    prefersReducedMotion(true);
    fireEvent.click(button()!);
    expect(scrolled).toHaveBeenLastCalledWith({ top: 0, behavior: 'instant' });
  });

  it('takes its name from the market dictionary', async () => {
    await renderLayout(layoutWith([]), { dictionary: { scrollToTop: 'Back to top' } });
    scrollTo(600);
    expect(screen.getByRole('button', { name: 'Back to top' })).toBeTruthy();
  });

  it('is not shown in the page editor', async () => {
    await renderLayout(layoutWith([], { pageEditing: true }));
    scrollTo(2000);
    expect(button()).toBeNull();
  });
});
