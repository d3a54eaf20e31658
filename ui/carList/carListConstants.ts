/**
 * The car list's business constants (spec 001 §5, §9), shared by the car list, its filter panel and the
 * brand filter.
 */

/** Cars per page of the list and per load-more request. */
export const CAR_LIST_PAGE_SIZE = 48;
/** The last page a list can show: pages 0 to 19 (20 pages); a higher page shows the error text. */
export const CAR_LIST_MAX_PAGE = 19;
/** Totals from this number on are shown as `10000+`. */
export const CAR_LIST_TOTAL_CAP = 10_000;
/** Load more (with its progress bar) is hidden when every car is shown and there are fewer than this. */
export const LOAD_MORE_MIN_TOTAL = 12;
/** A slider's value reaches the query this long after its last change. */
export const RANGE_COMMIT_DELAY_MS = 1500;
/** Window width from which the filter panel may be a sticky side panel instead of a drawer. */
export const FILTER_BREAKPOINT = 1024;
/** A facet with this many values or more gets a search box over them. */
export const FACET_SEARCH_MIN_VALUES = 10;
/** Session storage key of the visitor's filter panel variant. */
export const FILTER_TYPE_STORAGE_KEY = 'filterType';

/** Numeric fields filtered by a `<min>..<max>` range (spec 001 §9). */
export const RANGE_FILTER_FIELDS: ReadonlySet<string> = new Set([
  'car_price',
  'car_campaign_price',
  'car_mileage',
  'car_loan_monthly_cost',
  'car_privateleasing_monthly_cost',
  'car_companyleasing_monthly_cost',
  'car_power',
  'gross_price',
  'retailPrice',
]);

/** Range fields that are amounts of money: formatted as prices, applied only with both bounds. */
export const PRICE_LIKE_FIELDS: ReadonlySet<string> = new Set([
  'car_price',
  'car_campaign_price',
  'car_loan_monthly_cost',
  'car_privateleasing_monthly_cost',
  'car_companyleasing_monthly_cost',
  'gross_price',
  'retailPrice',
]);

/**
 * Filter fields a link may name whether or not the market's panel has a facet for them: the footer's
 * brand logos link to `?car_brand=<Name>`, the brand filter to `?car_brand_code=<code>`, a dealer page
 * to its cars with `?car_site_name=<dealer>` (its chip reads as the dealer's name).
 */
export const LINK_FILTER_FIELDS: readonly string[] = ['car_brand', 'car_brand_code', 'car_site_name'];
