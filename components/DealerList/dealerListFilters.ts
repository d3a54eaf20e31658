/**
 * The dealer list's search and facet filters (spec 001 §2 "Dealer site list page"), applied in the page
 * over the dealers it loaded (at most 48, the whole list): the facets' values with their counts, the
 * dealers a choice leaves, and the choice in the URL (`?q=…&region=…&city=…&brand=…&department=…`,
 * repeated for several values), which is also what the list's GET form submits. Values a URL names that
 * no facet offers are ignored, and the search text is bounded.
 */
import type { NextRouter } from 'next/router';
import { type BrandCodeGroup, collapseBrandCodes, type DealerCardRecord } from '../../ui';

export const FACET_KEYS = ['region', 'city', 'brand', 'department'] as const;
export type FacetKey = (typeof FACET_KEYS)[number];
export const SEARCH_PARAM = 'q';
const MAX_SEARCH_LENGTH = 100;

export interface DealerListState {
  search: string;
  filters: Readonly<Record<FacetKey, readonly string[]>>;
}

export interface FacetOption {
  value: string;
  count: number;
}

export type DealerFacets = Readonly<Record<FacetKey, readonly FacetOption[]>>;

export const emptyDealerListState = (): DealerListState => ({
  search: '',
  filters: { region: [], city: [], brand: [], department: [] },
});

/** The brand groups of the dealers' codes: a code folds into its base when some dealer has the base. */
export function brandGroups(dealers: readonly DealerCardRecord[]): BrandCodeGroup[] {
  const counts = new Map<string, number>();
  for (const dealer of dealers)
    for (const code of new Set(dealer.site_brands)) counts.set(code, (counts.get(code) ?? 0) + 1);
  return collapseBrandCodes([...counts].map(([text, count]) => ({ text, count })));
}

function valuesOf(dealer: DealerCardRecord, key: Exclude<FacetKey, 'brand'>): string[] {
  if (key === 'region') return dealer.site_region ? [dealer.site_region] : [];
  if (key === 'city') return [dealer.site_city];
  return dealer.departmentTypes;
}

function countValues(dealers: readonly DealerCardRecord[], key: Exclude<FacetKey, 'brand'>): FacetOption[] {
  const counts = new Map<string, number>();
  for (const dealer of dealers)
    for (const value of valuesOf(dealer, key)) counts.set(value, (counts.get(value) ?? 0) + 1);
  return [...counts]
    .map(([value, count]) => ({ value, count }))
    .sort((a, b) => a.value.localeCompare(b.value));
}

export function dealerFacets(dealers: readonly DealerCardRecord[]): DealerFacets {
  return {
    region: countValues(dealers, 'region'),
    city: countValues(dealers, 'city'),
    // A brand dealer with two codes of one group (VW and VW_TR) counts once.
    brand: brandGroups(dealers).map((group) => ({
      value: group.code,
      count: dealers.filter((dealer) => dealer.site_brands.some((code) => group.codes.includes(code))).length,
    })),
    department: countValues(dealers, 'department'),
  };
}

const normalise = (text: string) => text.toLocaleLowerCase().normalize('NFC');

function matchesSearch(dealer: DealerCardRecord, search: string): boolean {
  const haystack = normalise(
    [
      dealer.site_official_name,
      dealer.site_street,
      dealer.site_zip,
      dealer.site_city,
      dealer.site_region ?? '',
      ...Object.values(dealer.brandNames),
    ].join(' '),
  );
  return normalise(search)
    .split(/\s+/)
    .filter(Boolean)
    .every((word) => haystack.includes(word));
}

/** The dealers a state leaves: every word of the search, and one of the chosen values of each facet. */
export function filterDealers(
  dealers: readonly DealerCardRecord[],
  state: DealerListState,
): DealerCardRecord[] {
  const groups = brandGroups(dealers);
  const brandCodes = new Set(
    state.filters.brand.flatMap((code) => groups.find((group) => group.code === code)?.codes ?? [code]),
  );
  return dealers.filter(
    (dealer) =>
      matchesSearch(dealer, state.search) &&
      (brandCodes.size === 0 || dealer.site_brands.some((code) => brandCodes.has(code))) &&
      (['region', 'city', 'department'] as const).every((key) => {
        const chosen = state.filters[key];
        return chosen.length === 0 || valuesOf(dealer, key).some((value) => chosen.includes(value));
      }),
  );
}

/** The state a URL (path with query, or a bare `?query`) asks for, kept to what the facets offer. */
export function parseDealerListUrl(url: string, facets: DealerFacets): DealerListState {
  const params = new URLSearchParams(url.split('#', 1)[0]?.split('?')[1] ?? '');
  const search = (params.get(SEARCH_PARAM) ?? '').trim().replace(/\s+/g, ' ').slice(0, MAX_SEARCH_LENGTH);
  const filters = Object.fromEntries(
    FACET_KEYS.map((key) => {
      const offered = new Set(facets[key].map((option) => option.value));
      return [key, [...new Set(params.getAll(key))].filter((value) => offered.has(value))];
    }),
  ) as Record<FacetKey, string[]>;
  return { search, filters };
}

/** The state's own parameters, `''` for the whole list. */
export function dealerListQueryString(state: DealerListState): string {
  const params: [string, string][] = state.search ? [[SEARCH_PARAM, state.search]] : [];
  for (const key of FACET_KEYS) for (const value of state.filters[key]) params.push([key, value]);
  return params.map(([name, value]) => `${name}=${encodeURIComponent(value)}`).join('&');
}

/** The router query and shown URL of a state, the route's own parameters and the hash kept. */
export function dealerListHref(
  state: DealerListState,
  current: { query: NextRouter['query']; asPath: string },
): { query: NextRouter['query']; as: string } {
  const own = new Set<string>([SEARCH_PARAM, ...FACET_KEYS]);
  const query: NextRouter['query'] = Object.fromEntries(
    Object.entries(current.query).filter(([name]) => !own.has(name)),
  );
  for (const [name, value] of new URLSearchParams(dealerListQueryString(state))) {
    const previous = query[name];
    query[name] =
      previous === undefined ? value : [...(Array.isArray(previous) ? previous : [previous]), value];
  }
  const [withoutHash = '', ...hash] = current.asPath.split('#');
  const [path = ''] = withoutHash.split('?');
  const search = dealerListQueryString(state);
  return { query, as: `${path}${search ? `?${search}` : ''}${hash.length ? `#${hash.join('#')}` : ''}` };
}

export function withFacetValue(
  state: DealerListState,
  key: FacetKey,
  value: string,
  on: boolean,
): DealerListState {
  const rest = state.filters[key].filter((chosen) => chosen !== value);
  return { ...state, filters: { ...state.filters, [key]: on ? [...rest, value] : rest } };
}
