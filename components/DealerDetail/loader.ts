/**
 * The dealer page's server loader (spec 001 §2, §7, §8): reads the slug from the visited path below the
 * dealer list, fetches the dealer (limit 1) and its latest 12 cars, and decides the answer: 404 with the
 * not-found view for an unknown slug or a record without `site_id`, a 302 to the dictionary's
 * `siteListPath` (else `/`) when the dealer search fails (logged), and otherwise the page's title,
 * description, image and `AutoDealer` structured data.
 */
import { type LoaderContext, mapsKey } from '../../runtime';
import {
  dealerBySlugQuery,
  dealerSites,
  dealerSlugOf,
  isDealerSlug,
  latestDealerCarsQuery,
  toCarCardRecord,
  toCarSummaries,
} from '../../ui';
import type { DealerSite } from '../../schemas/generated/dealerSite';
import type { DealerDetailData } from './dealerDetailData';
import { dealerJsonLd } from './dealerJsonLd';
import type { DealerDetailFields } from './fields.generated';

type Context = LoaderContext<DealerDetailFields>;

/** The dictionary key naming where a failed dealer search sends the visitor. */
export const SITE_LIST_PATH_KEY = 'siteListPath';
/** A path of this site only (`//host` and `/\host` leave it), of a sane length. */
const LOCAL_PATH = /^\/(?![/\\])[^\s]{0,200}$/;

/** The dictionary's site-list path, or `/` when it has none (or it cannot be read). */
async function siteListPath({ site, language, services }: Context): Promise<string> {
  try {
    const path = (await services.content.getDictionary(site, language))[SITE_LIST_PATH_KEY];
    return typeof path === 'string' && LOCAL_PATH.test(path) ? path : '/';
  } catch (error) {
    console.error(`The dictionary of ${site.name} (${language}) could not be read:`, error);
    return '/';
  }
}

function notFound({ answer }: Context): DealerDetailData {
  answer.status(404);
  return { kind: 'notFound' };
}

/** The one-line summary for search results and link previews. */
function dealerDescription(dealer: DealerSite): string {
  return [
    dealer.site_official_name,
    `${dealer.site_street}, ${dealer.site_zip} ${dealer.site_city}`,
    dealer.site_phone,
    dealer.site_departments.map((department) => department.name).join(', '),
  ]
    .filter(Boolean)
    .join(' · ');
}

export async function loadDealerDetail(context: Context): Promise<DealerDetailData> {
  const { site, routePath, services, answer, head } = context;
  const slug = dealerSlugOf(routePath, site.paths.siteDetail);
  if (slug === null || !isDealerSlug(slug)) return notFound(context);

  const found = await services.search.search(site.name, 'sites', dealerBySlugQuery(slug));
  if (found.failed) {
    console.error(`Dealer ${slug} of ${site.name} could not be fetched: redirecting to the dealer list`);
    answer.redirect(await siteListPath(context), 302);
    return { kind: 'redirect' };
  }
  const [dealer] = dealerSites(found.content);
  if (!dealer?.site_id) return notFound(context);

  // The latest cars are extras: a failed search (logged by the search client) shows none.
  const cars = await services.search.search(site.name, 'vehicles', latestDealerCarsQuery(dealer.site_id));
  const image = dealer.site_primary_image?.original ?? dealer.site_image_url;
  answer.head({
    title: dealer.site_official_name,
    description: dealerDescription(dealer),
    ...(image ? { ogImage: image } : {}),
    pageJsonLd: dealerJsonLd(dealer, site, head.canonical),
  });
  const key = mapsKey();
  return {
    kind: 'dealer',
    dealer,
    cars: toCarSummaries(cars.content).map(toCarCardRecord),
    now: Date.now(),
    ...(key ? { mapsKey: key } : {}),
  };
}
