// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { KIT_CONTEXT_STORAGE_KEY, useKitContext } from './kitContext';

afterEach(() => {
  sessionStorage.clear();
  window.history.replaceState(null, '', '/');
});

/** A page load: a fresh store (the default store lives as long as the page) at this URL. */
function load(url: string) {
  window.history.replaceState(null, '', url);
  const store = createStore();
  const wrapper = ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>;
  return renderHook(() => useKitContext(), { wrapper });
}

describe('useKitContext', () => {
  it('reads the URL after hydration, stores it and preselects its packageIds once', () => {
    const first = load('/tillbehor?dealer=D12&packageIds=1,2');
    expect(first.result.current.context).toEqual({ dealer: 'D12', packageIds: ['1', '2'] });
    expect(first.result.current.preselectIds).toEqual(['1', '2']);
    expect(JSON.parse(sessionStorage.getItem(KIT_CONTEXT_STORAGE_KEY) ?? '{}')).toEqual({
      dealer: 'D12',
      packageIds: ['1', '2'],
    });
    act(() => first.result.current.preselectionDone());
    expect(first.result.current.preselectIds).toEqual([]);
    first.unmount();

    // A reload of the same URL does not put back kits the visitor removed since.
    const reload = load('/tillbehor?dealer=D12&packageIds=1,2');
    expect(reload.result.current.preselectIds).toEqual([]);
    expect(reload.result.current.context.dealer).toBe('D12');
  });

  it('keeps the stored context on a load without one, and a new one replaces it', () => {
    sessionStorage.setItem(KIT_CONTEXT_STORAGE_KEY, JSON.stringify({ user: 'anna', packageIds: ['9'] }));
    const plain = load('/tillbehor?q=takbox');
    expect(plain.result.current.context).toEqual({ user: 'anna', packageIds: ['9'] });
    expect(plain.result.current.preselectIds).toEqual([]);
    plain.unmount();

    const next = load('/tillbehor?unit=U1&packageIds=9');
    expect(next.result.current.context).toEqual({ unit: 'U1', packageIds: ['9'] });
    expect(next.result.current.preselectIds).toEqual(['9']);
  });
});
