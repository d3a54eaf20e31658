/** Car list logic shared by the car list and brand filter components: state, URL, queries, filter rules. */
export {
  CAR_LIST_PAGE_SIZE,
  RANGE_COMMIT_DELAY_MS,
  FILTER_BREAKPOINT,
  FACET_SEARCH_MIN_VALUES,
  FILTER_TYPE_STORAGE_KEY,
} from './carListConstants';
export {
  defaultCarListState,
  facetFields,
  hasCriteria,
  toggleFilterValues,
  toggleHierarchyValue,
  withFilterValues,
  withKeyphrase,
  withoutCriteria,
  withoutFilterValue,
  withSort,
} from './carListState';
export type { CarListSite, CarListState } from './carListState';
export {
  carListHref,
  carListQueryString,
  parseCarListQuery,
  queryOf,
  routerQueryWithState,
} from './carListUrl';
export { BRAND_FACET_FIELD, brandFacetQuery, carListSearchQuery } from './carListSearchQuery';
export type { PageSpan } from './carListSearchQuery';
export { splitKeyphrase } from './splitKeyphrase';
export { collapseBrandCodes, collapseSelectedBrandCodes } from './collapseBrandCodes';
export type { BrandCodeGroup } from './collapseBrandCodes';
export {
  digitsOnly,
  histogramBounds,
  isRangeField,
  parseRangeInput,
  parseRangeValue,
  rangeFilterValue,
  rangeStep,
} from './rangeFilter';
export type { Range, RangeBounds } from './rangeFilter';
export { formatRange, formatRangeValue } from './formatRangeValue';
export { findFacet, histogramFacetValues, valueFacetValues } from './facetValues';
export { formatCarListTotal, isPageAllowed, loadMoreControl } from './carListProgress';
