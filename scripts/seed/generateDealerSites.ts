/**
 * The dealer sites of one market's demo stock: 8–14 dealerships in real cities of the market's country,
 * named after the market's retailer (the brand in its title template), or the country's named dealerships
 * where its catalogue lists them (the UK's, which its legacy URLs and content point at), with addresses, phone numbers,
 * coordinates, the brands they sell, and departments with staff and opening hours in the market language.
 * Opening hours carry their machine-readable form beside the display text (ISO weekdays, `HH:MM` times,
 * holiday dates), and a few departments are closed for some days around the reference date, so that the
 * dealer pages show a closed department with its title whenever the demo is looked at.
 */
import type { DealerSite } from '../../schemas/generated/dealerSite';
import type { SiteConfig } from '../../runtime/config/SiteConfig';
import { brandByCode, localName } from './brands';
import type { City, Country } from './catalogues/countries.generated';
import type { DepartmentKind } from './catalogues/keys.generated';
import type { Vocabulary } from './catalogues/vocabulary.generated';
import { countryOf, femaleLastName, fillPattern } from './countries';
import { DAY_MS, isoDate, nextOccurrence, REFERENCE_DATE } from './demoClock';
import { DEALER_IMAGE_NAMES, dealerImage, withBlur, type ImageBlurs } from './demoImages';
import { createRandom, numericPrefix, type Random } from './random';
import { slugify } from './slugify';
import { DEPARTMENT_KINDS } from './vehicleTraits';
import { fillTemplate, languageOf, vocabularyFor } from './vocabulary';

type Department = DealerSite['site_departments'][number];
type Staff = NonNullable<Department['users']>[number];
type OpeningSchedule = NonNullable<Department['openingschedule']>;

const MIN_SITES = 8;
const MAX_SITES = 14;
/** Departments of a market closed for some days around the reference date. */
const CLOSED_DEPARTMENTS = 3;

const DEPARTMENT_TYPES: Record<DepartmentKind, string> = {
  newCars: 'sales',
  usedCars: 'sales',
  service: 'service',
  parts: 'parts',
};

type Hours = readonly [number, number] | null;

interface WeekHours {
  weekdays: Hours;
  saturday: Hours;
  sunday: Hours;
}

/** Opening hours each department may keep: `[from, to]` in whole hours, or closed (null). */
const HOURS: Record<DepartmentKind, readonly WeekHours[]> = {
  newCars: [
    { weekdays: [9, 18], saturday: [10, 15], sunday: null },
    { weekdays: [9, 18], saturday: [10, 14], sunday: [11, 15] },
    { weekdays: [10, 18], saturday: [10, 15], sunday: null },
  ],
  usedCars: [
    { weekdays: [9, 18], saturday: [10, 15], sunday: [11, 15] },
    { weekdays: [10, 19], saturday: [10, 16], sunday: [11, 16] },
  ],
  service: [
    { weekdays: [7, 17], saturday: null, sunday: null },
    { weekdays: [7, 16], saturday: null, sunday: null },
  ],
  parts: [
    { weekdays: [7, 17], saturday: [10, 13], sunday: null },
    { weekdays: [8, 16], saturday: null, sunday: null },
  ],
};

/** The retailer a market sells as, from its title template (`{title} | Car Store` → Car Store). */
export function retailerName(site: Pick<SiteConfig, 'titleTemplate' | 'name'>): string {
  const brand = site.titleTemplate.replace('{title}', '').replace(/^[\s|–—-]+|[\s|–—-]+$/g, '');
  return brand.replace(/\s+[A-Z]{2,3}$/, '') || site.name;
}

/** The e-mail domain of a market, from its canonical URL. */
export function mailDomain(site: Pick<SiteConfig, 'canonicalBaseUrl'>): string {
  return new URL(site.canonicalBaseUrl).hostname.replace(/^www\./, '');
}

function time(vocabulary: Vocabulary, hour: number): string {
  return fillTemplate(vocabulary.openingHours.time, { h: hour, hh: String(hour).padStart(2, '0'), mm: '00' });
}

function hoursText(vocabulary: Vocabulary, hours: Hours): string {
  return hours
    ? `${time(vocabulary, hours[0])}–${time(vocabulary, hours[1])}`
    : vocabulary.openingHours.closed;
}

