/** Where a car's detail page is: `{paths.carDetail}/{car_id}/{slug}` in the page's language (spec 001 §2). */
import { localisedPath, type SiteConfig } from '../../runtime';
import type { Car } from '../../schemas/generated/car';

export function carDetailHref(
  site: Pick<SiteConfig, 'defaultLanguage' | 'paths'>,
  language: string,
  car: Pick<Car, 'car_id' | 'slug'>,
): string {
  return localisedPath(site, language, `${site.paths.carDetail}/${car.car_id}/${car.slug}`);
}
