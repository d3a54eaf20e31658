/** A figure rounded for a report (its own module so the harness and the results import it one way). */
export function roundTo(value: number, decimals: number): number {
  const factor = 10 ** decimals;
  return Math.round(value * factor) / factor;
}
