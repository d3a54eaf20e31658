/**
 * A list's facets for the static page's props (the car list's, the kit catalogue's first page): the
 * default list has nothing selected, so no hierarchy shows its nested values (a brand's models, a
 * category's subcategories), and a range facet needs only its extent, its first and last bucket. The
 * browser's own searches bring whole facets.
 */
import type { Facet } from '../../runtime';
import { histogramFacetValues, valueFacetValues } from './facetValues';

export function defaultListFacets(facets: readonly Facet[]): Facet[] {
  return facets.map((facet) => {
    if (facet.type === 'histogram') {
      const buckets = histogramFacetValues(facet);
      return {
        ...facet,
        value: buckets.length > 2 ? [buckets[0], buckets.at(-1)].filter((b) => b !== undefined) : buckets,
      };
    }
    return { ...facet, value: valueFacetValues(facet).map(({ text, count }) => ({ text, count })) };
  });
}
