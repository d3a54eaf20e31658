/**
 * The vehicles of one market's demo stock: used, new and demonstrator cars of the market's brand mix,
 * priced in its currency (passenger cars with VAT, light commercial vehicles without), with mileage in its
 * unit, texts in its language, finance offers, pictures and a dealer site and sellers of the same market.
 */
import type { Car } from '../../schemas/generated/car';
import type { DealerSite } from '../../schemas/generated/dealerSite';
import type { SiteConfig } from '../../runtime/config/SiteConfig';
import { brandByCode, localName } from './brands';
import type { BrandSpec, ModelSpec, VersionSpec } from './catalogues/brands.generated';
import type { Country } from './catalogues/countries.generated';
import type { Colour, Condition, DepartmentKind, Language } from './catalogues/keys.generated';
import type { Vocabulary } from './catalogues/vocabulary.generated';
import { countryOf, registrationPlate } from './countries';
import { DAY_MS, REFERENCE_DATE, daysBefore, daysBetween, isoDate, isoDateTime } from './demoClock';
import { carGallery, withBlur, type ImageBlurs } from './demoImages';
import { companyLeasingOffer, loanOffer, privateLeasingOffer, type FinanceContext } from './financeOffers';
import { createMarketFormat, type MarketFormat } from './marketFormat';
import { createRandom, numericPrefix, type Random } from './random';
import { slugToken, slugify } from './slugify';
import { vehicleIdentificationNumber } from './vehicleIdentificationNumber';
import { technicalData } from './technicalData';
import { DEPARTMENT_KINDS } from './vehicleTraits';
import { fillTemplate, languageOf, vocabularyFor } from './vocabulary';

export interface VehicleOptions {
  count: number;
  blurs: ImageBlurs;
}

interface Market {
  site: SiteConfig;
  random: Random;
  country: Country;
  vocabulary: Vocabulary;
  language: Language;
  format: MarketFormat;
  brands: readonly (readonly [BrandSpec, number])[];
  dealers: readonly DealerSite[];
  /** Dealer sites selling each brand code. */
  dealersByBrand: ReadonlyMap<string, readonly DealerSite[]>;
  idPrefix: string;
  /** Gallery and thumbnail entries, one frozen object per picture shared by every car showing it. */
  galleryImages: Map<string, NonNullable<Car['car_images']>[number]>;
  thumbnails: Map<string, Car['car_primary_image']>;
  blurs: ImageBlurs;
}

export const MAX_CARS = 999_999;
const CONDITIONS: readonly (readonly [Condition, number])[] = [
  ['used', 80],
  ['new', 12],
  ['sample', 8],
];
const USED_MODEL_YEARS: readonly (readonly [number, number])[] = [
  [2026, 2],
  [2025, 8],
  [2024, 12],
  [2023, 13],
  [2022, 12],
  [2021, 11],
  [2020, 10],
  [2019, 9],
  [2018, 7],
  [2017, 6],
  [2016, 5],
  [2015, 5],
];
const COLOUR_SHARES: readonly (readonly [Colour, number])[] = [
  ['white', 18],
  ['black', 16],
  ['grey', 16],
  ['silver', 12],
  ['blue', 12],
  ['red', 7],
  ['green', 5],
  ['brown', 4],
  ['beige', 3],
  ['orange', 2],
];
const VAN_COLOURS: readonly (readonly [Colour, number])[] = [
  ['white', 70],
  ['silver', 10],
  ['grey', 10],
  ['black', 5],
  ['blue', 5],
];
const CAMPAIGN_SHARE = 0.15;
const CARS_OF_THE_WEEK: readonly [number, number] = [6, 10];
/** Most prices end in 900 / 990 / 995, the rest in round hundreds or thousands. */
const CHARM_PRICE_SHARE = 0.7;
/** Swedish price base amount, the unit of company car benefit. */
const PRICE_BASE_AMOUNT_SEK = 58_800;
const PUBLISHED_WITHIN_SECONDS = 120 * 86_400;

