/**
 * The seeded random source of the demo stock. Every generator draws from one of these so the same seed
 * always yields the same records (no Math.random anywhere in the demo stock).
 */
import { stableHash as hashSeed } from '../../runtime/services/embedded/stableHash';

export interface Random {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [min, max], both inclusive. */
  int(min: number, max: number): number;
  /** A float in [min, max). */
  float(min: number, max: number): number;
  /** True with the given probability. */
  chance(probability: number): boolean;
  pick<T>(items: readonly T[]): T;
  /** One item, each as likely as its weight. */
  weighted<T>(entries: readonly (readonly [T, number])[]): T;
  /** `count` distinct items in a random order (all of them when there are fewer). */
  sample<T>(items: readonly T[], count: number): T[];
  /** A random string of characters from `alphabet`. */
  chars(alphabet: string, length: number): string;
  /** Digits, e.g. for phone numbers and part numbers. */
  digits(length: number): string;
}

/** FNV-1a, as the embedded services' demo data use it: turns a name (an index name, a market) into a 32-bit seed. */
export { hashSeed };

/** A stable four-digit number for a name: the market part of the ids of an index's records. */
export function numericPrefix(name: string): string {
  return String(1000 + (hashSeed(name) % 9000));
}

/** mulberry32: tiny, fast and good enough for demo data. */
function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = Math.imul(state ^ (state >>> 15), 1 | state);
    value = (value + Math.imul(value ^ (value >>> 7), 61 | value)) ^ value;
    return ((value ^ (value >>> 14)) >>> 0) / 4294967296;
  };
}

export function createRandom(seed: number | string): Random {
  const next = mulberry32(typeof seed === 'string' ? hashSeed(seed) : seed);
  const int = (min: number, max: number): number => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => {
    if (items.length === 0) throw new Error('pick from an empty list');
    return items[Math.floor(next() * items.length)] as T;
  };
  return {
    next,
    int,
    float: (min, max) => min + next() * (max - min),
    chance: (probability) => next() < probability,
    pick,
    weighted<T>(entries: readonly (readonly [T, number])[]): T {
      const total = entries.reduce((sum, [, weight]) => sum + weight, 0);
      let remaining = next() * total;
      for (const [item, weight] of entries) {
        remaining -= weight;
        if (remaining < 0) return item;
      }
      const last = entries.at(-1);
      if (!last) throw new Error('weighted pick from an empty list');
      return last[0];
    },
    sample<T>(items: readonly T[], count: number): T[] {
      const pool = [...items];
      const size = Math.min(Math.max(0, count), pool.length);
      for (let index = 0; index < size; index += 1) {
        const other = index + Math.floor(next() * (pool.length - index));
        [pool[index], pool[other]] = [pool[other] as T, pool[index] as T];
      }
      return pool.slice(0, size);
    },
    chars: (alphabet, length) =>
      Array.from({ length }, () => alphabet.charAt(Math.floor(next() * alphabet.length))).join(''),
    digits: (length) => Array.from({ length }, () => String(int(0, 9))).join(''),
  };
}
