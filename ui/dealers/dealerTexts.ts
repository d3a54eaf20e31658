/**
 * Texts both dealer pages use, with their Swedish defaults: the department types' names
 * (`dealerDepartmentType.<type>`; a type without a key reads as itself) and the brand logos' label.
 */
import { defineTexts } from '../../runtime';

export const DEALER_TEXTS = {
  dealerBrands: 'Märken',
  'dealerDepartmentType.sales': 'Försäljning',
  'dealerDepartmentType.service': 'Verkstad',
  'dealerDepartmentType.parts': 'Reservdelar',
} as const;

/** Prefixes of these keys, for the components that show them (`dictionaryPrefixes`). */
export const DEALER_DICTIONARY_PREFIXES = ['dealerBrands', 'dealerDepartmentType'] as const;

const useDealerTexts = defineTexts(DEALER_TEXTS);

/** The texts, with `departmentType(type)` naming a department type. */
export function useDealerText() {
  const text = useDealerTexts();
  const departmentType = (type: string): string =>
    type === 'sales' || type === 'service' || type === 'parts' ? text(`dealerDepartmentType.${type}`) : type;
  return { brandsLabel: text('dealerBrands'), departmentType };
}
