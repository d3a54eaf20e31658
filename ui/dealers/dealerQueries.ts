/**
 * The searches of the dealer pages (spec 001 §7, §9): the dealer list (sorted by the sites' own order,
 * 48), one dealer by its slug (limit 1), and the latest 12 cars of a dealer from the vehicle index,
 * `car_publishdate_asc` as the spec names the sort. Records come back schema-checked; `dealerSites` keeps
 * those a page can show and link (an id and a slug).
 */
import type { Car, SearchQuery } from '../../runtime';
import type { DealerSite } from '../../schemas/generated/dealerSite';
import { CAR_CARD_FIELDS } from '../cars/carCardFields';

export const DEALER_LIST_LIMIT = 48;
export const DEALER_LIST_SORT = 'website_sort_order_asc';
export const LATEST_DEALER_CARS = 12;
export const LATEST_DEALER_CARS_SORT = 'car_publishdate_asc';
/** The field of a car record naming its dealer (`site_id` of the sites index). */
export const CAR_SITE_ID_FIELD = 'car_site_id' satisfies keyof Car;

/** A slug as the sites index writes them; anything else names no dealer. */
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const MAX_SLUG_LENGTH = 120;

export const isDealerSlug = (slug: string): boolean => slug.length <= MAX_SLUG_LENGTH && SLUG.test(slug);

export const dealerListQuery = (): SearchQuery => ({
  sort_name: DEALER_LIST_SORT,
  limit: DEALER_LIST_LIMIT,
});

export const dealerBySlugQuery = (slug: string): SearchQuery => ({ filters: { slug: [slug] }, limit: 1 });

export const latestDealerCarsQuery = (siteId: string): SearchQuery => ({
  fields: [...CAR_CARD_FIELDS],
  filters: { [CAR_SITE_ID_FIELD]: [siteId] },
  sort_name: LATEST_DEALER_CARS_SORT,
  limit: LATEST_DEALER_CARS,
});

/** Records that name a dealer page: a slug, and for the detail page a `site_id` (checked there). */
export function dealerSites(content: readonly unknown[]): DealerSite[] {
  return content.filter(
    (record): record is DealerSite =>
      typeof record === 'object' &&
      record !== null &&
      typeof Reflect.get(record, 'slug') === 'string' &&
      Array.isArray(Reflect.get(record, 'site_departments')),
  );
}
