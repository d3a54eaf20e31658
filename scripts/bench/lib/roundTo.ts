/** `value` rounded to `decimals` places, for figures that are printed and stored as JSON. */
export function roundTo(value: number, decimals: number): number {
  const factor = 10 ** decimals;
  return Math.round(value * factor) / factor;
}
