import { describe, expect, it, vi } from 'vitest';
import { emptySearchResult, type SearchClient, type SearchQuery } from '../../runtime';
import { loaderContext } from '../../tests/fixtures/loaderContext';
import { testSite } from '../../tests/fixtures/testSite';
import type { ServiceBookingFormFields } from './fields.generated';
import { loadWorkshopDealers, WORKSHOP_SITES_LIMIT } from './workshopDealers';

const site = testSite({ name: 'hedinautomotivenosite' });

const department = (department_type: string, email?: string) => ({
  name: department_type,
  department_type,
  group: department_type === 'service' ? 'Service' : 'Nye biler',
  ...(email ? { email } : {}),
});

const sites = [
  {
    site_id: '655001',
    site_official_name: 'Hedin Automotive Oslo',
    site_departments: [department('sales', 'salg.oslo@x.no'), department('service', 'verksted.oslo@x.no')],
  },
  {
    site_id: '655002',
    site_official_name: 'Hedin Automotive Hamar',
    site_departments: [department('sales', 'salg@x.no')],
  },
  {
    site_id: '655003',
    site_official_name: 'Hedin Automotive Moss',
    site_departments: [department('service')],
  },
  {
    site_id: '655004',
    site_official_name: 'Hedin Automotive Drammen',
    site_departments: [department('service', 'verksted.drammen@x.no')],
  },
  { site_official_name: 'Without id', site_departments: [department('service', 'a@x.no')] },
];

function contextWith(search: SearchClient['search'], fields: ServiceBookingFormFields = {}) {
  return loaderContext<ServiceBookingFormFields>({ site, fields, services: { search: { search } } });
}

describe('loadWorkshopDealers', () => {
  it("asks the market's sites index for 100 sites by name and keeps those with a workshop e-mail", async () => {
    const search = vi.fn(async (_site: string, _kind: string, query: SearchQuery) => ({
      ...emptySearchResult(query, false),
      content: sites,
      total_items: sites.length,
    }));
    const data = await loadWorkshopDealers(contextWith(search));
    expect(search).toHaveBeenCalledWith('hedinautomotivenosite', 'sites', {
      fields: ['site_id', 'site_official_name', 'site_departments'],
      limit: WORKSHOP_SITES_LIMIT,
      sort_name: 'site_official_name_asc',
    });
    expect(WORKSHOP_SITES_LIMIT).toBe(100);
    expect(data.dealers).toEqual([
      { id: '655001', name: 'Hedin Automotive Oslo', email: 'verksted.oslo@x.no' },
      { id: '655004', name: 'Hedin Automotive Drammen', email: 'verksted.drammen@x.no' },
    ]);
  });

  it('fails when the search does, so the rendering shows the section error instead of a form without dealers', async () => {
    const failed = contextWith(async (_site, _kind, query) => emptySearchResult(query, true));
    await expect(loadWorkshopDealers(failed)).rejects.toThrow(/sites index of hedinautomotivenosite/);
  });

  it('offers the one motorcycle dealer of the rendering for type mc, without searching', async () => {
    const search = vi.fn<SearchClient['search']>();
    const data = await loadWorkshopDealers(
      contextWith(search, {
        type: { value: 'mc' },
        MotorcycleDealerName: { value: 'Hedin Motorsykkel Oslo' },
        MotorcycleDealerEmail: { value: 'mc@x.no' },
      }),
    );
    expect(data.dealers).toEqual([{ id: 'mc', name: 'Hedin Motorsykkel Oslo', email: 'mc@x.no' }]);
    expect(search).not.toHaveBeenCalled();
  });
});

describe('the fields schema', () => {
  it('requires the motorcycle dealer of a motorcycle form, and only there', async () => {
    const { componentFieldsValidator } = await import('../../runtime/config/schemaValidator');
    const { default: schema } = await import('./serviceBookingForm.schema.json');
    const validate = componentFieldsValidator(schema);
    expect(validate({})).toBe(true);
    expect(validate({ type: { value: 'car' } })).toBe(true);
    expect(validate({ type: { value: 'mc' } })).toBe(false);
    expect(
      validate({
        type: { value: 'mc' },
        MotorcycleDealerName: { value: 'A' },
        MotorcycleDealerEmail: { value: 'a@x.no' },
      }),
    ).toBe(true);
    expect(validate({ type: { value: 'moped' } })).toBe(false);
  });
});