/** The machine-readable hours beside the text: `HH:MM` from and to, none when closed. */
function hoursFields(hours: Hours): { opens: string; closes: string } | Record<string, never> {
  const hhmm = (hour: number) => `${String(hour).padStart(2, '0')}:00`;
  return hours ? { opens: hhmm(hours[0]), closes: hhmm(hours[1]) } : {};
}

function openingSchedule(
  random: Random,
  vocabulary: Vocabulary,
  locale: string,
  kind: DepartmentKind,
): OpeningSchedule {
  const { openingHours } = vocabulary;
  const { weekdays, saturday, sunday } = random.pick(HOURS[kind]);
  const dayFormat = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', timeZone: 'UTC' });
  const holidays = random.sample(openingHours.holidays, random.int(2, openingHours.holidays.length));
  const workshop = kind === 'service' || kind === 'parts';
  const vacation = openingHours.vacation;
  return {
    openinghours: [
      {
        day: openingHours.weekdays,
        displayText: hoursText(vocabulary, weekdays),
        days: [1, 2, 3, 4, 5],
        ...hoursFields(weekdays),
      },
      {
        day: openingHours.saturday,
        displayText: hoursText(vocabulary, saturday),
        days: [6],
        ...hoursFields(saturday),
      },
      {
        day: openingHours.sunday,
        displayText: hoursText(vocabulary, sunday),
        days: [7],
        ...hoursFields(sunday),
      },
    ],
    deviationdays: openingHours.holidays
      .filter((holiday) => holidays.includes(holiday))
      .map((holiday) => ({
        day: `${holiday.name} ${dayFormat.format(nextOccurrence(holiday.date))}`,
        displayText: hoursText(vocabulary, holiday.hours ?? null),
        date: isoDate(nextOccurrence(holiday.date)),
        ...hoursFields(holiday.hours ?? null),
      })),
    vacationdays:
      workshop && random.chance(0.6)
        ? [
            {
              day: vacation.day,
              displayText: vacation.displayText,
              vacationstart: isoDate(nextOccurrence(vacation.start)),
              vacationend: isoDate(nextOccurrence(vacation.end)),
              vacationtitle: vacation.title,
            },
          ]
        : [],
  };
}

interface Person {
  first: string;
  last: string;
}

function person(random: Random, country: Country): Person {
  const female = random.chance(0.45);
  const first = random.pick(female ? country.firstNames.female : country.firstNames.male);
  const last = random.pick(country.lastNames);
  return { first, last: female ? femaleLastName(country, last) : last };
}

function staff(
  random: Random,
  country: Country,
  domain: string,
  titles: readonly string[],
  taken: Set<string>,
): Staff[] {
  const count = random.int(1, 4);
  const users: Staff[] = [];
  while (users.length < count) {
    const { first, last } = person(random, country);
    const email = `${slugify(first)}.${slugify(last)}@${domain}`;
    if (taken.has(email)) continue;
    taken.add(email);
    users.push({
      first_name: first,
      last_name: last,
      title:
        users.length === 0
          ? (titles.at(-1) ?? '')
          : random.pick(titles.length > 1 ? titles.slice(0, -1) : titles),
      phone: fillPattern(random, random.pick(country.mobiles), country.letters),
      email,
    });
  }
  return users;
}

interface SiteDraft {
  index: number;
  city: City;
  brands: string[];
}

/** Spreads the market's brands over its sites so every brand is sold somewhere, then adds a few more. */
function assignBrands(random: Random, country: Country, cities: readonly City[]): SiteDraft[] {
  const weights = Object.entries(country.brands);
  const codes = random.sample(
    weights.map(([code]) => code),
    weights.length,
  );
  const drafts = cities.map((city, index) => ({ index, city, brands: new Set<string>() }));
  codes.forEach((code, index) => drafts[index % drafts.length]?.brands.add(code));
  for (const draft of drafts) {
    const extra = random.int(1, 3);
    for (let added = 0; added < extra; added += 1) draft.brands.add(random.weighted(weights));
  }
  const order = weights.map(([code]) => code);
  return drafts.map(({ index, city, brands }) => ({
    index,
    city,
    brands: [...brands].sort((a, b) => order.indexOf(a) - order.indexOf(b)),
  }));
}

function coordinate(random: Random, value: number, spread: number): string {
  return (value + random.float(-spread, spread)).toFixed(5);
}

/**
 * Closes a few departments for some days around the reference date (the first over the weeks after it),
 * with their own random stream so the rest of the sites, which the vehicles are placed at, stays as it was.
 */
