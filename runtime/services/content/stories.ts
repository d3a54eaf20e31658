/**
 * Rules both content sources apply to stories (spec 000 §7 "Stories list", "Story extras"), so `local` and
 * `edge` answer the same queries the same way.
 */
import type { StoryTag } from './contract';

/** A `cursor` the source never issued (tampered with or truncated): the caller's fault, not the source's. */
export class InvalidCursorError extends Error {
  constructor(cursor: string) {
    super(`Invalid stories cursor "${cursor}"`);
    this.name = 'InvalidCursorError';
  }
}

/** A page of no stories would return a cursor that pages nowhere. */
export function checkStoryLimit(limit: number): void {
  if (!Number.isInteger(limit) || limit < 1)
    throw new RangeError(`Stories limit must be a whole number of at least 1, not ${limit}`);
}

/** The tag ids of a story's `tags` field, which holds them joined by `|`. */
export function splitTagIds(value: string | number | null | undefined): string[] {
  return String(value ?? '')
    .split('|')
    .map((id) => id.trim())
    .filter((id) => id !== '');
}

/** The story's tags that the index offers, in the story's order; ids the index does not know are dropped. */
export function resolveStoryTags(tagIds: readonly string[], indexTags: readonly StoryTag[]): StoryTag[] {
  return tagIds.flatMap((id) => indexTags.filter((tag) => tag.id === id));
}
