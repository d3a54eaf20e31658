/**
 * Where the eye and the focus go as a list changes: a new search (keyphrase, filter, sort) scrolls the
 * results into view when their top is out of sight, and after load more the focus moves to the first new
 * record's control (`focusSelector` inside its grid item), where reading continues.
 */
import { type RefObject, useEffect } from 'react';

export function useResultsFocus(
  list: { searchChanges: number; appendedFrom: number | undefined },
  results: RefObject<HTMLElement | null>,
  grid: RefObject<HTMLElement | null>,
  focusSelector: string,
) {
  const { searchChanges, appendedFrom } = list;

  useEffect(() => {
    const element = results.current;
    if (searchChanges === 0 || !element) return;
    const { top } = element.getBoundingClientRect();
    if (top >= 0 && top <= window.innerHeight) return;
    const reduceMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    element.scrollIntoView({ behavior: reduceMotion ? 'auto' : 'smooth', block: 'start' });
  }, [searchChanges, results]);

  useEffect(() => {
    if (appendedFrom === undefined) return;
    grid.current?.children.item(appendedFrom)?.querySelector<HTMLElement>(focusSelector)?.focus();
  }, [appendedFrom, grid, focusSelector]);
}
