/**
 * A map that holds at most `maxEntries` entries and forgets the least recently used one to make room:
 * the bound of every cache the server fills from what requests ask for, so that no sequence of requests
 * can make it hold more (docs/ARCHITECTURE.md, "Memory bounds"). A JavaScript Map iterates in insertion
 * order, so moving an entry to the end whenever it is used leaves the least recently used one first.
 * An entry whose value is `undefined` reads as absent. Browser-safe.
 */
export class LruMap<K, V> {
  private readonly entries = new Map<K, V>();

  constructor(readonly maxEntries: number) {
    if (!Number.isInteger(maxEntries) || maxEntries < 1)
      throw new RangeError(`An LruMap holds at least one entry, not ${maxEntries}`);
  }

  get size(): number {
    return this.entries.size;
  }

  /** The value of `key`, which becomes the most recently used; undefined when absent. */
  get(key: K): V | undefined {
    const value = this.entries.get(key);
    if (value !== undefined) {
      this.entries.delete(key);
      this.entries.set(key, value);
    }
    return value;
  }

  /** Stores `value` as the most recently used, forgetting the least recently used entry when full. */
  set(key: K, value: V): void {
    this.entries.delete(key);
    this.entries.set(key, value);
    for (const oldest of this.entries.keys()) {
      if (this.entries.size <= this.maxEntries) break;
      this.entries.delete(oldest);
    }
  }

  delete(key: K): boolean {
    return this.entries.delete(key);
  }
}
