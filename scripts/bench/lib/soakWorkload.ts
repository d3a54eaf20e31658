/**
 * The requests `npm run bench:soak` cycles through: what a day of traffic to several markets looks like,
 * compressed. Pages of four markets in three languages (home, content pages, the car list with varied
 * query strings, story pages), paths nobody wrote (each request a new one, as crawlers and fuzzers send
 * them), and the API routes the browser and operators call, with valid and invalid bodies. Every request
 * names the status it must answer with, so the report can tell an expected 404 or 400 from a fault.
 *
 * Some requests are new each time they are sent (a path, a query string, a facet hierarchy the server has
 * not seen): whatever a server keeps per distinct request shows there as memory that keeps growing.
 *
 * Fixed lists rather than paths read from `sites/`: a soak run must send the same traffic from one run to
 * the next to be compared, and the unit test checks that every listed page still exists.
 */
import type { SearchRequest } from '../../../schemas/generated/searchRequest';

/** What a request stands for in the report; each kind is one row. */
export type SoakRequestKind =
  | 'home page'
  | 'content page'
  | 'car list'
  | 'story page'
  | 'unknown path'
  | 'search'
  | 'invalid search'
  | 'stories API'
  | 'healthz'
  | 'robots.txt'
  | 'sitemap.xml';

export interface SoakRequest {
  kind: SoakRequestKind;
  method: 'GET' | 'POST';
  /** Host name without port; picks the market. */
  hostName: string;
  path: string;
  /** JSON text of a POST body, sent as is (so malformed bodies can be sent too). */
  body?: string;
  /** The status this request must answer with; any other counts as unexpected. */
  expectedStatus: number;
  /** Builds the request anew from the number of the sending, so the server has never seen it. */
  fresh?: (sending: number) => Pick<SoakRequest, 'path' | 'body'>;
}

/** A market's share of the traffic: its pages, as paths of its own host. */
interface MarketTraffic {
  site: string;
  language: string;
  home: string;
  contentPages: readonly string[];
  carList: string;
  carListQueries: readonly string[];
  storyPages: readonly string[];
  storiesIndex: string;
  /** A path under which nothing exists, in the market's language. */
  unknownPrefix: string;
  vehiclesIndex: string;
}

export const SOAK_MARKETS: readonly MarketTraffic[] = [
  {
    site: 'carstoresesite',
    language: 'sv-SE',
    home: '/',
    contentPages: ['/om-oss', '/om-oss/kontakt', '/marken/volvo', '/hitta-hit'],
    carList: '/kopa-bil',
    carListQueries: ['', '?keyphrase=volvo', '?car_fuel=El&sortName=car_price_asc', '?car_body=Kombi&page=2'],
    storyPages: ['/nyheter/laddbox-hemma', '/nyheter/volvo-ex30-i-lager'],
    storiesIndex: '/nyheter',
    unknownPrefix: '/sida-som-saknas-',
    vehiclesIndex: 'carstore_se_vehicles',
  },
  {
    site: 'hedinautomotiveuksite',
    language: 'en-GB',
    home: '/',
    contentPages: ['/about-us', '/buy-car/brands/bmw', '/find-us'],
    carList: '/buy-car/used-cars/all-used-cars',
    carListQueries: ['', '?keyphrase=mercedes', '?car_fuel=Diesel&sortName=car_mileage_asc'],
    storyPages: ['/news-and-events/pcp-explained', '/news-and-events/winter-tyre-checks'],
    storiesIndex: '/news-and-events',
    unknownPrefix: '/missing-page-',
    vehiclesIndex: 'hedin_uk_vehicles',
  },
  {
    site: 'carstorenosite',
    language: 'nb-NO',
    home: '/',
    contentPages: ['/merker/toyota', '/finn-oss'],
    carList: '/bruktbil',
    carListQueries: ['', '?keyphrase=toyota'],
    storyPages: ['/nyheter/car-store-apner-i-stavanger', '/nyheter/vinterdekk-dette-sier-reglene'],
    storiesIndex: '/nyheter',
    unknownPrefix: '/side-som-mangler-',
    vehiclesIndex: 'carstore_no_vehicles',
  },
  {
    site: 'hedingroupsite',
    language: 'en',
    home: '/',
    contentPages: ['/about-us/our-brands', '/sv-se'],
    carList: '/cars',
    carListQueries: ['', '?keyphrase=bmw&sortName=car_price_desc'],
    storyPages: ['/news/interim-report-january-september-2026'],
    storiesIndex: '/news',
    unknownPrefix: '/no-such-page-',
    vehiclesIndex: 'hedin_group_vehicles',
  },
];

