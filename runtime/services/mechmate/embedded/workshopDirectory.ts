/**
 * The embedded backend's workshops (spec 002 §7, §9 "Sites: only those with a Workshop department"): the
 * market's dealer sites from its sites index, through the search service like every other reader of
 * dealers, each department of type `service` one workshop. Ordered by great-circle (haversine) distance
 * from the visitor, so the stream answers the nearest first.
 */
import type { DealerSite } from '../../../../schemas/generated/dealerSite';
import { projectValidator } from '../../../config/schemaValidator';
import { distanceKm } from '../../maps/distanceKm';
import type { SearchService } from '../../search/contract';
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
export function siteWorkshops(site: DealerSite): DirectoryWorkshop[] {
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
export async function marketWorkshops(
  search: SearchService,
  sitesIndex: string,
  signal?: AbortSignal,
): Promise<DirectoryWorkshop[]> {
  const answer = await search(
    {
      index: sitesIndex,
      filters: { site_department_types: [WORKSHOP_DEPARTMENT_TYPE] },
      limit: SITE_QUERY_LIMIT,
    },
    signal ? { signal } : {},
  );
  const isDealerSite = projectValidator('dealerSite');
  return answer.content.flatMap((record: unknown) =>
    isDealerSite(record) ? siteWorkshops(record as DealerSite) : [],
  );
}

/**
 * How far a visitor is offered a workshop: a car is not driven further than this to a service, so a
 * place with no workshop within it gets `{nosites}` (spec 002 §8, 'Vi kan ej hitta några anläggningar
 * som passar dig').
 */
export const WORKSHOP_REACH_KM = 400;

/** The `workshops` within WORKSHOP_REACH_KM of `position`, nearest first (a stable order for equal distances). */
export function byDistance<T extends Position>(workshops: readonly T[], position: Position): T[] {
  return workshops
    .map((workshop) => ({ workshop, km: distanceKm(position, workshop) }))
    .filter(({ km }) => km <= WORKSHOP_REACH_KM)
    .sort((a, b) => a.km - b.km)
    .map(({ workshop }) => workshop);
}
