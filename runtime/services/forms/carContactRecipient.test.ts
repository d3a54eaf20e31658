import { describe, expect, it } from 'vitest';
import { SAMPLE_SITES, sampleCar, stockCar } from '../../../tests/fixtures/carContact';
import {
  brandDepartment,
  reachableSellers,
  sampleCarRecipient,
  stockCarRecipient,
} from './carContactRecipient';

const [boras, stockholm] = SAMPLE_SITES;
if (!boras || !stockholm) throw new Error('fixtures');

describe('contact recipient', () => {
  it("a car in stock writes to its first seller with an e-mail, else to the car's site", () => {
    expect(stockCarRecipient(stockCar())).toEqual({
      toName: 'Johanna Johansson',
      toEmail: 'johanna.johansson@carstore.se',
    });
    const phoneOnly = stockCar({ car_sellers: [{ name: 'Erik Lund', phone: '070 123 45 67', email: ' ' }] });
    expect(stockCarRecipient(phoneOnly)).toEqual({
      toName: 'Car Store Västerås',
      toEmail: 'begagnatforsaljning.vasteras@carstore.se',
    });
    expect(
      stockCarRecipient(stockCar({ car_sellers: undefined, car_site_leads_email: undefined })),
    ).toBeUndefined();
  });

  it("a sample car's chosen site gives its department for the brand, the new-cars group before others", () => {
    expect(brandDepartment(boras, 'VW')?.group).toBe('Nya bilar');
    expect(sampleCarRecipient(boras, 'VW')).toEqual({
      toName: 'Car Store Borås – Nybil',
      toEmail: 'nybil@102814.carstore.se',
    });
  });

  it('takes a sales department of the brand when no new-cars department sells it, then any other', () => {
    const usedOnly = {
      ...boras,
      site_departments: boras.site_departments.filter((d) => d.group !== 'Nya bilar'),
    };
    expect(brandDepartment(usedOnly, 'VW')?.name).toBe('Begagnat');
    const workshopOnly = { ...boras, site_departments: boras.site_departments.slice(0, 1) };
    expect(brandDepartment(workshopOnly, 'VW')?.name).toBe('Verkstad');
    expect(brandDepartment(boras, 'AUDI')?.name).toBe('Nybil');
  });

  it('finds no department for a brand the site does not list, nor one without an e-mail', () => {
    expect(sampleCarRecipient(stockholm, 'VW')).toBeUndefined();
    const silent = {
      ...stockholm,
      site_departments: stockholm.site_departments.map((department) => ({
        ...department,
        email: undefined,
        brands: [{ name: 'Volkswagen', brand_code: 'VW' }],
      })),
    };
    expect(sampleCarRecipient(silent, 'VW')).toBeUndefined();
  });

  it('lists only sellers with an e-mail or a phone', () => {
    expect(reachableSellers(sampleCar()).map((seller) => seller.name)).toEqual([
      'Johanna Johansson',
      'Erik Lund',
    ]);
    expect(reachableSellers({ car_sellers: undefined })).toEqual([]);
  });
});