function pickModel(random: Random, brand: BrandSpec, condition: Condition): ModelSpec {
  const current = brand.models.filter((model) => model.years[1] >= 2025);
  const models = condition === 'used' || current.length === 0 ? brand.models : current;
  return random.weighted(models.map((model) => [model, model.popularity] as const));
}

function pickYear(random: Random, model: ModelSpec, condition: Condition): number {
  const [from, to] = model.years;
  if (condition === 'new') return to >= 2026 && random.chance(0.85) ? 2026 : Math.min(to, 2025);
  if (condition === 'sample') return Math.max(from, Math.min(to, random.pick([2025, 2026])));
  const years = USED_MODEL_YEARS.filter(([year]) => year >= from && year <= to);
  return years.length > 0 ? random.weighted(years) : to;
}

function firstRegistration(random: Random, year: number, condition: Condition): Date | undefined {
  if (condition === 'new') return undefined;
  if (condition === 'sample') return daysBefore(REFERENCE_DATE, random.int(20, 300));
  const latest = Math.min(Date.UTC(year, 11, 31), daysBefore(REFERENCE_DATE, 45).getTime());
  const earliest = Math.min(Date.UTC(year - 1, 8, 1), latest - 30 * DAY_MS);
  const day = Math.floor((earliest + random.next() * (latest - earliest)) / DAY_MS);
  return new Date(day * DAY_MS);
}

function mileageKm(random: Random, condition: Condition, ageYears: number, commercial: boolean): number {
  if (condition === 'new') return random.int(2, 40);
  if (condition === 'sample') return random.int(300, 9000);
  const perYear = random.float(9000, 21000) * (commercial ? 1.4 : 1);
  return Math.max(800, Math.round(ageYears * perYear));
}

/** Used cars read in tens of mil or hundreds of km and miles, demonstrators in tens; new cars exactly. */
function mileageStep(unit: MarketFormat['mileageUnit'], condition: Condition): number {
  if (condition === 'used') return unit === 'mil' ? 10 : 100;
  if (condition === 'sample') return unit === 'mil' ? 1 : 10;
  return 1;
}

function valueInEuro(
  random: Random,
  newPrice: number,
  condition: Condition,
  ageYears: number,
  km: number,
): number {
  if (condition === 'new') return newPrice * random.float(0.97, 1.02);
  if (condition === 'sample') return newPrice * random.float(0.84, 0.93);
  return newPrice * 0.86 ** ageYears * (1 - Math.min(0.2, km / 1_000_000)) * random.float(0.94, 1.06);
}

function equipment(random: Random, vocabulary: Vocabulary, brand: BrandSpec, version: VersionSpec): string[] {
  const { common, premium, electric, van } = vocabulary.equipment;
  const total = random.int(8, 20);
  const chosen = new Set([
    ...random.sample(premium, brand.premium ? random.int(2, 6) : random.int(0, 2)),
    ...(version.fuel === 'electric' || version.fuel === 'phev'
      ? random.sample(electric, random.int(2, 4))
      : []),
    ...(brand.commercial ? random.sample(van, random.int(3, 6)) : []),
  ]);
  for (const item of random.sample(common, Math.max(0, total - chosen.size))) chosen.add(item);
  return [...common, ...premium, ...electric, ...van].filter((item) => chosen.has(item)).slice(0, total);
}

interface Dealer {
  site: DealerSite;
  department: DealerSite['site_departments'][number] | undefined;
  kind: DepartmentKind;
}

/** New cars and demonstrators stand at a site selling their brand; used cars mostly do too. */
function pickDealer(market: Market, brand: BrandSpec, condition: Condition): Dealer {
  const { random, dealers, vocabulary } = market;
  const selling = market.dealersByBrand.get(brand.code) ?? [];
  const site =
    condition === 'used' && (selling.length === 0 || random.chance(0.4))
      ? random.pick(dealers)
      : random.pick(selling.length > 0 ? selling : dealers);
  const kind: DepartmentKind = condition === 'used' ? 'usedCars' : 'newCars';
  const department = site.site_departments.find(
    (candidate) => candidate.group === vocabulary.departments[kind].group,
  );
  return { site, department, kind };
}

