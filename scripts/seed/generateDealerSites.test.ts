import { beforeAll, describe, expect, it } from 'vitest';
import type { DealerSite } from '../../schemas/generated/dealerSite';
import { loadSiteConfigs } from '../../runtime/config/loadSiteConfigs';
import { projectValidator } from '../../runtime/config/schemaValidator';
import { testSite } from '../../tests/fixtures/testSite';
import { countryOf } from './countries';
import { daysBefore, isoDate, REFERENCE_DATE } from './demoClock';
import { demoImageBlurs, type ImageBlurs } from './demoImages';
import { generateDealerSites, mailDomain, retailerName } from './generateDealerSites';

const sites = loadSiteConfigs();
let blurs: ImageBlurs;

beforeAll(async () => {
  blurs = await demoImageBlurs();
});

describe('generateDealerSites', () => {
  it.each(sites.map((site) => [site.name, site]))(
    'gives %s 8–14 valid dealer sites: its named dealerships, or generated ones selling every brand of its stock',
    (_, site) => {
      const dealers = generateDealerSites(site, blurs);
      const validate = projectValidator('dealerSite');
      expect(dealers.length).toBeGreaterThanOrEqual(8);
      expect(dealers.length).toBeLessThanOrEqual(14);
      for (const dealer of dealers) expect(validate(dealer), JSON.stringify(validate.errors)).toBe(true);
      const country = countryOf(site.locale, site.currency);
      if (country.dealers) {
        expect(
          dealers.map(({ slug, site_official_name, site_brands }) => ({
            slug,
            site_official_name,
            site_brands,
          })),
        ).toEqual(
          country.dealers.map(({ slug, name, brands }) => ({
            slug,
            site_official_name: name,
            site_brands: brands,
          })),
        );
        expect(new Set(dealers.map((dealer) => dealer.site_email)).size).toBe(dealers.length);
      } else {
        const sold = new Set(dealers.flatMap((dealer) => dealer.site_brands));
        for (const code of Object.keys(country.brands)) expect(sold).toContain(code);
      }
      for (const dealer of dealers)
        expect(dealer.site_department_types).toEqual([
          ...new Set(dealer.site_departments.map((department) => department.department_type)),
        ]);
    },
  );

  it('names sites after the market retailer in real cities, with staff and opening hours', () => {
    const site = sites.find((candidate) => candidate.name === 'carstoresesite') ?? testSite();
    const dealers: DealerSite[] = generateDealerSites(site, blurs);
    const stockholm = dealers.find((dealer) => dealer.site_city === 'Stockholm');
    expect(stockholm?.site_official_name).toBe('Car Store Stockholm');
    expect(stockholm?.slug).toBe('car-store-stockholm');
    expect(stockholm?.site_zip).toMatch(/^\d{3} \d{2}$/);
    expect(stockholm?.site_geocoord).toMatch(/^59\.\d+,18\.\d+$/);
    for (const department of stockholm?.site_departments ?? []) {
      expect(department.users?.length).toBeGreaterThan(0);
      expect(department.openingschedule?.openinghours.map((row) => row.day)).toEqual([
        'Måndag–fredag',
        'Lördag',
        'Söndag',
      ]);
    }
    expect(stockholm?.site_departments.map((department) => department.group)).toContain('Begagnade bilar');
  });

  it('gives every dealer a picture with its blur placeholder', () => {
    for (const dealer of generateDealerSites(sites[0] ?? testSite(), blurs)) {
      expect(dealer.site_primary_image?.original).toMatch(/^\/-\/media\/dealers\/[a-z-]+\.jpg$/);
      expect(dealer.site_primary_image?.blur_data_url).toMatch(/^data:image\/jpeg;base64,/);
    }
  });
  it.each(sites.map((site) => [site.name, site]))(
    'gives %s machine-readable hours and a few departments closed around the reference date',
    (_, site) => {
      const departments = generateDealerSites(site, blurs).flatMap((dealer) => dealer.site_departments);
      for (const { openingschedule } of departments) {
        expect(openingschedule?.openinghours.flatMap((row) => row.days ?? [])).toEqual([1, 2, 3, 4, 5, 6, 7]);
        for (const row of openingschedule?.deviationdays ?? [])
          expect(row.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      }
      const closures = departments.flatMap(
        (department) =>
          department.openingschedule?.vacationdays.filter(
            (vacation) => (vacation.vacationstart ?? '') < isoDate(daysBefore(REFERENCE_DATE, -60)),
          ) ?? [],
      );
      expect(closures).toHaveLength(3);
      for (const closure of closures) {
        expect(closure.vacationtitle).toBeTruthy();
        expect(closure.vacationend! >= closure.vacationstart!).toBe(true);
      }
    },
  );
});

describe('retailerName and mailDomain', () => {
  it('take the retailer from the title template and the domain from the canonical URL', () => {
    expect(retailerName({ name: 'x', titleTemplate: '{title} | Hedin Automotive UK' })).toBe(
      'Hedin Automotive',
    );
    expect(retailerName({ name: 'x', titleTemplate: '{title} | Car Store' })).toBe('Car Store');
    expect(mailDomain({ canonicalBaseUrl: 'https://www.carstore.se' })).toBe('carstore.se');
  });
});
