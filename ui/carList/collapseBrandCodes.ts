/**
 * Brand codes as visitors see them (spec 001 §5): a code with an underscore (VW_TR, a brand's commercial
 * vehicles) folds into its base code (VW) when the base is among the values too, so one tile or checkbox
 * stands for both and selecting it selects both. FI_TR and MH_TR stay brands of their own.
 */
import type { FacetValue } from '../../schemas/generated/searchResponse';

/** Codes that never fold into their base. */
export const UNCOLLAPSED_BRAND_CODES: ReadonlySet<string> = new Set(['FI_TR', 'MH_TR']);

export interface BrandCodeGroup {
  /** The code shown: the base code of the group. */
  code: string;
  /** Every code the group stands for, the base first. */
  codes: string[];
  /** Cars of all of them. */
  count: number;
}

/** The base a code folds into (`VW_TR` → `VW`), or null if it stays on its own. */
export function brandCodeBase(code: string): string | null {
  const separator = code.indexOf('_');
  if (separator <= 0 || UNCOLLAPSED_BRAND_CODES.has(code)) return null;
  return code.slice(0, separator);
}

/** Groups of a brand code facet's values, in the order of their base codes. */
export function collapseBrandCodes(values: readonly FacetValue[]): BrandCodeGroup[] {
  const present = new Set(values.map((value) => value.text));
  const groups = new Map<string, BrandCodeGroup>();
  const groupOf = (code: string) => {
    const base = brandCodeBase(code);
    return base !== null && present.has(base) ? base : code;
  };
  // Bases first, so a group is created by its base code even when a variant is listed before it.
  for (const value of values)
    if (groupOf(value.text) === value.text)
      groups.set(value.text, { code: value.text, codes: [value.text], count: value.count });
  for (const value of values) {
    const group = groups.get(groupOf(value.text));
    if (!group || group.code === value.text) continue;
    group.codes.push(value.text);
    group.count += value.count;
  }
  return [...groups.values()];
}

/** The selected values of a brand code filter, each group shown once by its base code. */
export function collapseSelectedBrandCodes(selected: readonly string[]): BrandCodeGroup[] {
  return collapseBrandCodes(selected.map((text) => ({ text, count: 0 })));
}
