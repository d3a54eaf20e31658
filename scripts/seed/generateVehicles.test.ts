import { beforeAll, describe, expect, it } from 'vitest';
import type { Car } from '../../schemas/generated/car';
import type { DealerSite } from '../../schemas/generated/dealerSite';
import type { SiteConfig } from '../../runtime/config/SiteConfig';
import { loadSiteConfigs } from '../../runtime/config/loadSiteConfigs';
import { projectValidator } from '../../runtime/config/schemaValidator';
import { REFERENCE_DATE } from './demoClock';
import { demoImageBlurs, type ImageBlurs } from './demoImages';
import { generateDealerSites } from './generateDealerSites';
import { generateVehicles } from './generateVehicles';
import keys from './catalogues/keys.schema.json';
import { slugToken } from './slugify';

const CARS = 300;
const sites = loadSiteConfigs();

interface MarketStock {
  site: SiteConfig;
  dealers: DealerSite[];
  cars: Car[];
}

let blurs: ImageBlurs;
let markets: MarketStock[];

beforeAll(async () => {
  blurs = await demoImageBlurs();
  markets = sites.map((site) => {
    const dealers = generateDealerSites(site, blurs);
    return { site, dealers, cars: generateVehicles(site, dealers, { count: CARS, blurs }) };
  });
});

const FUELS: Record<string, readonly string[]> = {
  'sv-SE': ['Bensin', 'Diesel', 'El', 'Laddhybrid', 'Hybrid'],
  'nb-NO': ['Bensin', 'Diesel', 'Elektrisk', 'Ladbar hybrid', 'Hybrid'],
  'fi-FI': ['Bensiini', 'Diesel', 'Sähkö', 'Lataushybridi', 'Hybridi'],
  'sk-SK': ['Benzín', 'Diesel', 'Elektro', 'Plug-in hybrid', 'Hybrid'],
  'en-GB': ['Petrol', 'Diesel', 'Electric', 'Plug-in hybrid', 'Hybrid'],
};

