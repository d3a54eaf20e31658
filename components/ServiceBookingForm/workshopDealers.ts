/**
 * The dealers the workshop form offers (spec 002 §3 Site, §7 "Sites: limit 100, only those with a
 * Workshop department"): the market's sites whose departments include a service department with an
 * e-mail, where the lead goes. The motorcycle form has one fixed dealer, named by the rendering.
 */
import { isJsonObject, type LoaderContext } from '../../runtime';
import type { ServiceBookingFormFields } from './fields.generated';
import { isMotorcycleForm, type ServiceBookingFormData, type WorkshopDealer } from './serviceBookingModel';

/** Sites queried at most (spec 002 §9 "Site query limit 100"). */
export const WORKSHOP_SITES_LIMIT = 100;
/** A site's workshop is its department of this type (schemas/dealerSite.schema.json `department_type`). */
export const WORKSHOP_DEPARTMENT_TYPE = 'service';
const MOTORCYCLE_DEALER_ID = 'mc';

/** The site as a workshop dealer, when it has a service department with an e-mail. */
function workshopDealer(site: unknown): WorkshopDealer | undefined {
  if (!isJsonObject(site) || typeof site.site_id !== 'string' || typeof site.site_official_name !== 'string')
    return undefined;
  const departments = Array.isArray(site.site_departments) ? site.site_departments : [];
  const workshop = departments.find(
    (department): department is { email: string } =>
      isJsonObject(department) &&
      department.department_type === WORKSHOP_DEPARTMENT_TYPE &&
      typeof department.email === 'string' &&
      department.email !== '',
  );
  return workshop && { id: site.site_id, name: site.site_official_name, email: workshop.email };
}

/**
 * The dealers, by name. A failed search throws, so the rendering shows the section error rather than a
 * form nobody can send.
 */
export async function loadWorkshopDealers({
  fields,
  site,
  services,
}: LoaderContext<ServiceBookingFormFields>): Promise<ServiceBookingFormData> {
  if (isMotorcycleForm(fields)) {
    const name = String(fields.MotorcycleDealerName?.value ?? '');
    const email = String(fields.MotorcycleDealerEmail?.value ?? '');
    return { dealers: name && email ? [{ id: MOTORCYCLE_DEALER_ID, name, email }] : [] };
  }
  const result = await services.search.search(site.name, 'sites', {
    fields: ['site_id', 'site_official_name', 'site_departments'],
    limit: WORKSHOP_SITES_LIMIT,
    sort_name: 'site_official_name_asc',
  });
  if (result.failed) throw new Error(`The sites index of ${site.name} could not be searched`);
  return {
    dealers: result.content
      .map(workshopDealer)
      .filter((dealer): dealer is WorkshopDealer => dealer !== undefined),
  };
}
