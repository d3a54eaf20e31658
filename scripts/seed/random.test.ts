import { describe, expect, it } from 'vitest';
import { createRandom, hashSeed, numericPrefix } from './random';

describe('createRandom', () => {
  it('repeats the same sequence for the same seed and differs for another', () => {
    const draw = (seed: string) => Array.from({ length: 5 }, createRandom(seed).next);
    expect(draw('carstore_se_vehicles')).toEqual(draw('carstore_se_vehicles'));
    expect(draw('carstore_se_vehicles')).not.toEqual(draw('carstore_no_vehicles'));
  });

  it('keeps ints within their inclusive bounds and reaches both ends', () => {
    const random = createRandom(7);
    const values = new Set(Array.from({ length: 500 }, () => random.int(3, 6)));
    expect([...values].sort()).toEqual([3, 4, 5, 6]);
  });

  it('picks by weight', () => {
    const random = createRandom(11);
    const picks = Array.from({ length: 4000 }, () =>
      random.weighted([
        ['rare', 1],
        ['common', 9],
      ] as const),
    );
    const rare = picks.filter((pick) => pick === 'rare').length / picks.length;
    expect(rare).toBeGreaterThan(0.07);
    expect(rare).toBeLessThan(0.13);
  });

  it('samples distinct items, never more than there are', () => {
    const random = createRandom(3);
    const sample = random.sample(['a', 'b', 'c', 'd', 'e'], 3);
    expect(new Set(sample).size).toBe(3);
    expect(random.sample(['a', 'b'], 5).sort()).toEqual(['a', 'b']);
  });
});

describe('hashSeed and numericPrefix', () => {
  it('give stable numbers for a name', () => {
    expect(hashSeed('hedin_uk_vehicles')).toBe(hashSeed('hedin_uk_vehicles'));
    expect(numericPrefix('hedin_uk_vehicles')).toMatch(/^[1-9][0-9]{3}$/);
  });
});
