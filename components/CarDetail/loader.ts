/**
 * The car page's server loader (spec 001 §2, §7, §8): reads the car from the visited path, answers 302
 * to the full URL of an id-only (or outdated slug) URL, 404 with similar cars for an unknown car or a
 * path without id, 503 with an error state when the search fails (logged by the search client, never a
 * 500), and otherwise the car with its similar cars, dealer or sample-car sellers and packages, media of a
 * car on show and its UK finance quote, fetched in parallel, and the page's title, description, image and
 * `Car` structured data.
 */
import { type Car, type LoaderContext, type SampleSite, sampleSitesQuery } from '../../runtime';
import { carDetailHref, carFullName, toCarSummaries } from '../../ui';
import { carFinance } from './carFinance';
import { carJsonLd } from './carJsonLd';
import type { CarDetailData, CarNotFoundData } from './carDetailData';
import { parseCarPath, slugKeyphrase } from './carPath';
import {
  carDealerQuery,
  type CarDealer,
  type CarPackage,
  carQuery,
  carSlugQuery,
  otherPackages,
  packagesQuery,
  similarByKeyphraseQuery,
  similarCarsQuery,
} from './carQueries';
import type { CarDetailFields } from './fields.generated';

type Context = LoaderContext<CarDetailFields>;

/** Records of a search whose index is schema-checked: an object with an id is the type asked for. */
function records<T>(content: readonly unknown[], idField: string): T[] {
  return content.filter(
    (record): record is T =>
      typeof record === 'object' && record !== null && typeof Reflect.get(record, idField) === 'string',
  );
}

async function notFound({ site, services, answer }: Context, keyphrase: string): Promise<CarNotFoundData> {
  answer.status(404);
  const result = await services.search.search(site.name, 'vehicles', similarByKeyphraseQuery(keyphrase));
  return { kind: 'notFound', keyphrase, similar: toCarSummaries(result.content) };
}

/** The one-line summary of a car for search results and link previews; numbers and names only. */
function carDescription(car: Car): string {
  return [
    carFullName(car),
    car.car_year,
    car.car_mileage_text,
    car.car_fuel,
    car.car_gearbox,
    car.car_has_campaign_price && car.car_campaign_price_text
      ? car.car_campaign_price_text
      : car.car_price_text,
    car.car_site_name,
  ]
    .filter(Boolean)
    .join(' · ');
}

/**
 * Film and 360° views of a car on show, where the market shows them. Extras: when the service fails the
 * page shows the pictures alone (the failure is logged and the page marked degraded by its render).
 */
async function carOnShow({ site, services }: Context, car: Car) {
  if (!site.features.carsOnShowExtras || !car.autos_on_show || !car.car_regno) return undefined;
  try {
    return (await services.autosOnShow.media(car.car_regno)) ?? undefined;
  } catch (error) {
    console.error(`Autos-on-show media of ${car.car_id} failed:`, error);
    return undefined;
  }
}

export async function loadCarDetail(context: Context): Promise<CarDetailData> {
  const { site, language, routePath, services, answer, head } = context;
  const search = services.search.search.bind(services.search, site.name);
  const target = parseCarPath(routePath, site.paths.carDetail);
  if (target.kind === 'none') return notFound(context, '');

  const found = await search(
    'vehicles',
    target.kind === 'car' ? carQuery(target.id) : carSlugQuery(target.id),
  );
  if (found.failed) {
    answer.status(503);
    return { kind: 'error' };
  }
  const [car] = records<Car>(found.content, 'car_id');
  if (!car) return notFound(context, target.kind === 'car' ? slugKeyphrase(target.slug) : '');
  if (target.kind === 'idOnly' || car.slug !== target.slug) {
    answer.redirect(carDetailHref(site, language, car), 302);
    return { kind: 'redirect' };
  }

  const [similar, dealers, sampleSites, packages, onShow, finance] = await Promise.all([
    search('vehicles', similarCarsQuery(car)),
    car.car_is_sample ? undefined : search('sites', carDealerQuery(car.car_site_id)),
    car.car_is_sample ? search('sites', sampleSitesQuery(car.car_brand_code)) : undefined,
    car.car_is_sample ? search('vehicles', packagesQuery(car)) : undefined,
    carOnShow(context, car),
    carFinance(context, car),
  ]);
  const [dealer] = dealers ? records<CarDealer>(dealers.content, 'site_id') : [];
  answer.head({
    title: carFullName(car),
    description: carDescription(car),
    ogImage: car.car_images[0]?.original ?? car.car_primary_image.thumbnail_url,
    pageJsonLd: carJsonLd(car, site, head.canonical),
  });
  return {
    kind: 'car',
    car,
    pageUrl: head.canonical,
    similar: toCarSummaries(similar.content),
    ...(dealer ? { dealer } : {}),
    ...(sampleSites ? { sampleSites: records<SampleSite>(sampleSites.content, 'site_id') } : {}),
    ...(packages ? { packages: otherPackages(car, records<CarPackage>(packages.content, 'car_id')) } : {}),
    ...(onShow ? { onShow } : {}),
    ...(finance ? { finance } : {}),
  };
}
