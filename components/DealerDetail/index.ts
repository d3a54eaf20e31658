/**
 * Registry entry of the dealer page (spec 001 §2 "Dealer detail page"): placed on the wildcard item below
 * the site's `paths.siteDetail`, its loader reads the dealer's slug from the visited path and decides the
 * page's status.
 */
import { defineComponent } from '../../runtime';
import { DEALER_DICTIONARY_PREFIXES } from '../../ui';
import DealerDetail from './DealerDetail';
import type { DealerDetailData } from './dealerDetailData';
import fieldsSchema from './dealerDetail.schema.json';
import type { DealerDetailFields } from './fields.generated';
import { loadDealerDetail } from './loader';

export default defineComponent<DealerDetailFields, DealerDetailData>({
  lazy: true,
  component: DealerDetail,
  fieldsSchema,
  loader: loadDealerDetail,
  dictionaryPrefixes: [...DEALER_DICTIONARY_PREFIXES, 'dealerDetail'],
});
