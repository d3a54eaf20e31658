/**
 * What a dealer card shows of a sites index record (spec 001 §2 "Dealer site list page"): name, street,
 * zip, city, phone, picture with its blur placeholder and brands, plus the region and department types the
 * list filters on. The list page's static HTML carries up to 48 of them as page props, so they are cut to
 * this (a whole record, with its departments' staff and schedules, is several kilobytes).
 */
import type { DealerSite } from '../../schemas/generated/dealerSite';
import { brandNamesOf } from './dealerBrands';

export interface DealerCardRecord extends Pick<
  DealerSite,
  'site_id' | 'slug' | 'site_official_name' | 'site_street' | 'site_zip' | 'site_city' | 'site_brands'
> {
  site_phone?: string;
  site_region?: string;
  image?: { src: string; blurDataUrl?: string };
  /** Brand names by upper-case code. */
  brandNames: Record<string, string>;
  /** The departments' `department_type`s, each once. */
  departmentTypes: string[];
}

export function toDealerCardRecord(site: DealerSite): DealerCardRecord {
  const picture = site.site_primary_image;
  const src = picture?.thumbnail_url || picture?.original || site.site_image_url;
  return {
    site_id: site.site_id,
    slug: site.slug,
    site_official_name: site.site_official_name,
    site_street: site.site_street,
    site_zip: site.site_zip,
    site_city: site.site_city,
    site_brands: site.site_brands,
    ...(site.site_phone ? { site_phone: site.site_phone } : {}),
    ...(site.site_region ? { site_region: site.site_region } : {}),
    ...(src
      ? { image: { src, ...(picture?.blur_data_url ? { blurDataUrl: picture.blur_data_url } : {}) } }
      : {}),
    brandNames: brandNamesOf(site),
    departmentTypes: [...new Set(site.site_departments.map((department) => department.department_type))],
  };
}
