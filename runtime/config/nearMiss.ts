/**
 * "Did you mean …?" for a name a site manager typed that the project does not know (a component name, a
 * property such as a feature flag, a dictionary key): the known name within two edits (a letter left out,
 * added, changed, or two neighbours swapped), the closest one first.
 */

export const NEAR_MISS_DISTANCE = 2;

/**
 * Edits between `a` and `b` (optimal string alignment: insert, delete, substitute, swap neighbours), or
 * `limit + 1` as soon as it must be more than `limit`.
 */
export function editDistance(a: string, b: string, limit: number = NEAR_MISS_DISTANCE): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let beforePrevious: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    let rowBest = i;
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let distance = Math.min(
        (previous[j] ?? 0) + 1,
        (current[j - 1] ?? 0) + 1,
        (previous[j - 1] ?? 0) + cost,
      );
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        distance = Math.min(distance, (beforePrevious[j - 2] ?? 0) + 1);
      current.push(distance);
      rowBest = Math.min(rowBest, distance);
    }
    if (rowBest > limit) return limit + 1;
    beforePrevious = previous;
    previous = current;
  }
  return Math.min(previous[b.length] ?? 0, limit + 1);
}

/** The known name closest to `name` within two edits (the first listed among equals), if any. */
export function nearestName(name: string, known: Iterable<string>): string | undefined {
  let best: string | undefined;
  let bestDistance = NEAR_MISS_DISTANCE + 1;
  for (const candidate of known) {
    if (candidate === name) continue;
    const distance = editDistance(name, candidate, Math.min(NEAR_MISS_DISTANCE, bestDistance - 1));
    if (distance < bestDistance) {
      best = candidate;
      bestDistance = distance;
    }
  }
  return best;
}

/** ` (did you mean "x"?)`, or '' when no known name is near. */
export function didYouMean(name: string, known: Iterable<string>): string {
  const nearest = nearestName(name, known);
  return nearest === undefined ? '' : ` (did you mean "${nearest}"?)`;
}
