/**
 * The two kinds of facet values in a search response, told apart: value facets list texts with counts
 * (nested for a hierarchy), histogram facets list numeric buckets.
 */
import type { Facet, FacetValue, HistogramValue } from '../../schemas/generated/searchResponse';

export function isHistogramValue(value: FacetValue | HistogramValue): value is HistogramValue {
  return 'min' in value;
}

/** The texts of a value facet (none for a histogram facet). */
export function valueFacetValues(facet: Facet | undefined): FacetValue[] {
  if (!facet || facet.type !== 'value') return [];
  return facet.value.filter((value): value is FacetValue => !isHistogramValue(value));
}

/** The buckets of a histogram facet (none for a value facet). */
export function histogramFacetValues(facet: Facet | undefined): HistogramValue[] {
  if (!facet || facet.type !== 'histogram') return [];
  return facet.value.filter(isHistogramValue);
}

export function findFacet(facets: readonly Facet[], name: string): Facet | undefined {
  return facets.find((facet) => facet.name === name);
}
