/**
 * Cards per row wider than 1024px (spec 000 §9; the narrower limits are in CardGrid.module.css): three,
 * unless the `Columns` rendering parameter is "4".
 */
export function cardGridColumns(columnsParam: string | undefined): 3 | 4 {
  return columnsParam === '4' ? 4 : 3;
}
