/**
 * The embedded backend's workshops (spec 002 §7, §9 "Sites: only those with a Workshop department"): the
 * market's dealer sites from its sites index, through the search service like every other reader of
 * dealers, each department of type `service` one workshop. Ordered by great-circle (haversine) distance
 * from the visitor, so the stream answers the nearest first. A market's workshops are searched once per
 * SEARCH_CACHE_TTL_MS (the search client's 60 s: a site added to the index is bookable within a minute)
 * and shared by every call of a booking flow: the stream, time slots, prices and the booking
 * (WorkshopDirectory).
 */
import type { DealerSite } from '../../../../schemas/generated/dealerSite';
import { LruMap } from '../../../cache/LruMap';
import { projectValidator } from '../../../config/schemaValidator';
import { distanceKm } from '../../maps/distanceKm';
import type { SearchService } from '../../search/contract';
import { SEARCH_CACHE_TTL_MS } from '../../search/searchClient';
import { untilAborted } from '../../upstream/callBudget';
import type { MechmateWorkshop, Position } from '../contract';

/** The sites index's department type of a workshop (as the site selection block filters on). */
export const WORKSHOP_DEPARTMENT_TYPE = 'service';
/** Spec 002 §9: the site query's limit. */
const SITE_QUERY_LIMIT = 100;
const DEPARTMENT_ID = /^[A-Za-z0-9-]{1,40}$/;

/** A workshop before its first free slot is known. */
export type DirectoryWorkshop = Omit<MechmateWorkshop, 'firstTimeSlot'>;

function coordinates(geocoord: string | undefined): Position | null {
  const [latitude, longitude] = (geocoord ?? '').split(',').map(Number);
  return Number.isFinite(latitude) && Number.isFinite(longitude)
    ? { latitude: latitude as number, longitude: longitude as number }
    : null;
}

/** The workshops of one dealer site: its `service` departments, each with an id of the site's id and its place. */
function siteWorkshops(site: DealerSite): DirectoryWorkshop[] {
  const position = coordinates(site.site_geocoord);
  if (!position || !site.site_id) return [];
  const address = [site.site_street, [site.site_zip, site.site_city].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(', ');
  return (site.site_departments ?? []).flatMap((department, index) => {
    const departmentId = `${site.site_id}-${index + 1}`;
    if (department.department_type !== WORKSHOP_DEPARTMENT_TYPE || !DEPARTMENT_ID.test(departmentId))
      return [];
    const brands = department.brands?.map((brand) => brand.name) ?? site.site_brands ?? [];
    return [
      {
        departmentId,
        siteId: site.site_id as string,
        siteName: site.site_official_name ?? site.site_id,
        address,
        ...position,
        brands,
      },
    ];
  });
}

/** Every workshop of the market's sites index, in the index's order. */
async function marketWorkshops(search: SearchService, sitesIndex: string): Promise<DirectoryWorkshop[]> {
  const answer = await search({
    index: sitesIndex,
    filters: { site_department_types: [WORKSHOP_DEPARTMENT_TYPE] },
    limit: SITE_QUERY_LIMIT,
  });
  const isDealerSite = projectValidator('dealerSite');
  return answer.content.flatMap((record: unknown) =>
    isDealerSite(record) ? siteWorkshops(record as DealerSite) : [],
  );
}

/**
 * Markets remembered at once: a sites index comes from a site config, never from the client, so this
 * only bounds the memory as every cache of the server is bounded.
 */
export const WORKSHOP_DIRECTORY_MAX_MARKETS = 32;

export interface WorkshopDirectoryOptions {
  /** How long a market's workshops are kept; the search client's 60 s by default. */
  ttlMs?: number;
  /** Milliseconds since the epoch; the real clock by default. */
  now?: () => number;
}

/**
 * Each market's workshops, searched once per `ttlMs`: calls while a search is under way share it, a
 * failed search is forgotten so the next call searches again, and a caller whose signal aborts stops
 * waiting while the shared search goes on (within the search service's own budget) for the others.
 */
export class WorkshopDirectory {
  readonly #search: SearchService;
  readonly #ttlMs: number;
  readonly #now: () => number;
  readonly #markets = new LruMap<
    string,
    { expires: number; workshops: Promise<readonly DirectoryWorkshop[]> }
  >(WORKSHOP_DIRECTORY_MAX_MARKETS);

  constructor(
    search: SearchService,
    { ttlMs = SEARCH_CACHE_TTL_MS, now = Date.now }: WorkshopDirectoryOptions = {},
  ) {
    this.#search = search;
    this.#ttlMs = ttlMs;
    this.#now = now;
  }

  /** The workshops of the market whose sites index is `sitesIndex`, in the index's order. */
  workshops(sitesIndex: string, signal?: AbortSignal): Promise<readonly DirectoryWorkshop[]> {
    let market = this.#markets.get(sitesIndex);
    if (!market || market.expires <= this.#now()) {
      const searched = {
        expires: this.#now() + this.#ttlMs,
        workshops: marketWorkshops(this.#search, sitesIndex),
      };
      searched.workshops.catch(() => {
        if (this.#markets.get(sitesIndex) === searched) this.#markets.delete(sitesIndex);
      });
      this.#markets.set(sitesIndex, searched);
      market = searched;
    }
    return signal ? untilAborted(market.workshops, signal) : market.workshops;
  }
}

/**
 * How far a visitor is offered a workshop: a car is not driven further than this to a service, so a
 * place with no workshop within it gets `{nosites}` (spec 002 §8, 'Vi kan ej hitta några anläggningar
 * som passar dig').
 */
const WORKSHOP_REACH_KM = 400;

/** The `workshops` within WORKSHOP_REACH_KM of `position`, nearest first (a stable order for equal distances). */
export function byDistance<T extends Position>(workshops: readonly T[], position: Position): T[] {
  return workshops
    .map((workshop) => ({ workshop, km: distanceKm(position, workshop) }))
    .filter(({ km }) => km <= WORKSHOP_REACH_KM)
    .sort((a, b) => a.km - b.km)
    .map(({ workshop }) => workshop);
}
