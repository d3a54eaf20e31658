/**
 * A bar fixed to the bottom of the viewport (the compare bar) sets its height in this CSS variable on
 * `<body>` while shown; other fixed elements add it to their offset so nothing overlaps (the
 * scroll-to-top button: `.scrollToTop` in frame.module.css, which names the variable literally).
 */
export const BOTTOM_BAR_HEIGHT_VARIABLE = '--bottom-bar-height';
