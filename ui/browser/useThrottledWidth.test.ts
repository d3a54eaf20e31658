// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { createElement } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RESIZE_SETTLE_MS, RESIZE_THROTTLE_MS, useThrottledWidth } from './useThrottledWidth';

function setWidth(width: number) {
  Object.defineProperty(window, 'innerWidth', { configurable: true, writable: true, value: width });
}

function resizeTo(width: number) {
  setWidth(width);
  window.dispatchEvent(new Event('resize'));
}

const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

/** Renders the hook and records each width it returns with the (fake) time it was returned at. */
function renderWidth() {
  const seen: { at: number; width: number }[] = [];
  const hook = renderHook(() => {
    const width = useThrottledWidth();
    seen.push({ at: Date.now(), width });
    return width;
  });
  return { ...hook, seen };
}

beforeEach(() => {
  vi.useFakeTimers();
  setWidth(1024);
});

afterEach(() => {
  vi.useRealTimers();
});

describe('useThrottledWidth', () => {
  it('is 0 on the server, the window width once mounted', () => {
    function Probe() {
      return String(useThrottledWidth());
    }
    expect(renderToString(createElement(Probe))).toBe('0');
    const { result } = renderWidth();
    expect(result.current).toBe(1024);
  });

  it('follows the first resize at once', () => {
    const { result } = renderWidth();
    advance(100);
    act(() => resizeTo(800));
    expect(result.current).toBe(800);
  });

  it('updates at most every 50ms during a burst, then once more 250ms after the last event', () => {
    const { result, seen } = renderWidth();
    advance(100);
    const start = Date.now();
    // A drag resize: a new width every 10ms for 300ms.
    for (let step = 1; step <= 30; step++) {
      act(() => resizeTo(1024 - step * 10));
      advance(10);
    }
    const burst = seen.filter((render) => render.at >= start).map((render) => render.at);
    expect(burst.length).toBeGreaterThanOrEqual(300 / RESIZE_THROTTLE_MS);
    for (let i = 1; i < burst.length; i++) {
      expect(burst[i]! - burst[i - 1]!).toBeGreaterThanOrEqual(RESIZE_THROTTLE_MS);
    }
    expect(result.current).toBe(724);

    // The last event was 10ms ago. The browser settles on another width without an event.
    setWidth(731);
    advance(RESIZE_SETTLE_MS - 10 - 1);
    expect(result.current).toBe(724);
    advance(1);
    expect(result.current).toBe(731);
  });

  it('stops listening when unmounted', () => {
    const { seen, unmount } = renderWidth();
    const rendersBefore = seen.length;
    unmount();
    act(() => resizeTo(500));
    advance(RESIZE_SETTLE_MS * 2);
    expect(seen.length).toBe(rendersBefore);
    expect(vi.getTimerCount()).toBe(0);
  });
});