function cached<T>(cache: Map<string, T>, key: string, build: () => T): T {
  let value = cache.get(key);
  if (value === undefined) {
    value = Object.freeze(build());
    cache.set(key, value);
  }
  return value;
}

function description(market: Market, condition: Condition, values: Record<string, string | number>): string {
  const { random, vocabulary } = market;
  const sentences = [
    random.pick(vocabulary.description.opening[condition]),
    ...random.sample(vocabulary.description.middle, 2),
    random.pick(vocabulary.description.closing),
  ];
  return sentences.map((sentence) => fillTemplate(sentence, values)).join(' ');
}

/** The car itself: what it is, how old and how far driven. */
interface CarDraft {
  condition: Condition;
  brand: BrandSpec;
  model: ModelSpec;
  version: VersionSpec;
  year: number;
  colour: Colour;
  registered: Date | undefined;
  ageYears: number;
  km: number;
  /** In the market's mileage unit. */
  mileage: number;
}

function draftCar({ random, format, brands }: Market): CarDraft {
  const condition = random.weighted(CONDITIONS);
  const brand = random.weighted(brands);
  const model = pickModel(random, brand, condition);
  const version = random.pick(model.versions);
  const year = pickYear(random, model, condition);
  const colour = random.weighted(brand.commercial ? VAN_COLOURS : COLOUR_SHARES);
  const registered = firstRegistration(random, year, condition);
  const ageYears = registered ? daysBetween(registered, REFERENCE_DATE) / 365.25 : 0;
  const km = mileageKm(random, condition, ageYears, brand.commercial);
  const step = mileageStep(format.mileageUnit, condition);
  const mileage = Math.max(1, Math.round(format.toMileageUnit(km) / step) * step);
  return { condition, brand, model, version, year, colour, registered, ageYears, km, mileage };
}

interface Pricing {
  retailPrice: number;
  campaignPrice: number | undefined;
  /** The price to pay: the campaign price when there is one. */
  price: number;
  /** The car's price new, in the market's currency. */
  newPrice: number;
  /** Passenger car prices include VAT, commercial vehicle prices do not. */
  withoutVat(price: number): number;
}

function pricing({ random, format, site }: Market, car: CarDraft): Pricing {
  const newPriceEuro = car.model.price * car.version.factor * (1 + 0.035 * (car.year - 2024));
  const value = format.fromEuro(valueInEuro(random, newPriceEuro, car.condition, car.ageYears, car.km));
  const retailPrice = format.carPrice(value, random.chance(CHARM_PRICE_SHARE));
  const discounted = random.chance(CAMPAIGN_SHARE)
    ? format.carPrice(retailPrice * (1 - random.float(0.05, 0.12)), random.chance(CHARM_PRICE_SHARE))
    : undefined;
  const campaignPrice = discounted !== undefined && discounted < retailPrice ? discounted : undefined;
  return {
    retailPrice,
    campaignPrice,
    price: campaignPrice ?? retailPrice,
    newPrice: Math.round(format.fromEuro(newPriceEuro)),
    withoutVat: (price) => (car.brand.commercial ? price : Math.round(price / (1 + site.vatRate / 100))),
  };
}

function priceFields({ format, vocabulary }: Market, prices: Pricing) {
  const { retailPrice, campaignPrice, price, withoutVat } = prices;
  return {
    car_price: price,
    car_price_text: format.money(price),
    car_price_title: campaignPrice === undefined ? vocabulary.priceTitle : vocabulary.campaignPriceTitle,
    car_price_currency: format.currency,
    car_retail_price: retailPrice,
    car_retail_price_text: format.money(retailPrice),
    car_retail_price_exkl_vat: withoutVat(retailPrice),
    ...(campaignPrice === undefined
      ? {}
      : {
          car_campaign_price: campaignPrice,
          car_campaign_price_text: format.money(campaignPrice),
          car_campaign_price_exkl_vat: withoutVat(campaignPrice),
        }),
    car_has_campaign_price: campaignPrice !== undefined,
  };
}

