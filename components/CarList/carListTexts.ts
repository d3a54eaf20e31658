/**
 * The car list's dictionary keys with their Swedish defaults; each market's dictionary translates them.
 * The shared filter panel's and chips' keys are defined with those parts (ui/listQuery/listQueryTexts.ts).
 * `carListError` and `noSearchResults` are the spec's keys (001 §8). Facet and sort labels are looked up by
 * name: `carListFacet.<field>` (a hierarchical facet by its first field) and `carListSort.<sort name>`.
 */
import { defineTexts, usePageI18n } from '../../runtime';

export const CAR_LIST_TEXTS = {
  carListError: 'Något gick fel när bilarna skulle hämtas. Försök igen om en stund.',
  noSearchResults: 'Inga bilar matchade din sökning. Prova att ta bort något filter.',
  carListCount: { one: '{{count}} bil', other: '{{count}} bilar' },
  carListLoading: 'Laddar bilar',
  carListSearchLabel: 'Sök bland bilarna',
  carListSearchPlaceholder: 'Märke, modell, drivmedel …',
  carListSearchSubmit: 'Sök',
  carListSort: 'Sortera',
  carListFilterButton: 'Filter',
  carListFilterHeading: 'Filtrera',
  carListFilterClose: 'Stäng filter',
  carListShowResults: 'Visa bilar ({{count}})',
  carListPinFilters: 'Visa filter bredvid listan',
  carListUnpinFilters: 'Dölj filterpanelen',
  carListShowing: 'Visar {{shown}} av {{total}}',
  carListLoadMore: 'Visa fler bilar',
} as const;

export const useCarListText = defineTexts(CAR_LIST_TEXTS);

/** Swedish labels of the facets a market's panel has by default (site.schema.json), and their fields. */
export const FACET_LABELS: Readonly<Record<string, string>> = {
  car_brand: 'Märke',
  car_model: 'Modell',
  car_brand_code: 'Märke',
  car_body: 'Karosstyp',
  car_fuel: 'Drivmedel',
  car_gearbox: 'Växellåda',
  car_price: 'Pris',
  car_mileage: 'Miltal',
  car_year: 'Årsmodell',
  car_drive: 'Drivning',
  car_color: 'Färg',
  car_site_city: 'Ort',
  car_power: 'Hästkrafter',
  car_seats: 'Antal säten',
};

/** Swedish labels of the default sort options (site.schema.json). */
export const SORT_LABELS: Readonly<Record<string, string>> = {
  car_publishdate_desc: 'Senast inkomna',
  car_price_asc: 'Lägsta pris',
  car_price_desc: 'Högsta pris',
  car_mileage_asc: 'Lägsta miltal',
  car_year_desc: 'Nyaste årsmodell',
};

/**
 * Labels of facets and sort options: the market's dictionary, else the Swedish default, else the name
 * itself (a facet or sort a market configured without translating it).
 */
export function useCarListLabels() {
  const { t } = usePageI18n();
  return {
    facet: (field: string) => t(`carListFacet.${field}`, { defaultValue: FACET_LABELS[field] ?? field }),
    sort: (name: string) => t(`carListSort.${name}`, { defaultValue: SORT_LABELS[name] ?? name }),
  };
}
