/**
 * The pictures of a kit: its `images` in order, else the record's primary picture. A picture's blur
 * placeholder is known only for the primary one (`site_primary_image.blur_data_url`); while any other
 * loads, the card's quiet panel stands in.
 */
import type { KitRecord } from './kitCardFields';

export interface KitPicture {
  src: string;
  blurDataURL?: string;
}

export function kitPictures(kit: KitRecord): KitPicture[] {
  const primary = kit.site_primary_image;
  const blurOf = (src: string) =>
    primary?.blur_data_url && primary.thumbnail_url === src ? { blurDataURL: primary.blur_data_url } : {};
  const sources = kit.images && kit.images.length > 0 ? kit.images : primary ? [primary.thumbnail_url] : [];
  return sources.map((src) => ({ src, ...blurOf(src) }));
}
