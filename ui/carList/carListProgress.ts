/**
 * What the car list says about how much it shows (spec 001 §9): totals capped at `10000+`, the load-more
 * control with its "x of y" progress, and the page cap (pages 0 to 19).
 */
import { formatWholeNumber } from '../format/formatWholeNumber';
import { CAR_LIST_MAX_PAGE, CAR_LIST_TOTAL_CAP, LOAD_MORE_MIN_TOTAL } from './carListConstants';

/** The total as shown: in the locale's digits, `10000+` from the cap on. */
export function formatCarListTotal(total: number, locale: string): string {
  return total >= CAR_LIST_TOTAL_CAP ? `${CAR_LIST_TOTAL_CAP}+` : formatWholeNumber(total, locale);
}

/** A list can show pages 0 to 19; a URL asking for a later page gets the error text. */
export function isPageAllowed(page: number): boolean {
  return page >= 0 && page <= CAR_LIST_MAX_PAGE;
}

export interface LoadMoreControl {
  /** The progress bar (and button) are shown: hidden only when every car is shown and there are fewer than 12. */
  visible: boolean;
  /** The button is offered: more cars remain and the page cap is not reached. */
  canLoadMore: boolean;
}

export function loadMoreControl(shown: number, total: number, page: number): LoadMoreControl {
  const allShown = shown >= total;
  return {
    visible: !(allShown && total < LOAD_MORE_MIN_TOTAL),
    canLoadMore: !allShown && page < CAR_LIST_MAX_PAGE,
  };
}