/** Fields a vehicles index facets by value, for hierarchies (`a>b>…`) a request may name. */
const HIERARCHY_LEVELS = ['car_body', 'car_fuel', 'car_gearbox', 'car_drive', 'car_color', 'car_year'];

/**
 * The `n`th hierarchical facet name under `car_brand`: `n` written in base 6, one level per digit. Every
 * `n` names another hierarchy, each valid, which an engine that built one per name would keep.
 */
export function hierarchyName(n: number): string {
  const levels = ['car_brand'];
  let rest = n;
  do {
    levels.push(HIERARCHY_LEVELS[rest % HIERARCHY_LEVELS.length] ?? 'car_model');
    rest = Math.floor(rest / HIERARCHY_LEVELS.length);
  } while (rest > 0);
  return levels.join('>');
}

/** Valid search bodies of the kinds the car list, compare and carousels send. */
function searchBodies(index: string): SearchRequest[] {
  return [
    {
      index,
      limit: 48,
      facets: [{ name: 'car_brand>car_model' }, { name: 'car_fuel' }, { name: 'car_price' }],
    },
    { index, keyphrase: 'kombi automat', limit: 24, sort_name: 'car_price_asc' },
    { index, filters: { car_fuel: ['El', 'Diesel'] }, offset: 48, limit: 48, facets: [{ name: 'car_body' }] },
    { index, filters: { car_price: ['100000..300000'] }, limit: 4, fields: ['car_id', 'car_brand'] },
  ];
}

/** Bodies the search route must refuse with 400: each breaks one rule of the request schema. */
const INVALID_SEARCH_BODIES: readonly string[] = [
  '{"index":"carstore_se_vehicles","limit":-1}',
  '{"index":"carstore_se_vehicles","unknownProperty":true}',
  '{"keyphrase":"no index"}',
  '{"index":"carstore_se_vehicles","filters":',
];

function hostOf(site: string): string {
  return `${site}.localhost`;
}

function marketRequests(market: MarketTraffic): SoakRequest[] {
  const hostName = hostOf(market.site);
  const get = (kind: SoakRequestKind, path: string, expectedStatus = 200): SoakRequest => ({
    kind,
    method: 'GET',
    hostName,
    path,
    expectedStatus,
  });
  return [
    get('home page', market.home),
    ...market.contentPages.map((path) => get('content page', path)),
    ...market.carListQueries.map((query) => get('car list', `${market.carList}${query}`)),
    ...market.storyPages.map((path) => get('story page', path)),
    {
      ...get('car list', market.carList),
      fresh: (sending) => ({ path: `${market.carList}?keyphrase=${sending}` }),
    },
    {
      ...get('unknown path', market.unknownPrefix, 404),
      fresh: (sending) => ({ path: `${market.unknownPrefix}${sending}` }),
    },
    get(
      'stories API',
      `/api/stories?${new URLSearchParams({ site: market.site, language: market.language, indexPath: market.storiesIndex })}`,
    ),
    ...searchBodies(market.vehiclesIndex).map((body): SoakRequest => ({
      kind: 'search',
      method: 'POST',
      hostName,
      path: '/api/search',
      body: JSON.stringify(body),
      expectedStatus: 200,
    })),
    {
      kind: 'search',
      method: 'POST',
      hostName,
      path: '/api/search',
      expectedStatus: 200,
      fresh: (sending) => ({
        path: '/api/search',
        body: JSON.stringify({
          index: market.vehiclesIndex,
          limit: 0,
          facets: [{ name: hierarchyName(sending) }],
        }),
      }),
    },
  ];
}

/** One cycle of the soak's traffic; every connection sends it in order, again and again. */
export function soakRequests(): SoakRequest[] {
  const [first] = SOAK_MARKETS;
  const hostName = hostOf(first?.site ?? 'localhost');
  const operator = (kind: SoakRequestKind, path: string): SoakRequest => ({
    kind,
    method: 'GET',
    hostName,
    path,
    expectedStatus: 200,
  });
  return [
    ...SOAK_MARKETS.flatMap(marketRequests),
    ...INVALID_SEARCH_BODIES.map((body): SoakRequest => ({
      kind: 'invalid search',
      method: 'POST',
      hostName,
      path: '/api/search',
      body,
      expectedStatus: 400,
    })),
    operator('healthz', '/healthz'),
    operator('robots.txt', '/robots.txt'),
    operator('sitemap.xml', '/sitemap.xml'),
  ];
}
