/**
 * A car contact lead goes only where the car's page sends it. The browser names the recipient
 * (`toName`, `toEmail`, spec 001 §7), so without a check `POST /api/forms/comhub` would carry any text to
 * any address. The server looks the car up in its site's vehicles index and accepts the lead only when
 * `toEmail` is the car's own recipient (a car in stock: its first seller with an e-mail, else its site)
 * or, for a sample car, the brand department of one of the sites that sell its brand: the same rules the
 * form uses (carContactRecipient.ts). Other forms name no recipient and pass. When the car cannot be
 * looked up (the search failed), the lead is not taken: 503, and the visitor's form says so and may send
 * again. Server-only.
 */
import type { CarContactFormValues } from '../../../schemas/generated/carContactForm';
import type { SearchClient } from '../search/searchClient';
import {
  type ContactCar,
  sampleCarRecipient,
  type SampleSite,
  sampleSitesQuery,
  stockCarRecipient,
} from './carContactRecipient';
import type { FormProblem, FormSubmission } from './contract';
import { CAR_CONTACT_FORM_SUFFIX } from './leadForms';

export type RecipientVerdict =
  { ok: true } | { ok: false; problems: FormProblem[] } | { ok: false; unavailable: true };

/** Checks the recipient a valid submission names; `submission` has passed its form's schema. */
export type RecipientCheck = (submission: FormSubmission) => Promise<RecipientVerdict>;

const CONTACT_CAR_FIELDS = [
  'car_id',
  'car_brand',
  'car_brand_code',
  'car_model',
  'car_version',
  'car_regno',
  'car_is_sample',
  'car_sellers',
  'car_site_name',
  'car_site_leads_email',
] as const satisfies readonly (keyof ContactCar)[];

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;
const refused = (pointer: string, message: string): RecipientVerdict => ({
  ok: false,
  problems: [{ pointer, message }],
});

export function carContactRecipientCheck(search: Pick<SearchClient, 'search'>): RecipientCheck {
  return async (submission) => {
    if (!submission.formName.endsWith(CAR_CONTACT_FORM_SUFFIX)) return { ok: true };
    const site = submission.formName.slice(0, -CAR_CONTACT_FORM_SUFFIX.length);
    // The form's schema has checked the values.
    const values = submission.values as unknown as CarContactFormValues;
    const found = await search.search(site, 'vehicles', {
      fields: [...CONTACT_CAR_FIELDS],
      filters: { car_id: [values.car.id] },
      limit: 1,
    });
    if (found.failed) return { ok: false, unavailable: true };
    const [record] = found.content;
    if (!isRecord(record) || record.car_id !== values.car.id)
      return refused('/values/car/id', 'is not a car of this site');
    const car = record as unknown as ContactCar;
    const allowed = new Set<string>();
    if (car.car_is_sample) {
      const sites = await search.search(site, 'sites', sampleSitesQuery(car.car_brand_code));
      if (sites.failed) return { ok: false, unavailable: true };
      for (const dealer of sites.content.filter(isRecord) as unknown as SampleSite[]) {
        const recipient = sampleCarRecipient(dealer, car.car_brand_code);
        if (recipient) allowed.add(recipient.toEmail.toLowerCase());
      }
    } else {
      const recipient = stockCarRecipient(car);
      if (recipient) allowed.add(recipient.toEmail.toLowerCase());
    }
    return allowed.has(values.toEmail.toLowerCase())
      ? { ok: true }
      : refused('/values/toEmail', 'is not a recipient of this car');
  };
}
