import { defineComponent, type LoaderContext } from '../../runtime';
import {
  BRAND_FACET_FIELD,
  brandFacetQuery,
  collapseBrandCodes,
  findFacet,
  valueFacetValues,
} from '../../ui';
import BrandFacetFilter, { type BrandFacetFilterData } from './BrandFacetFilter';
import fieldsSchema from './brandFacetFilter.schema.json';
import type { BrandFacetFilterFields } from './fields.generated';

/** Brand codes in stock with their counts (limit 0: facets only), collapsed. A failed search shows no tiles. */
export async function loadBrandFacetFilter({
  site,
  services,
}: LoaderContext<BrandFacetFilterFields>): Promise<BrandFacetFilterData> {
  const result = await services.search.search(site.name, 'vehicles', brandFacetQuery());
  return { brands: collapseBrandCodes(valueFacetValues(findFacet(result.facet, BRAND_FACET_FIELD))) };
}

export default defineComponent<BrandFacetFilterFields, BrandFacetFilterData>({
  lazy: true,
  component: BrandFacetFilter,
  fieldsSchema,
  loader: loadBrandFacetFilter,
  styling: 'css-modules',
});