describe('generateVehicles', () => {
  it('writes records every market can validate against the car schema', () => {
    const validate = projectValidator('car');
    for (const { site, cars } of markets) {
      expect(cars).toHaveLength(CARS);
      for (const car of cars)
        expect(validate(car), `${site.name} ${car.car_id}: ${JSON.stringify(validate.errors)}`).toBe(true);
    }
  });

  it('prices passenger cars with the market VAT and commercial vehicles without it', () => {
    for (const { site, cars } of markets) {
      const withVat = (price: number) => Math.round(price / (1 + site.vatRate / 100));
      const commercial = cars.filter((car) => car.car_vehicle_type_code === 'LCV');
      expect(commercial.length, site.name).toBeGreaterThan(0);
      for (const car of cars) {
        expect(car.car_price_currency).toBe(site.currency);
        if (car.car_vehicle_type_code === 'LCV') {
          expect(car.car_brand_code).toMatch(/_TR$/);
          expect(car.car_vat_eligible).toBe(true);
          expect(car.car_retail_price_exkl_vat).toBe(car.car_retail_price);
        } else {
          expect(car.car_brand_code).not.toMatch(/_TR$/);
          expect(car.car_retail_price_exkl_vat).toBe(withVat(car.car_retail_price ?? 0));
          if (car.car_campaign_price)
            expect(car.car_campaign_price_exkl_vat).toBe(withVat(car.car_campaign_price));
        }
      }
    }
  });

  it('puts a campaign price below the retail price and makes it the price to pay', () => {
    for (const { cars } of markets) {
      for (const car of cars.filter((candidate) => candidate.car_has_campaign_price)) {
        expect(car.car_campaign_price).toBe(car.car_price);
        expect(car.car_price).toBeLessThan(car.car_retail_price ?? 0);
        expect(car.car_price).toBeGreaterThanOrEqual((car.car_retail_price ?? 0) * 0.85);
      }
    }
  });

  it("measures mileage in the market's unit and formats it in its locale", () => {
    for (const { site, cars } of markets) {
      for (const car of cars) {
        expect(car.car_odometer_unit).toBe(site.mileageUnit);
        expect(car.car_odometer).toBe(car.car_mileage);
        expect(car.car_mileage_text).toBe(
          `${new Intl.NumberFormat(site.locale).format(car.car_mileage)} ${site.mileageUnit}`,
        );
      }
    }
  });

  it('speaks the market language in its facet values', () => {
    for (const { site, cars } of markets) {
      const fuels = new Set(cars.map((car) => car.car_fuel));
      expect([...fuels].sort(), site.name).toEqual([...(FUELS[site.locale] ?? [])].sort());
    }
  });

  it('keeps model years, first registrations and mileage consistent', () => {
    for (const { cars } of markets) {
      for (const car of cars) {
        expect(car.car_year).toBeGreaterThanOrEqual(2015);
        expect(car.car_year).toBeLessThanOrEqual(2026);
        if (!car.car_firstregistration) {
          expect(car.car_is_used || car.car_is_sample, 'only new cars are unregistered').toBe(false);
          expect(car.car_mileage).toBeLessThan(100);
          continue;
        }
        const registered = new Date(`${car.car_firstregistration}T00:00:00Z`);
        expect(registered.getTime()).toBeLessThan(REFERENCE_DATE.getTime());
        expect(registered.getUTCFullYear()).toBeGreaterThanOrEqual(car.car_year - 1);
      }
    }
  });

  it('places every car at a dealer site of its own market, sold by that site’s staff', () => {
    for (const { site, dealers, cars } of markets) {
      const byId = new Map(dealers.map((dealer) => [dealer.site_id, dealer]));
      for (const car of cars) {
        const dealer = byId.get(car.car_site_id);
        expect(dealer, `${site.name} ${car.car_id} at ${car.car_site_id}`).toBeDefined();
        expect(car.car_site_name).toBe(dealer?.site_official_name);
        expect(car.car_site_city).toBe(dealer?.site_city);
        expect(car.car_site_region).toBe(dealer?.site_region);
        expect(car.car_companyerpid).toBe(dealer?.erp_id);
        const staff = new Set(
          dealer?.site_departments.flatMap((department) => department.users ?? []).map((user) => user.email),
        );
        expect(car.car_sellers?.length).toBeGreaterThanOrEqual(1);
        expect(car.car_sellers?.length).toBeLessThanOrEqual(3);
        for (const seller of car.car_sellers ?? []) expect(staff).toContain(seller.email);
      }
    }
  });

  it('builds slugs whose fifth part is the brand', () => {
    for (const { cars } of markets) {
      for (const car of cars) {
        const parts = car.slug.split('-');
        expect(parts[3]).toBe(String(car.car_year));
        expect(parts[4]).toBe(slugToken(car.car_brand.split(/[\s-]/, 1)[0] ?? ''));
        expect(parts[0]).toBe(slugToken(car.car_condition));
        expect(parts[1]).toBe(slugToken(car.car_body));
        expect(parts[2]).toBe(slugToken(car.car_fuel));
      }
    }
  });

  it('never repeats a car id, across all markets', () => {
    const ids = markets.flatMap(({ cars }) => cars.map((car) => car.car_id));
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('shows 3–6 pictures per car, the first as thumbnail, each with its blur placeholder', () => {
    for (const { cars } of markets) {
      for (const car of cars) {
        expect(car.car_images.length).toBeGreaterThanOrEqual(3);
        expect(car.car_images.length).toBeLessThanOrEqual(6);
        expect(car.car_primary_image.thumbnail_url).toBe(car.car_images[0]?.original);
        for (const image of [car.car_primary_image, ...car.car_images])
          expect(image.blur_data_url).toMatch(/^data:image\/jpeg;base64,/);
      }
    }
  });

  it('links demonstrators to other trim packages of the same model', () => {
    const linked = markets.flatMap(({ cars }) => cars.filter((car) => car.linked_vehicles));
    expect(linked.length).toBeGreaterThan(0);
    for (const car of linked) {
      for (const link of car.linked_vehicles ?? []) {
        const other = markets
          .flatMap(({ cars }) => cars)
          .find((candidate) => candidate.car_id === link.vehicle_id);
        expect(other?.car_is_sample).toBe(true);
        expect(other?.car_model).toBe(car.car_model);
        expect(link.package_name).not.toBe(car.car_trim_package);
      }
    }
  });

  it('places every car in the Finnish brand facet manufacturer>model>type_manf_year (the model with its years)', () => {
    for (const { cars } of markets) {
      for (const car of cars) {
        expect(car.manufacturer).toBe(car.car_brand);
        expect(car.model).toBe(car.car_model);
        expect(car.type_manf_year?.startsWith(`${car.car_model} (`), car.type_manf_year).toBe(true);
        expect(car.type_manf_year).toMatch(/ \(\d{4}–\d{4}\)$/);
      }
    }
  });

  it('generates the same stock for the same site and count', () => {
    const { site, dealers, cars } = markets[0] as MarketStock;
    expect(JSON.stringify(generateVehicles(site, dealers, { count: CARS, blurs }))).toBe(
      JSON.stringify(cars),
    );
  });

  it('builds a default-size market quickly with realistic facet cardinalities', () => {
    const { site, dealers } = markets[0] as MarketStock;
    const started = performance.now();
    const cars = generateVehicles(site, dealers, { count: 3000, blurs });
    expect(performance.now() - started).toBeLessThan(5000);
    const distinct = (field: keyof Car) => new Set(cars.map((car) => car[field])).size;
    expect(distinct('car_brand')).toBeGreaterThanOrEqual(12);
    expect(distinct('car_brand')).toBeLessThanOrEqual(20);
    // Every body of the catalogue, the light commercial ones (panel van, crew van, chassis cab, minibus,
    // pickup) included, so a market's body facet can offer each of them.
    expect(distinct('car_body')).toBe(keys.$defs.BodyType.enum.length);
    expect(distinct('car_fuel')).toBe(5);
    expect(distinct('car_color')).toBe(10);
    expect(distinct('car_site_city')).toBe(dealers.length);
    const share = (predicate: (car: Car) => boolean) => cars.filter(predicate).length / cars.length;
    expect(share((car) => car.car_is_used)).toBeCloseTo(0.8, 1);
    expect(share((car) => car.car_is_sample)).toBeCloseTo(0.08, 1);
    expect(share((car) => car.car_has_campaign_price)).toBeCloseTo(0.15, 1);
    const carsOfTheWeek = cars.filter((car) => car.caroftheweek).length;
    expect(carsOfTheWeek).toBeGreaterThanOrEqual(6);
    expect(carsOfTheWeek).toBeLessThanOrEqual(10);
  });

  it('refuses counts it cannot number', () => {
    const { site, dealers } = markets[0] as MarketStock;
    expect(() => generateVehicles(site, dealers, { count: 1_000_000, blurs })).toThrow(
      /999999|999 999|999,999/,
    );
  });
});
