/**
 * Registry entry of the dealer site list (spec 001 §2 "Dealer site list page", §7, §8): its loader
 * fetches the market's dealers (sorted by their own order, 48) into the static HTML; the search box and
 * facets filter them in the page.
 */
import { defineComponent, type LoaderContext } from '../../runtime';
import { DEALER_DICTIONARY_PREFIXES, dealerListQuery, dealerSites, toDealerCardRecord } from '../../ui';
import DealerList, { type DealerListData } from './DealerList';
import fieldsSchema from './dealerList.schema.json';
import type { DealerListFields } from './fields.generated';

/** A failed search is data too (logged by the search client): the list shows its error text. */
export async function loadDealerList({
  site,
  services,
}: LoaderContext<DealerListFields>): Promise<DealerListData> {
  const result = await services.search.search(site.name, 'sites', dealerListQuery());
  return { dealers: dealerSites(result.content).map(toDealerCardRecord), failed: result.failed };
}

export default defineComponent<DealerListFields, DealerListData>({
  lazy: true,
  component: DealerList,
  fieldsSchema,
  loader: loadDealerList,
  styling: 'css-modules',
  dictionaryPrefixes: [...DEALER_DICTIONARY_PREFIXES, 'dealerList'],
});
