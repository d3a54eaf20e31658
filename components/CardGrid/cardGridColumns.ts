/** Spec 000 §9, card counts per breakpoint: one card per row up to 768px, three up to 1024px. */
export const ONE_CARD_UP_TO = 768;
export const THREE_CARDS_UP_TO = 1024;

const columns = (count: number) => ({ gridTemplateColumns: `repeat(${count}, minmax(0, 1fr))` });

/**
 * The grid's column rule as MUI `sx` media queries. Wider than 1024px the grid keeps three columns unless
 * the `Columns` rendering parameter is "4". The pixel limits are the spec's, not the theme's breakpoints.
 */
export function cardGridColumns(columnsParam: string | undefined) {
  return {
    ...columns(1),
    [`@media (min-width: ${ONE_CARD_UP_TO + 1}px)`]: columns(3),
    [`@media (min-width: ${THREE_CARDS_UP_TO + 1}px)`]: columns(columnsParam === '4' ? 4 : 3),
  };
}
