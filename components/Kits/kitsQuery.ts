/**
 * The kit catalogue's searches (spec 002 §7 "Kits", §9): the kits index, 48 kits a page
 * (`offset = page × 48`), the card fields, the catalogue's facets and sort. The same query state and URL
 * format as the car list (ui/listQuery), with the catalogue's own facets and sort options.
 */
import type { SearchQuery } from '../../runtime';
import {
  DEFAULT_KIT_CURRENCY,
  KIT_CARD_FIELDS,
  type KitContext,
  type KitRecord,
  type KitRequestContext,
  type KitRequestItem,
  type ListQueryConfig,
  listPagesQuery,
  type ListQueryState,
  type PageSpan,
  pageSpanQueries,
} from '../../ui';

/** Kits per page and per 'Visa fler' (spec 002 §9). */
export const KITS_PAGE_SIZE = 48;

/** The filter panel and the 'Visa fler' count show from this many kits on (spec 002 §9: above 8). */
export const KITS_FILTER_MIN_TOTAL = 9;

/** The kits' categories, three levels deep: the panel's nested checkboxes. */
export const KIT_CATEGORY_FACET = 'kitcategory>kitsubcategory>partsubsubcategory';

/** The car a kit fits, three levels deep: the 'Välj bil' widget's selects. */
export const KIT_CAR_FACET = 'manufacturer>model>type_manf_year';

/** The facets the filter panel shows, in its order. */
export const KIT_PANEL_FACETS: readonly string[] = [KIT_CATEGORY_FACET, 'retailPrice', 'site_official_name'];

export const KITS_LIST_CONFIG: ListQueryConfig = {
  facets: [KIT_CAR_FACET, ...KIT_PANEL_FACETS],
  linkFilterFields: [],
  sortOptions: ['name_asc', 'retailPrice_asc', 'retailPrice_desc'],
  defaultSort: 'name_asc',
};

/** Pages `pages.from` to `pages.to` of a state's list in one query. */
export function kitsSearchQuery(state: ListQueryState, pages: PageSpan): SearchQuery {
  return listPagesQuery(state, pages, {
    fields: KIT_CARD_FIELDS,
    facets: KITS_LIST_CONFIG.facets,
    pageSize: KITS_PAGE_SIZE,
  });
}

/** The requests for pages `span` of a state, each asking for at most two pages. */
export const kitsSearchQueries = (state: ListQueryState, span: PageSpan): SearchQuery[] =>
  pageSpanQueries(span, (pages) => kitsSearchQuery(state, pages));

/** The URL context as the request lead carries it: the preselected ids as one comma-separated value. */
export function requestContext(context: KitContext): KitRequestContext {
  const { packageIds, ...values } = context;
  return packageIds && packageIds.length > 0 ? { ...values, packageIds: packageIds.join(',') } : values;
}

/** The cart's kits as the request lead lists them: a kit without a currency is priced in euros (spec §3). */
export const requestKits = (kits: readonly KitRecord[]): KitRequestItem[] =>
  kits.map((kit) => ({ ...kit, currency: kit.currency ?? DEFAULT_KIT_CURRENCY }));