/** Loan on most cars; private and company leasing on some new and demonstrator cars. */
function financeFields(market: Market, car: CarDraft, prices: Pricing) {
  const { random, format, vocabulary } = market;
  const context: FinanceContext = {
    random,
    format,
    vocabulary,
    price: prices.price,
    priceExVat: prices.withoutVat(prices.price),
    ageYears: car.ageYears,
    hideResidual: market.site.features.hideResidualValueAndEffectiveRate,
  };
  const commercial = car.brand.commercial;
  const loan = (commercial ? random.chance(0.5) : car.ageYears <= 10 && random.chance(0.9))
    ? loanOffer(context)
    : undefined;
  const leasable = car.condition !== 'used';
  const privateLeasing =
    leasable && !commercial && random.chance(0.55)
      ? privateLeasingOffer(context, random.chance(0.25))
      : undefined;
  const companyLeasing =
    leasable && random.chance(0.5) ? companyLeasingOffer(context, random.chance(0.25)) : undefined;
  const leasingEntries = [privateLeasing?.entry, companyLeasing?.entry].filter(
    (entry) => entry !== undefined,
  );
  const campaign =
    prices.campaignPrice !== undefined ||
    Boolean(loan?.isCampaign || privateLeasing?.option.is_campaign || companyLeasing?.entry.is_campaign);
  return {
    car_has_campaign_loan: loan?.isCampaign ?? false,
    car_has_companyleasing: companyLeasing !== undefined,
    car_has_privateleasing: privateLeasing !== undefined,
    car_has_campaign_companyleasing: companyLeasing?.entry.is_campaign ?? false,
    car_has_campaign_privateleasing: privateLeasing?.option.is_campaign ?? false,
    ...(campaign ? { car_campaigns: [random.pick(vocabulary.campaigns)] } : {}),
    ...(loan
      ? {
          car_loan_option: loan.option,
          car_loan_monthly_cost: loan.monthlyCost,
          car_loan_description: loan.description,
          car_loan_rate: loan.rate,
          car_loan_duration: loan.months,
        }
      : {}),
    ...(leasingEntries.length > 0 ? { car_leasing_options: leasingEntries } : {}),
    ...(companyLeasing
      ? {
          car_company_leasing_option: companyLeasing.option,
          car_companyleasing_monthly_cost: companyLeasing.monthlyCost,
        }
      : {}),
    ...(privateLeasing
      ? {
          car_private_leasing_option: privateLeasing.option,
          car_privateleasing_monthly_cost: privateLeasing.monthlyCost,
        }
      : {}),
  };
}

/** Swedish company car taxation: price base amount ratio and monthly benefit, for young SEK-priced cars. */
function companyCarTaxFields(market: Market, car: CarDraft, prices: Pricing) {
  if (market.site.currency !== 'SEK' || car.brand.commercial || car.ageYears > 5) return {};
  const base = PRICE_BASE_AMOUNT_SEK;
  const yearlyBenefit =
    0.29 * base +
    prices.newPrice * (0.7 * 0.0255 + 0.01) +
    0.13 * Math.min(prices.newPrice, 7.5 * base) +
    0.09 * Math.max(0, prices.newPrice - 7.5 * base);
  return {
    car_pbbratio: Math.round((prices.newPrice / base) * 100) / 100,
    car_beneficial_value: Math.round(yearlyBenefit / 12),
  };
}

function dealerFields(market: Market, dealer: Dealer, sequence: number) {
  const { random } = market;
  const { site, department, kind } = dealer;
  const erpId = site.erp_id ?? site.site_id;
  const sellers = random.sample(department?.users ?? [], random.int(1, 3));
  return {
    car_site_name: site.site_official_name,
    car_site_id: site.site_id,
    ...(site.site_region ? { car_site_region: site.site_region } : {}),
    car_site_city: site.site_city,
    ...(department?.email ? { car_site_leads_email: department.email } : {}),
    car_companyerpid: erpId,
    car_departmenterpid: `${erpId}-${DEPARTMENT_KINDS.indexOf(kind) + 1}`,
    car_erp_id: `${erpId}${String(sequence).padStart(6, '0')}`,
    car_sellers: sellers.map((seller) => ({
      name: `${seller.first_name} ${seller.last_name}`,
      ...(seller.email ? { email: seller.email } : {}),
      ...(seller.phone ? { phone: seller.phone } : {}),
    })),
  };
}

