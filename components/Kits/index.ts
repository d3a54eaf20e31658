/**
 * Registry entry of the kit catalogue (spec 002 §2 "Kits listing", §7 "Kits"): its loader prefetches page
 * 0 of the default list (no keyphrase or filter, name order) into the static HTML; the browser fetches
 * any other state the URL asks for. A failed search is data too (logged by the search client): the
 * catalogue shows the list error text.
 */
import { defineComponent, type LoaderContext } from '../../runtime';
import {
  defaultListFacets,
  defaultListQueryState,
  KIT_DICTIONARY_PREFIXES,
  KIT_REQUEST_DICTIONARY_PREFIXES,
} from '../../ui';
import type { KitsFields } from './fields.generated';
import Kits from './Kits';
import { type KitsData, kitsPage } from './kitsData';
import { KITS_LIST_CONFIG, kitsSearchQuery } from './kitsQuery';
import fieldsSchema from './kits.schema.json';

export async function loadKits({ site, services }: LoaderContext<KitsFields>): Promise<KitsData> {
  const query = kitsSearchQuery(defaultListQueryState(KITS_LIST_CONFIG), { from: 0, to: 0 });
  const page = kitsPage(await services.search.search(site.name, 'kits', query));
  return { ...page, facets: defaultListFacets(page.facets) };
}

export default defineComponent<KitsFields, KitsData>({
  lazy: true,
  component: Kits,
  fieldsSchema,
  loader: loadKits,
  dictionaryPrefixes: [
    ...new Set([...KIT_DICTIONARY_PREFIXES, ...KIT_REQUEST_DICTIONARY_PREFIXES, 'showingXofY']),
  ],
});
