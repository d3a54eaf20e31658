/** Car list logic shared by the car list and brand filter components: state, URL, queries, filter rules. */
export * from './carListConstants';
export {
  carListFilterFields,
  defaultCarListState,
  facetFields,
  hasCriteria,
  normaliseFilters,
  toggleFilterValues,
  toggleHierarchyValue,
  withFilterValues,
  withKeyphrase,
  withoutCriteria,
  withoutFilterValue,
  withSort,
} from './carListState';
export type { CarListFilters, CarListSite, CarListState, HierarchyValue } from './carListState';
export {
  carListHref,
  carListQueryString,
  parseCarListQuery,
  queryOf,
  routerQueryWithState,
} from './carListUrl';
export type { RouterQuery } from './carListUrl';
export { BRAND_FACET_FIELD, brandFacetQuery, carListSearchQuery } from './carListSearchQuery';
export type { PageSpan } from './carListSearchQuery';
export { splitKeyphrase } from './splitKeyphrase';
export type { KeyphraseSplit } from './splitKeyphrase';
export { brandCodeBase, collapseBrandCodes, collapseSelectedBrandCodes } from './collapseBrandCodes';
export type { BrandCodeGroup } from './collapseBrandCodes';
export {
  clampToBounds,
  digitsOnly,
  histogramBounds,
  isApplicableRange,
  isPriceLikeField,
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
export type { LoadMoreControl } from './carListProgress';
