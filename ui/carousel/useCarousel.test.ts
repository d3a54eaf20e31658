// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useCarousel } from './useCarousel';

describe('useCarousel', () => {
  it('starts at the first position and steps round the ring both ways', () => {
    const { result } = renderHook(() => useCarousel(3));
    expect(result.current.current).toBe(0);
    act(() => result.current.step(-1));
    expect(result.current.current).toBe(2);
    act(() => result.current.step(1));
    expect(result.current.current).toBe(0);
    act(() => result.current.goTo(1));
    act(() => result.current.step(1));
    expect(result.current.current).toBe(2);
  });

  it('keeps the position within range when there come to be fewer, and steps on from there', () => {
    const { result, rerender } = renderHook(({ positions }) => useCarousel(positions), {
      initialProps: { positions: 4 },
    });
    act(() => result.current.goTo(3));
    rerender({ positions: 2 });
    expect(result.current.current).toBe(1);
    act(() => result.current.step(1));
    expect(result.current.current).toBe(0);
  });

  it('counts the shown position and its neighbours going round as near', () => {
    const { result } = renderHook(() => useCarousel(5));
    expect([0, 1, 2, 3, 4].map((position) => result.current.isNear(position))).toEqual([
      true,
      true,
      false,
      false,
      true,
    ]);
  });
});