function imageFields(market: Market, car: CarDraft) {
  const gallery = carGallery(market.random, car.model.body, car.colour);
  const thumbnail = gallery[0] ?? '';
  return {
    car_primary_image: cached(market.thumbnails, thumbnail, () => ({
      thumbnail_url: thumbnail,
      ...withBlur(thumbnail, market.blurs),
    })),
    car_images: gallery.map((image) =>
      cached(market.galleryImages, image, () => ({ original: image, ...withBlur(image, market.blurs) })),
    ),
  };
}

/** `<condition>-<body>-<fuel>-<year>-<brand>-<model>-<version…>`; the brand part is its first word. */
function carSlug(
  words: Record<'condition' | 'body' | 'fuel' | 'brand' | 'model' | 'version', string>,
  year: number,
): string {
  return [
    slugToken(words.condition),
    slugToken(words.body),
    slugToken(words.fuel),
    String(year),
    slugToken(words.brand.split(/[\s-]/, 1)[0] ?? words.brand),
    slugify(words.model),
    slugify(words.version),
  ].join('-');
}

function buildCar(market: Market, sequence: number): Car {
  const { random, format, vocabulary, language, country, site } = market;
  const car = draftCar(market);
  const { condition, brand, model, version, year, registered } = car;
  const prices = pricing(market, car);
  const dealer = pickDealer(market, brand, condition);
  const city =
    country.cities.find((candidate) => candidate.name === dealer.site.site_city) ?? country.cities[0];
  const words = {
    brand: localName(brand, language),
    model: localName(model, language),
    version: `${version.name} ${version.trim}`,
    condition: vocabulary.conditions[condition],
    body: vocabulary.bodies[model.body],
    fuel: vocabulary.fuels[version.fuel],
    gearbox: vocabulary.gearboxes[version.gearbox],
    drive: vocabulary.drives[version.drive],
    colour: vocabulary.colours[car.colour],
    mileage: format.mileage(car.mileage),
  };
  return {
    car_id: `${market.idPrefix}${String(sequence).padStart(6, '0')}`,
    slug: carSlug(words, year),
    car_brand: words.brand,
    car_brand_code: brand.code,
    car_model: words.model,
    car_model_text: version.modelText ?? words.model,
    manufacturer: words.brand,
    model: words.model,
    type_manf_year: `${words.model} (${model.years[0]}–${model.years[1]})`,
    car_version: words.version,
    car_trim_package: version.trim,
    car_body: words.body,
    car_year: year,
    car_fuel: words.fuel,
    car_gearbox: words.gearbox,
    car_drive: words.drive,
    car_color: words.colour,
    car_condition: words.condition,
    car_is_used: condition === 'used',
    car_is_sample: condition === 'sample',
    car_seats: model.seats,
    car_doors: model.doors,
    car_chassino: vehicleIdentificationNumber(random, brand.wmi, year),
    ...(registered && city
      ? {
          car_regno: registrationPlate(random, country, registered, city),
          car_firstregistration: isoDate(registered),
        }
      : {}),
    car_mileage: car.mileage,
    car_mileage_text: words.mileage,
    car_odometer: car.mileage,
    car_odometer_unit: format.mileageUnit,
    ...priceFields(market, prices),
    ...financeFields(market, car, prices),
    car_vat_eligible: brand.commercial || (condition === 'used' && car.ageYears < 4 && random.chance(0.25)),
    car_vehicle_type_code: brand.commercial ? 'LCV' : 'PC',
    caroftheweek: false,
    ...dealerFields(market, dealer, sequence),
    ...imageFields(market, car),
    car_equipment: equipment(random, vocabulary, brand, version),
    car_description: description(market, condition, {
      ...words,
      year,
      colour: words.colour.toLowerCase(),
      site: dealer.site.site_official_name,
      city: dealer.site.site_city,
    }),
    ...companyCarTaxFields(market, car, prices),
    ...(site.features.carsOnShowExtras && condition !== 'new' ? { autos_on_show: random.chance(0.4) } : {}),
    ...(model.ncap > 0 ? { car_ncapstars: model.ncap } : {}),
    ...technicalData(model, version, format, vocabulary),
    car_publishdate: isoDateTime(
      new Date(REFERENCE_DATE.getTime() - random.int(0, PUBLISHED_WITHIN_SECONDS - 1) * 1000),
    ),
    indexed_at: isoDateTime(REFERENCE_DATE),
  };
}

