import { randomUUID } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import { SAMPLE_SITES, sampleCar, stockCar, validValues } from '../../../tests/fixtures/carContact';
import { sellCarSubmission } from '../../../tests/fixtures/leadSubmissions';
import type { CarContactFormValues } from '../../../schemas/generated/carContactForm';
import type { SearchClient } from '../search/searchClient';
import { emptySearchResult } from '../search/searchResult';
import { carContactRecipientCheck } from './carContactCheck';
import type { FormSubmission } from './contract';

const contactLead = (values: Partial<CarContactFormValues> = {}): FormSubmission => ({
  formName: 'carstoresesiteCarContactForm',
  formSubmissionId: randomUUID(),
  values: { ...validValues(values) },
});

/** A search double: the vehicles index holds `cars`, the sites index `sites`; `failing` fails every search. */
function searching(cars: readonly object[], sites: readonly object[] = [], failing = false) {
  return vi.fn<SearchClient['search']>(async (_site, kind, query) => {
    if (failing) return emptySearchResult(query, true);
    const content = (kind === 'vehicles' ? cars : sites) as Record<string, unknown>[];
    return { ...emptySearchResult(query, false), content, total_items: content.length };
  });
}

describe('the recipient of a car contact lead (checked on the server)', () => {
  it('accepts a stock car’s own seller and refuses any other address', async () => {
    const check = carContactRecipientCheck({ search: searching([stockCar()]) });
    expect(await check(contactLead())).toEqual({ ok: true });
    expect(await check(contactLead({ toEmail: 'JOHANNA.JOHANSSON@carstore.se' }))).toEqual({ ok: true });
    expect(await check(contactLead({ toEmail: 'someone@example.com' }))).toEqual({
      ok: false,
      problems: [{ pointer: '/values/toEmail', message: 'is not a recipient of this car' }],
    });
  });

  it('accepts a sample car’s brand department at a site selling the brand, not its service desk', async () => {
    const [site] = SAMPLE_SITES;
    const search = searching([sampleCar()], SAMPLE_SITES);
    const check = carContactRecipientCheck({ search });
    const car = { ...validValues().car, id: sampleCar().car_id };
    const department = site?.site_departments.find((entry) => entry.group === 'Nya bilar');
    expect(await check(contactLead({ car, toEmail: department?.email }))).toEqual({ ok: true });
    const service = site?.site_departments.find((entry) => entry.department_type === 'service');
    expect(await check(contactLead({ car, toEmail: service?.email }))).toMatchObject({ ok: false });
    expect(search).toHaveBeenCalledWith('carstoresesite', 'sites', expect.objectContaining({ limit: 100 }));
  });

  it('refuses a car the site does not have, and takes no lead while the search fails', async () => {
    expect(await carContactRecipientCheck({ search: searching([]) })(contactLead())).toEqual({
      ok: false,
      problems: [{ pointer: '/values/car/id', message: 'is not a car of this site' }],
    });
    expect(await carContactRecipientCheck({ search: searching([], [], true) })(contactLead())).toEqual({
      ok: false,
      unavailable: true,
    });
  });

  it('lets the forms that name no recipient pass without a search', async () => {
    const search = searching([]);
    expect(await carContactRecipientCheck({ search })(sellCarSubmission())).toEqual({ ok: true });
    expect(search).not.toHaveBeenCalled();
  });
});
