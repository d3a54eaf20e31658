import { describe, expect, it, vi } from 'vitest';

/** A fresh copy of the module, as each Next.js bundle has its own. */
async function bundleCopy() {
  vi.resetModules();
  return import('./onePerProcess');
}

describe('onePerProcess', () => {
  it('gives every copy of the module the value the first one created', async () => {
    const create = vi.fn(() => ({ engine: 'built once' }));
    const pages = await bundleCopy();
    const api = await bundleCopy();
    expect(pages.onePerProcess).not.toBe(api.onePerProcess);
    const value = pages.onePerProcess('test: shared value', create);
    expect(api.onePerProcess('test: shared value', create)).toBe(value);
    expect(create).toHaveBeenCalledTimes(1);
  });

  it('keeps values of different names apart', async () => {
    const { onePerProcess } = await bundleCopy();
    expect(onePerProcess('test: one', () => 1)).toBe(1);
    expect(onePerProcess('test: two', () => 2)).toBe(2);
  });
});
