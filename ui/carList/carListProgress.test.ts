import { describe, expect, it } from 'vitest';
import { formatCarListTotal, isPageAllowed, loadMoreControl } from './carListProgress';

describe('car list progress', () => {
  it('caps the total shown at 10000+', () => {
    expect(formatCarListTotal(9999, 'en-GB')).toBe('9,999');
    expect(formatCarListTotal(10_000, 'sv-SE')).toBe('10000+');
    expect(formatCarListTotal(48_211, 'sv-SE')).toBe('10000+');
  });

  it('allows pages 0 to 19 only', () => {
    expect(isPageAllowed(0)).toBe(true);
    expect(isPageAllowed(19)).toBe(true);
    expect(isPageAllowed(20)).toBe(false);
  });

  it('hides load more when every car is shown and there are fewer than 12', () => {
    expect(loadMoreControl(11, 11, 0)).toEqual({ visible: false, canLoadMore: false });
    expect(loadMoreControl(0, 0, 0)).toEqual({ visible: false, canLoadMore: false });
    expect(loadMoreControl(12, 12, 0)).toEqual({ visible: true, canLoadMore: false });
    expect(loadMoreControl(48, 100, 0)).toEqual({ visible: true, canLoadMore: true });
  });

  it('offers no more than page 19', () => {
    expect(loadMoreControl(960, 5000, 19)).toEqual({ visible: true, canLoadMore: false });
    expect(loadMoreControl(912, 5000, 18)).toEqual({ visible: true, canLoadMore: true });
  });
});
