/**
 * Who a car page's contact form writes to (spec 001 §2, §5, §8). A car in stock goes to its first seller
 * with an e-mail address, else to the car's site. A sample car has no seller of its own: the visitor picks
 * one of the dealer sites selling the brand, and the lead goes to that site's department for the car's
 * brand, the new-cars department first (a sales one next); a site without one is 'Department not found'. Pure, so the rules
 * are tested without a form.
 */
import type { Car } from '../../../schemas/generated/car';
import type { DealerSite } from '../../../schemas/generated/dealerSite';
import type { SearchQuery } from '../search/searchResult';

export type ContactCar = Pick<
  Car,
  | 'car_id'
  | 'car_brand'
  | 'car_brand_code'
  | 'car_model'
  | 'car_version'
  | 'car_regno'
  | 'car_is_sample'
  | 'car_sellers'
  | 'car_site_name'
  | 'car_site_leads_email'
>;

/** What a dealer site's record gives the sample car's choice of seller. */
export const SAMPLE_SITE_FIELDS = [
  'site_id',
  'site_official_name',
  'site_city',
  'site_departments',
] as const satisfies readonly (keyof DealerSite)[];
export type SampleSite = Pick<DealerSite, (typeof SAMPLE_SITE_FIELDS)[number]>;

/** Dealer sites a sample car's visitor chooses from (spec 001 §7, §9: limit 100). */
export const SAMPLE_SITES_LIMIT = 100;

/** The dealer sites that sell a brand (`site_brands` holds brand codes), in the sites' own order. */
export const sampleSitesQuery = (brandCode: string): SearchQuery => ({
  fields: [...SAMPLE_SITE_FIELDS],
  filters: { site_brands: [brandCode] },
  limit: SAMPLE_SITES_LIMIT,
  sort_name: 'website_sort_order_asc',
});
type Department = DealerSite['site_departments'][number];
type Seller = NonNullable<Car['car_sellers']>[number];

export interface Recipient {
  toName: string;
  toEmail: string;
}

/**
 * The new-cars department's group as the sites index names it in each market's language (the index has
 * no language-neutral code for it).
 */
export const NEW_CARS_GROUPS: ReadonlySet<string> = new Set([
  'New cars',
  'Nya bilar',
  'Nye biler',
  'Uudet autot',
  'Nové vozidlá',
]);

const hasText = (value: string | undefined): value is string => value !== undefined && value.trim() !== '';

/** Sellers a visitor can reach: those with an e-mail address or a phone number. */
export const reachableSellers = (car: Pick<Car, 'car_sellers'>): Seller[] =>
  (car.car_sellers ?? []).filter((seller) => hasText(seller.email) || hasText(seller.phone));

/** A car in stock: its first seller with an e-mail, else its site's leads address; none without either. */
export function stockCarRecipient(car: ContactCar): Recipient | undefined {
  const seller = car.car_sellers?.find((candidate) => hasText(candidate.email));
  if (seller?.email) return { toName: seller.name, toEmail: seller.email };
  if (hasText(car.car_site_leads_email))
    return { toName: car.car_site_name, toEmail: car.car_site_leads_email };
  return undefined;
}

const SALES = 'sales';

/** The site's department for a brand that takes e-mail: the new-cars one, else another sales one, else any. */
export function brandDepartment(site: SampleSite, brandCode: string): Department | undefined {
  const selling = site.site_departments.filter(
    (department) =>
      hasText(department.email) && (department.brands ?? []).some((brand) => brand.brand_code === brandCode),
  );
  return (
    selling.find((department) => NEW_CARS_GROUPS.has(department.group ?? '')) ??
    selling.find((department) => department.department_type === SALES) ??
    selling[0]
  );
}

/** A sample car's recipient at the chosen site: its brand department, named as the site calls it. */
export function sampleCarRecipient(site: SampleSite, brandCode: string): Recipient | undefined {
  const department = brandDepartment(site, brandCode);
  if (!department?.email) return undefined;
  return {
    toName: department.official_name ?? `${site.site_official_name} – ${department.name}`,
    toEmail: department.email,
  };
}