function withClosures(dealers: DealerSite[], random: Random, vocabulary: Vocabulary): DealerSite[] {
  const departments = dealers.flatMap((dealer) => dealer.site_departments);
  const closure = vocabulary.openingHours.closure;
  random
    .sample(departments, Math.min(CLOSED_DEPARTMENTS, departments.length))
    .forEach((department, index) => {
      const startDay = index === 0 ? random.int(10, 16) : random.int(-7, 40);
      const start = new Date(REFERENCE_DATE.getTime() + startDay * DAY_MS);
      const end = new Date(
        start.getTime() + random.int(index === 0 ? 20 : 3, index === 0 ? 28 : 12) * DAY_MS,
      );
      department.openingschedule?.vacationdays.unshift({
        day: closure.day,
        displayText: closure.displayText,
        vacationstart: isoDate(start),
        vacationend: isoDate(end),
        vacationtitle: closure.title,
      });
    });
  return dealers;
}

/** Where a market without named dealerships has its sites: the capital and a sample of other cities. */
function generatedCities(random: Random, country: Country): City[] {
  const count = random.int(MIN_SITES, Math.min(MAX_SITES, country.cities.length));
  const [capital, ...others] = country.cities;
  return [...(capital ? [capital] : []), ...random.sample(others, count - 1)];
}

export function generateDealerSites(site: SiteConfig, blurs: ImageBlurs): DealerSite[] {
  const random = createRandom(`${site.searchIndexes.sites}:sites`);
  const country = countryOf(site.locale, site.currency);
  const vocabulary = vocabularyFor(site.locale);
  const language = languageOf(site.locale);
  const retailer = retailerName(site);
  const domain = mailDomain(site);
  const prefix = numericPrefix(site.searchIndexes.sites);
  const cities = country.dealers?.map((dealer) => dealer.city) ?? generatedCities(random, country);
  const images = random.sample(DEALER_IMAGE_NAMES, DEALER_IMAGE_NAMES.length);
  const drafts = country.dealers
    ? country.dealers.map(({ city, brands }, index) => ({ index, city, brands }))
    : assignBrands(random, country, cities);
  const taken = new Set<string>();
  const dealers = drafts.map(({ index, city, brands }): DealerSite => {
    const named = country.dealers?.[index];
    const name = named?.name ?? `${retailer} ${city.name}`;
    // A city with several named dealerships gives each its own addresses.
    const mailName = named?.slug ?? slugify(city.name);
    const erpId = `${prefix}${String(index + 1).padStart(2, '0')}`;
    const image = dealerImage(images[index % images.length] ?? 'glass-showroom');
    const street = random.pick(country.streets);
    const number = random.int(1, 160);
    const brandRefs = brands.map((code) => ({
      name: localName(brandByCode(code), language),
      brand_code: code,
    }));
    const kinds = DEPARTMENT_KINDS.filter((kind) => kind !== 'parts' || random.chance(0.7));
    return {
      site_id: erpId,
      slug: named?.slug ?? slugify(name),
      site_official_name: name,
      site_city: city.name,
      site_zip: fillPattern(random, city.zip, country.letters),
      site_street: country.houseNumberFirst ? `${number} ${street}` : `${street} ${number}`,
      site_phone: fillPattern(random, city.phone, country.letters),
      site_email: `${mailName}@${domain}`,
      site_region: city.region,
      site_image_url: image,
      site_primary_image: { thumbnail_url: image, original: image, ...withBlur(image, blurs) },
      site_geocoord: `${coordinate(random, city.lat, 0.04)},${coordinate(random, city.lon, 0.06)}`,
      site_brands: brands,
      site_department_types: [...new Set(kinds.map((kind) => DEPARTMENT_TYPES[kind]))],
      website_city: city.name,
      website_sort_order: index + 1,
      erp_id: erpId,
      site_departments: kinds.map((kind) => {
        const words = vocabulary.departments[kind];
        return {
          name: words.name,
          official_name: `${name} – ${words.name}`,
          department_type: DEPARTMENT_TYPES[kind],
          phone: fillPattern(random, city.phone, country.letters),
          email: `${slugify(words.name)}.${mailName}@${domain}`,
          group: words.group,
          brands: brandRefs,
          users: staff(random, country, domain, words.titles, taken),
          openingschedule: openingSchedule(random, vocabulary, site.locale, kind),
        };
      }),
    };
  });
  return withClosures(dealers, createRandom(`${site.searchIndexes.sites}:closures`), vocabulary);
}
