/**
 * A finance disclaimer's numbered placeholders (`{0}`, `{1}` …, spec 001 §3 "Loan option") filled with
 * the calculator's current figures. A placeholder without a value stays as written, so a content mistake
 * shows instead of vanishing.
 */
export function fillNumberedPlaceholders(template: string, values: readonly string[]): string {
  return template.replace(/\{(\d+)\}/g, (placeholder, index: string) => values[Number(index)] ?? placeholder);
}
