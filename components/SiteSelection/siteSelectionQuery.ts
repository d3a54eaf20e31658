/**
 * The search of the site selection block (spec 002 §7 "Search index queries"): the market's workshop
 * sites, in the dealer list's order, with only the fields a card shows. "Workshop" is the department type
 * `service` (the sites index's department types are `sales`, `service` and `parts`), matched on the
 * index's flattened `site_department_types`, so the search service does the filtering.
 */
import type { SearchQuery } from '../../runtime';
import type { DealerSite } from '../../schemas/generated/dealerSite';

export const WORKSHOP_DEPARTMENT_TYPE = 'service';
/** Spec 002 §9: "Site query limit 100 … predefined site teaser 4". */
export const SITE_SELECTION_LIMIT = 100;
export const PREDEFINED_SITE_SELECTION_LIMIT = 4;

const SITE_CARD_FIELDS = [
  'site_id',
  'slug',
  'site_official_name',
  'site_street',
  'site_zip',
  'site_city',
  'site_phone',
  'site_primary_image',
] as const satisfies readonly (keyof DealerSite)[];

/** A site as its card shows it: the picture without its full-size original. */
export type SiteCardRecord = Pick<
  DealerSite,
  Exclude<(typeof SITE_CARD_FIELDS)[number], 'site_primary_image'>
> & {
  site_primary_image?: { thumbnail_url: string; blur_data_url?: string };
};

export function siteSelectionQuery(selection: 'all' | 'predefined'): SearchQuery {
  return {
    fields: [...SITE_CARD_FIELDS],
    filters: { site_department_types: [WORKSHOP_DEPARTMENT_TYPE] },
    sort_name: 'website_sort_order_asc',
    limit: selection === 'predefined' ? PREDEFINED_SITE_SELECTION_LIMIT : SITE_SELECTION_LIMIT,
  };
}

const text = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';

/** The records a card can show and link to (a slug and a name), cut to what the card shows. */
export function toSiteCards(content: readonly unknown[]): SiteCardRecord[] {
  return content.flatMap((record) => {
    if (!record || typeof record !== 'object') return [];
    const site = record as Partial<DealerSite>;
    if (!text(site.slug) || !text(site.site_official_name)) return [];
    const image = site.site_primary_image;
    const card: SiteCardRecord = {
      site_id: site.site_id ?? site.slug,
      slug: site.slug,
      site_official_name: site.site_official_name,
      site_street: site.site_street ?? '',
      site_zip: site.site_zip ?? '',
      site_city: site.site_city ?? '',
      ...(text(site.site_phone) ? { site_phone: site.site_phone } : {}),
      ...(image && text(image.thumbnail_url)
        ? {
            site_primary_image: {
              thumbnail_url: image.thumbnail_url,
              ...(image.blur_data_url ? { blur_data_url: image.blur_data_url } : {}),
            },
          }
        : {}),
    };
    return [card];
  });
}
