/**
 * A bar fixed to the bottom of the viewport (the compare bar) sets its height in this CSS variable on
 * `<body>` while shown; other fixed elements (scroll-to-top) add it to their offset so nothing overlaps.
 */
export const BOTTOM_BAR_HEIGHT_VARIABLE = '--bottom-bar-height';

/** `calc(<offset>px + <bar height>)`: an offset from the bottom that clears a fixed bottom bar. */
export function aboveBottomBar(offsetPx: number): string {
  return `calc(${offsetPx}px + var(${BOTTOM_BAR_HEIGHT_VARIABLE}, 0px))`;
}
