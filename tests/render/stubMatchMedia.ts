/** jsdom has no `matchMedia`: component tests decide which media queries match. */
export function stubMatchMedia(matching: (query: string) => boolean): void {
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    writable: true,
    value: (query: string) => ({
      matches: matching(query),
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    }),
  });
}

/** Whether the visitor prefers reduced motion (the only query that matches). */
export function stubReducedMotion(reduce: boolean): void {
  stubMatchMedia((query) => reduce && query === '(prefers-reduced-motion: reduce)');
}
