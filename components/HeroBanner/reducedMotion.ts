/** Whether the visitor asked the system for less motion (no autoplay, no smooth scrolling). */
export function prefersReducedMotion(): boolean {
  return window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}
