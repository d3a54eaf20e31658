/**
 * The arithmetic of the similar cars panel (spec 001 §9: 330 per card, default offset -80, drag threshold
 * 30 percent, click threshold 5 px), kept pure so that every rule is tested without a layout engine. An
 * offset is how far the track of cards is moved sideways in CSS pixels: 0 shows the first card from the
 * panel's left edge, negative values move the track left. The track rests between two ends: the first card
 * wholly in view (0) and the last card's right edge at the panel's right edge.
 */

/** One card and the gap after it. */
export const SIMILAR_CAR_STEP_PX = 330;
export const SIMILAR_CAR_GAP_PX = 16;
export const SIMILAR_CAR_WIDTH_PX = SIMILAR_CAR_STEP_PX - SIMILAR_CAR_GAP_PX;
/** Where the track rests at first: the first card tucked 80 px under the left edge, a sign it moves. */
export const SIMILAR_CARS_DEFAULT_OFFSET_PX = -80;
/** A release after dragging more than this share of a card moves the track one card. */
export const SIMILAR_CARS_DRAG_THRESHOLD = 0.3;
/** A pointer that moved less than this far is a click on the card under it, not a drag. */
export const SIMILAR_CARS_CLICK_THRESHOLD_PX = 5;

/** The lowest offset: the last of `count` cards ends at the right edge of a panel `viewWidth` wide. */
export function panelEnd(count: number, viewWidth: number): number {
  const trackWidth = count * SIMILAR_CAR_STEP_PX - SIMILAR_CAR_GAP_PX;
  return Math.min(0, viewWidth - trackWidth);
}

/** An offset kept between the ends (a plain 0 at the start, never -0). */
export function clampOffset(offset: number, end: number): number {
  const clamped = Math.min(0, Math.max(end, offset));
  return clamped === 0 ? 0 : clamped;
}

/** The offset the panel shows first (0 when every card fits). */
export function initialOffset(end: number): number {
  return clampOffset(SIMILAR_CARS_DEFAULT_OFFSET_PX, end);
}

/** One card on (1, the track moves left) or back (-1) from a resting offset. */
export function steppedOffset(rest: number, direction: 1 | -1, end: number): number {
  return clampOffset(rest - direction * SIMILAR_CAR_STEP_PX, end);
}

/** Where the track is while the pointer has moved `dx` from where the drag began. */
export function draggedOffset(rest: number, dx: number, end: number): number {
  return clampOffset(rest + dx, end);
}

/** Where the track rests after a drag of `dx` is released: one card on past the threshold, else back. */
export function releasedOffset(rest: number, dx: number, end: number): number {
  if (Math.abs(dx) <= SIMILAR_CAR_STEP_PX * SIMILAR_CARS_DRAG_THRESHOLD) return clampOffset(rest, end);
  return steppedOffset(rest, dx < 0 ? 1 : -1, end);
}

/** Whether a pointer that moved (`dx`, `dy`) between press and release is a click. */
export function isClick(dx: number, dy: number): boolean {
  return Math.hypot(dx, dy) < SIMILAR_CARS_CLICK_THRESHOLD_PX;
}

/**
 * The nearest offset at which card `index` is wholly in a panel `viewWidth` wide (the resting offset when
 * it already is): a card that receives keyboard focus is brought into view.
 */
export function offsetShowing(rest: number, index: number, viewWidth: number, end: number): number {
  const left = index * SIMILAR_CAR_STEP_PX;
  const right = left + SIMILAR_CAR_WIDTH_PX;
  if (rest + left < 0) return clampOffset(-left, end);
  if (rest + right > viewWidth) return clampOffset(viewWidth - right, end);
  return clampOffset(rest, end);
}
