/**
 * The kit catalogue's dictionary keys with their Swedish defaults (spec 002 §2 "Kits listing"); each
 * market's dictionary translates them. `showingXofY` is the spec's key. The spec names `carListError` and
 * `noSearchResults` for a failed and an empty list: the catalogue asks for them in i18next's `kits`
 * context (`carListError_kits`), so a market words them for kits without changing the car list's.
 */
import { defineTexts, usePageI18n } from '../../runtime';

export const KITS_TEXTS = {
  carListError_kits: 'Något gick fel när tillbehören skulle hämtas. Försök igen om en stund.',
  noSearchResults_kits: 'Inga tillbehör matchade din sökning. Prova att ta bort något filter.',
  kitsLabel: 'Tillbehör',
  kitsCount: { one: '{{count}} tillbehör', other: '{{count}} tillbehör' },
  kitsLoading: 'Hämtar tillbehör',
  kitsSearchLabel: 'Sök tillbehör',
  kitsSearchPlaceholder: 'Namn, artikelnummer, kategori …',
  kitsSearchSubmit: 'Sök',
  kitsSort: 'Sortera',
  kitsFilterButton: 'Filter',
  kitsFilterHeading: 'Filtrera',
  kitsFilterClose: 'Stäng filter',
  kitsShowResults: 'Visa tillbehör ({{count}})',
  kitsCarChoice: 'Välj bil',
  kitsCarBrand: 'Märke',
  kitsCarModel: 'Modell',
  kitsCarType: 'Modelltyp och år',
  kitsCarAny: 'Alla',
  kitsCarClear: 'Visa tillbehör till alla bilar',
  kitsCartButton: 'Varukorg',
  kitsCartClose: 'Stäng varukorgen',
  kitsRequestButton: 'Skicka förfrågan',
  kitsRequestClose: 'Stäng',
  showingXofY: 'Visar {{shown}} av {{total}}',
  kitsLoadMore: 'Visa fler',
} as const;

export const useKitsText = defineTexts(KITS_TEXTS);

/** Swedish labels of the catalogue's facets and sort options. */
const FACET_LABELS: Readonly<Record<string, string>> = {
  kitcategory: 'Kategori',
  retailPrice: 'Pris',
  site_official_name: 'Anläggning',
};

const SORT_LABELS: Readonly<Record<string, string>> = {
  name_asc: 'Namn A–Ö',
  retailPrice_asc: 'Lägsta pris',
  retailPrice_desc: 'Högsta pris',
};

/** Facet and sort labels: `kitsFacet.<field>` and `kitsSort.<name>` in the dictionary, else Swedish. */
export function useKitsLabels() {
  const { t } = usePageI18n();
  return {
    facet: (field: string) => t(`kitsFacet.${field}`, { defaultValue: FACET_LABELS[field] ?? field }),
    sort: (name: string) => t(`kitsSort.${name}`, { defaultValue: SORT_LABELS[name] ?? name }),
  };
}
