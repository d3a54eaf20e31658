// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useStoredState } from './useStoredState';

describe('useStoredState', () => {
  it('starts from the stored value, or the empty one while nothing is stored', () => {
    expect(renderHook(() => useStoredState('ABC123', '')).result.current[0]).toBe('ABC123');
    expect(renderHook(() => useStoredState<string>(null, '')).result.current[0]).toBe('');
  });

  it('keeps what the visitor types until the stored value changes, then adopts it', () => {
    const { result, rerender } = renderHook(({ stored }) => useStoredState(stored, ''), {
      initialProps: { stored: null as string | null },
    });
    act(() => result.current[1]('KLM'));
    rerender({ stored: null });
    expect(result.current[0]).toBe('KLM');
    // The stored booking read after mounting.
    rerender({ stored: 'ABC123' });
    expect(result.current[0]).toBe('ABC123');
    act(() => result.current[1]('ABC12'));
    rerender({ stored: 'ABC123' });
    expect(result.current[0]).toBe('ABC12');
  });

  it('leaves the copy as it is when the stored value is cleared', () => {
    const { result, rerender } = renderHook(({ stored }) => useStoredState(stored, ''), {
      initialProps: { stored: 'ABC123' as string | null },
    });
    rerender({ stored: null });
    expect(result.current[0]).toBe('ABC123');
  });
});
