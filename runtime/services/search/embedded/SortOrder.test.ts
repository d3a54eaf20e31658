import { describe, expect, it } from 'vitest';
import { createRandom } from '../../../../scripts/seed/random';
import { SortOrder } from './SortOrder';

describe('SortOrder', () => {
  const values = [30, 'b', 10, undefined, 30, 'a', 20, null, 10, { price: 5 }];
  const order = new SortOrder(values);
  const every = Int32Array.from(values, (_, position) => position);

  it('orders numbers, then texts, equal values by position, records without a value last', () => {
    expect([...order.first(every, 10, 'asc')]).toEqual([2, 8, 6, 0, 4, 5, 1, 3, 7, 9]);
    expect([...order.first(every, 10, 'desc')]).toEqual([1, 5, 0, 4, 6, 2, 8, 3, 7, 9]);
  });

  it('returns only the first `count` of the given positions', () => {
    expect([...order.first(Int32Array.of(9, 4, 1, 2), 2, 'asc')]).toEqual([2, 4]);
    expect([...order.first(Int32Array.of(9, 4), 5, 'desc')]).toEqual([4, 9]);
    expect(order.first(every, 0, 'asc')).toHaveLength(0);
  });

  it('equals a full stable sort on many random hits, keeping only the page’s records instead of sorting them all', () => {
    const random = createRandom(11);
    const prices = Array.from({ length: 20_000 }, () =>
      random.chance(0.05) ? undefined : random.int(0, 400) * 500,
    );
    const priceOrder = new SortOrder(prices);
    const hits = Int32Array.from(random.sample([...prices.keys()], 12_000));
    for (const direction of ['asc', 'desc'] as const) {
      const sign = direction === 'asc' ? 1 : -1;
      const expected = [...hits].sort((a, b) => {
        const [x, y] = [prices[a], prices[b]];
        if (x === undefined || y === undefined)
          return Number(x === undefined) - Number(y === undefined) || a - b;
        return sign * (x - y) || a - b;
      });
      for (const count of [1, 48, 5000, 12_000]) {
        expect([...priceOrder.first(hits, count, direction)]).toEqual(expected.slice(0, count));
      }
    }
  });
});