/** 6–10 cars of the week among the passenger cars with a campaign first, then any passenger car. */
function markCarsOfTheWeek(random: Random, cars: Car[]): void {
  const passengerCars = cars.filter((car) => car.car_vehicle_type_code === 'PC');
  const campaigns = passengerCars.filter((car) => car.car_has_campaign_price);
  const count = random.int(...CARS_OF_THE_WEEK);
  const chosen = random.sample(campaigns, count);
  chosen.push(
    ...random.sample(
      passengerCars.filter((car) => !chosen.includes(car)),
      count - chosen.length,
    ),
  );
  for (const car of chosen) car.caroftheweek = true;
}

/** Demonstrators of the same model link to one car of each of the model's other trim packages. */
function linkSampleCars(cars: readonly Car[]): void {
  const groups = new Map<string, Car[]>();
  for (const car of cars) {
    if (!car.car_is_sample) continue;
    const key = `${car.car_brand_code}|${car.car_model}`;
    const group = groups.get(key);
    if (group) group.push(car);
    else groups.set(key, [car]);
  }
  for (const group of groups.values()) {
    const byTrim = new Map<string, Car>();
    for (const car of group)
      if (car.car_trim_package && !byTrim.has(car.car_trim_package)) byTrim.set(car.car_trim_package, car);
    for (const car of group) {
      const others = [...byTrim.values()].filter((other) => other.car_trim_package !== car.car_trim_package);
      if (others.length === 0) continue;
      car.linked_vehicles = others.map((other) => ({
        vehicle_id: other.car_id,
        slug: other.slug,
        link_text: `${other.car_model} ${other.car_version}`,
        package_name: other.car_trim_package ?? other.car_version,
      }));
    }
  }
}

export function generateVehicles(
  site: SiteConfig,
  dealers: readonly DealerSite[],
  { count, blurs }: VehicleOptions,
): Car[] {
  if (!Number.isInteger(count) || count < 0 || count > MAX_CARS) {
    throw new Error(`The demo stock holds 0 to ${MAX_CARS} cars per market, not ${count}`);
  }
  if (dealers.length === 0) throw new Error(`Market ${site.name} has no dealer sites to place its cars at`);
  const country = countryOf(site.locale, site.currency);
  const market: Market = {
    site,
    random: createRandom(`${site.searchIndexes.vehicles}:vehicles`),
    country,
    vocabulary: vocabularyFor(site.locale),
    language: languageOf(site.locale),
    format: createMarketFormat(site),
    brands: Object.entries(country.brands).map(([code, share]) => [brandByCode(code), share] as const),
    dealers,
    dealersByBrand: new Map(
      Object.keys(country.brands).map((code) => [
        code,
        dealers.filter((dealer) => dealer.site_brands.includes(code)),
      ]),
    ),
    idPrefix: numericPrefix(site.searchIndexes.vehicles),
    galleryImages: new Map(),
    thumbnails: new Map(),
    blurs,
  };
  const cars = Array.from({ length: count }, (_, index) => buildCar(market, index + 1));
  markCarsOfTheWeek(market.random, cars);
  linkSampleCars(cars);
  return cars;
}
