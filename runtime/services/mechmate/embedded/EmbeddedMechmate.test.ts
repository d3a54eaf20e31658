import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { DealerSite } from '../../../../schemas/generated/dealerSite';
import type { JsonBodySource } from '../../../http/readJsonBody';
import type { SearchService } from '../../search/contract';
import type { MechmateBookingRequest, MechmateStreamMessage, MechmateWorkshop } from '../contract';
import { handleClosestAvailable } from '../handlers/handleClosestAvailable';
import {
  handleAuthorizedWorkshopRequest,
  handleBookingPost,
  handleCarRequest,
  handleOfferingsRequest,
  handlePricesRequest,
  handleTimeslotsRequest,
  type MechmateHandlerContext,
} from '../handlers/mechmateHandlers';
import { EmbeddedMechmate } from './EmbeddedMechmate';
import type { SlotPlan } from './slotPlan';
import { distanceKm } from '../../maps/distanceKm';

const SITES_INDEX = 'test_se_sites';
/** Monday 2 November 2026, 10:00 in Sweden: the first bookable day is Tuesday the 3rd. */
const NOW = new Date('2026-11-02T09:00:00Z');
const STOCKHOLM = { latitude: 59.33, longitude: 18.06 };

/** Twelve dealer sites along a line north of Stockholm, each with a sales and a workshop department. */
const sites: DealerSite[] = Array.from({ length: 12 }, (_, index) => ({
  site_id: `5000${String(index).padStart(2, '0')}`,
  slug: `bilhallen-${index}`,
  site_official_name: `Bilhallen ${index}`,
  site_street: `Verkstadsgatan ${index + 1}`,
  site_zip: '111 22',
  site_city: 'Stad',
  // Scrambled so the index order is not the distance order.
  site_geocoord: `${(59.33 + ((index * 7) % 12) * 0.2).toFixed(5)},18.06000`,
  site_department_types: ['sales', 'service'],
  site_brands: [index % 2 ? 'VOLVO' : 'KIA'],
  website_sort_order: index,
  site_departments: [
    { name: 'Försäljning', department_type: 'sales' },
    {
      name: 'Verkstad',
      department_type: 'service',
      brands: [{ name: index % 2 ? 'Volvo' : 'Kia', brand_code: index % 2 ? 'VOLVO' : 'KIA' }],
    },
  ],
}));

const sitesAnswer = {
  content: sites as unknown as Record<string, unknown>[],
  total_items: sites.length,
  limit: 100,
  offset: 0,
  facet: [],
};

const search: SearchService = async (request) => {
  expect(request.index).toBe(SITES_INDEX);
  return sitesAnswer;
};

/** Every weekday one 10:00 slot and one full-day slot, one car each: the race and persistence cases. */
const onePlacePlan: SlotPlan = () => ({ slots: [{ time: '10:00:00', capacity: 1 }], fullDayCapacity: 1 });

let dir: string;
let open: EmbeddedMechmate[];

beforeEach(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'mechmate-'));
  open = [];
});
afterEach(() => {
  for (const service of open) service.close();
  rmSync(dir, { recursive: true, force: true });
});

function backend(plan?: SlotPlan, sitesSearch: SearchService = search): EmbeddedMechmate {
  const service = new EmbeddedMechmate({
    file: path.join(dir, 'bookings.sqlite'),
    search: sitesSearch,
    now: () => NOW,
    ...(plan ? { plan } : {}),
  });
  open.push(service);
  return service;
}

const context = (service = backend()): MechmateHandlerContext => ({
  service,
  sitesIndex: SITES_INDEX,
  logError: () => undefined,
});

const errorCode = (body: unknown) =>
  (body as { errors: { 'Error Result': { code: string }[] } }).errors['Error Result'][0]?.code;

async function streamed(query: Record<string, string>, ctx = context()): Promise<MechmateStreamMessage[]> {
  const answer = handleClosestAvailable(query, ctx);
  if (answer.status !== 200) throw new Error(`answered ${answer.status}`);
  const messages: MechmateStreamMessage[] = [];
  for await (const message of answer.messages) messages.push(message);
  return messages;
}

const isWorkshop = (message: MechmateStreamMessage): message is MechmateWorkshop => 'departmentId' in message;

const post = (body: unknown): JsonBodySource =>
  Object.assign(Readable.from([Buffer.from(typeof body === 'string' ? body : JSON.stringify(body))]), {
    headers: { 'content-type': 'application/json' },
  });

const booking = (overrides: Partial<MechmateBookingRequest> = {}): MechmateBookingRequest => ({
  customer: { firstName: 'Anna', lastName: 'Berg', phone: '+46 70 123 45 67', email: 'anna.berg@example.se' },
  freeText: 'Lämnar bilen kvällen innan.',
  departmentId: '500000-2',
  timeSlot: '2026-11-03T10:00:00',
  isFullDay: false,
  registrationNumber: 'ABC123',
  mileage: 4200,
  // One of the mileage service, as the page sends every item not sold by the unit.
  serviceOfferingRequests: [
    { kobraId: 'originalservice', unitsSelected: 1 },
    { kobraId: 'torkarblad', unitsSelected: 2 },
  ],
  ...overrides,
});

describe('car lookup (GET /api/mechmate/car/{registrationNumber})', () => {
  it('answers a demo car, whatever the case and spaces of the plate', async () => {
    expect(await handleCarRequest({ registrationNumber: 'abc 123' }, context())).toEqual({
      status: 200,
      body: {
        registrationNumber: 'ABC123',
        isSupported: true,
        brand: 'Volvo',
        model: 'XC60 B4 AWD',
        buildYear: 2021,
        hasServiceAgreement: true,
      },
    });
  });

  it.each([
    ['AB1234', 400, 'InvalidReg'],
    ['ABC1234', 400, 'InvalidReg'],
    ['ZZZ999', 404, 'VehicleNotFound'],
    ['TES10A', 422, 'BrandNotSupported,Tesla'],
  ])('refuses %s with %i and the code %s in the error result shape', async (plate, status, code) => {
    const answer = await handleCarRequest({ registrationNumber: plate }, context());
    expect(answer.status).toBe(status);
    expect(errorCode(answer.body)).toBe(code);
  });

  it('finds a car of a brand booked through its own link, as not supported here', async () => {
    const answer = await handleCarRequest({ registrationNumber: 'bmw 320' }, context());
    expect(answer).toMatchObject({ status: 200, body: { brand: 'BMW', isSupported: false } });
  });

  it('gives any other well-formed plate the same car every time', async () => {
    const first = await handleCarRequest({ registrationNumber: 'GHT47K' }, context());
    expect(first.status).toBe(200);
    expect(await handleCarRequest({ registrationNumber: 'GHT47K' }, context())).toEqual(first);
  });
});

describe('services and add-ons', () => {
  it('offers the mileage service, unknown prices, agreement discounts, unit prices, messages and an unavailable item', async () => {
    const answer = await handleOfferingsRequest(
      'services',
      { registrationNumber: 'ABC123', lat: '59.33', lng: '18.06' },
      context(),
    );
    expect(answer.status).toBe(200);
    const offerings = (
      answer.body as unknown as { serviceOfferingCategories: { offerings: Record<string, unknown>[] }[] }
    ).serviceOfferingCategories.flatMap((category) => category.offerings);
    const byCode = new Map(offerings.map((offering) => [offering.code, offering]));
    expect(byCode.get('originalservice')).toMatchObject({
      priceKnown: true,
      price: 2495,
      priceDiscount: 2115,
    });
    expect(byCode.get('felsokning')).toMatchObject({ priceKnown: false, allowUserInput: true });
    expect(byCode.get('felsokning')?.notKnownPriceText).toEqual(expect.any(String));
    expect(byCode.get('torkarblad')?.unitPrice).toMatchObject({
      minimum: 1,
      maximum: 3,
      unitAbbreviation: 'st',
    });
    expect(byCode.get('kamrem')?.isAvailable).toBe(false);
  });

  it('prices nothing at a discount without a service agreement', async () => {
    const answer = await handleOfferingsRequest(
      'services',
      { registrationNumber: 'KLM456', lat: '59.33', lng: '18.06' },
      context(),
    );
    const offerings = (
      answer.body as unknown as { serviceOfferingCategories: { offerings: Record<string, unknown>[] }[] }
    ).serviceOfferingCategories.flatMap((category) => category.offerings);
    expect(offerings.every((offering) => offering.priceDiscount === null && offering.isAvailable)).toBe(true);
  });

  it('has radio-like add-on categories', async () => {
    const answer = await handleOfferingsRequest(
      'addons',
      { registrationNumber: 'ABC123', lat: '59.33', lng: '18.06' },
      context(),
    );
    const categories = (
      answer.body as { serviceOfferingCategories: { name: string; selectionType: unknown }[] }
    ).serviceOfferingCategories;
    expect(categories.filter((category) => category.selectionType === 'single').map((c) => c.name)).toEqual([
      'Rekond',
      'Lånebil',
    ]);
  });

  it.each([
    [{ registrationNumber: 'ABC123', lat: '59.33' }, 'lng'],
    [{ registrationNumber: 'ABC123', lat: '91', lng: '18' }, 'lat'],
    [{ registrationNumber: 'ABC123', lat: ['1', '2'], lng: '18' }, 'lat'],
  ])('answers 400 with the reason for %j', async (query, name) => {
    const answer = await handleOfferingsRequest('services', query, context());
    expect(answer.status).toBe(400);
    expect(JSON.stringify(answer.body)).toContain(name);
  });
});

describe('prices (GET /api/mechmate/prices/…)', () => {
  const prices = async (
    mileage: string,
    departmentId = '500000-2',
    serviceOfferings = 'originalservice,felsokning',
  ) =>
    handlePricesRequest({ registrationNumber: 'KLM456', mileage, departmentId, serviceOfferings }, context());

  it('prices the mileage service higher at a higher mileage, and leaves an unknown price unknown', async () => {
    const low = await prices('0');
    const high = await prices('6000');
    const offer = (answer: typeof low, code: string) =>
      (
        answer.body as unknown as { offers: { code: string; price: number; priceKnown: boolean }[] }
      ).offers.find((o) => o.code === code);
    expect(offer(high, 'originalservice')?.price).toBeGreaterThan(
      offer(low, 'originalservice')?.price ?? Infinity,
    );
    expect(offer(low, 'felsokning')).toMatchObject({ price: 0, priceKnown: false });
  });

  it('refuses an unknown workshop (404), an offering the car cannot have (400) and a bad mileage (400)', async () => {
    expect(errorCode((await prices('0', '999999-1')).body)).toBe('DepartmentNotFound');
    const belt = await handlePricesRequest(
      { registrationNumber: 'POL22E', mileage: '0', departmentId: '500000-2', serviceOfferings: 'kamrem' },
      context(),
    );
    expect([belt.status, errorCode(belt.body)]).toEqual([400, 'InvalidServiceOffering']);
    expect((await prices('-5')).status).toBe(400);
    expect((await prices('x'.repeat(5000))).status).toBe(400);
  });
});

describe('the workshop stream (departments/closestAvailable)', () => {
  const query = {
    regNo: 'ABC123',
    serviceOfferings: 'originalservice',
    latitude: '59.33',
    longitude: '18.06',
  };

  it('streams the 5 nearest and then 4 more, nearest first, and then closes', async () => {
    const messages = await streamed(query);
    expect(messages).toHaveLength(9);
    const workshops = messages.filter(isWorkshop);
    expect(workshops).toHaveLength(9);
    const distances = workshops.map((workshop) => distanceKm(STOCKHOLM, workshop));
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    expect(workshops[0]).toMatchObject({ siteName: 'Bilhallen 0', address: 'Verkstadsgatan 1, 111 22 Stad' });
    expect(workshops[0]?.firstTimeSlot).toMatch(/^2026-11-\d\dT\d\d:00:00$/);
  });

  it('continues after the cursor, and answers {nosites} after the last workshop', async () => {
    const first = (await streamed(query)).filter(isWorkshop);
    const next = (await streamed({ ...query, cursor: first[8]?.departmentId ?? '' })).filter(isWorkshop);
    expect(next).toHaveLength(3);
    expect(next.map((w) => w.departmentId)).not.toContain(first[0]?.departmentId);
    expect(await streamed({ ...query, cursor: next[2]?.departmentId ?? '' })).toEqual([{ nosites: true }]);
  });

  it('answers {nosites} where no workshop is within reach (Kiruna, far north of the test workshops)', async () => {
    expect(await streamed({ ...query, latitude: '67.86', longitude: '20.23' })).toEqual([{ nosites: true }]);
  });

  it('answers {error} for an unknown car or cursor, and 400 for malformed parameters', async () => {
    expect(await streamed({ ...query, regNo: 'ZZZ999' })).toEqual([{ error: 'VehicleNotFound' }]);
    expect(await streamed({ ...query, cursor: 'no-such-1' })).toEqual([{ error: 'DepartmentNotFound' }]);
    expect(handleClosestAvailable({ ...query, regNo: 'ABC' }, context())).toMatchObject({ status: 400 });
    expect(handleClosestAvailable({ ...query, latitude: 'north' }, context())).toMatchObject({ status: 400 });
    expect(handleClosestAvailable({ ...query, cursor: '<script>' }, context())).toMatchObject({
      status: 400,
    });
  });

  it('stops when the client goes away', async () => {
    const abort = new AbortController();
    const answer = handleClosestAvailable(query, { ...context(), signal: abort.signal });
    if (answer.status !== 200) throw new Error('expected a stream');
    const received: MechmateStreamMessage[] = [];
    for await (const message of answer.messages) {
      received.push(message);
      if (received.length === 2) abort.abort();
    }
    expect(received).toHaveLength(2);
  });
});

describe('time slots, authorised workshops and booking', () => {
  const slots = async (ctx: MechmateHandlerContext, date = '2026-11-02') =>
    handleTimeslotsRequest(
      { registrationNumber: 'ABC123', departmentId: '500000-2', date, serviceOfferings: 'originalservice' },
      ctx,
    );
  type Day = { date: string; availableSlots: string[]; allDaySlotAvailable: boolean };

  it('answers 4 weeks from the date, nothing today or at weekends', async () => {
    const answer = await slots(context());
    const days = answer.body as Day[];
    expect(days).toHaveLength(28);
    expect(days[0]).toEqual({ date: '2026-11-02', availableSlots: [], allDaySlotAvailable: false });
    const weekend = days.filter((day) => [0, 6].includes(new Date(`${day.date}T00:00:00Z`).getUTCDay()));
    expect(weekend.every((day) => day.availableSlots.length === 0 && !day.allDaySlotAvailable)).toBe(true);
    expect(days.some((day) => day.availableSlots.length > 0)).toBe(true);
    expect((await slots(context(), '2026-02-30')).status).toBe(400);
  });

  it('knows which brands the market’s workshops are authorised for', async () => {
    expect((await handleAuthorizedWorkshopRequest({ brand: 'volvo' }, context())).body).toEqual({
      hasBrand: true,
    });
    expect((await handleAuthorizedWorkshopRequest({ brand: 'Lada' }, context())).body).toEqual({
      hasBrand: false,
    });
    expect((await handleAuthorizedWorkshopRequest({ brand: '<b>' }, context())).status).toBe(400);
  });

  it('books a slot, which is then no longer offered, and books a full day at 08:00', async () => {
    const ctx = context(backend(onePlacePlan));
    const booked = await handleBookingPost(post(booking()), ctx);
    expect(booked).toMatchObject({
      status: 200,
      body: { registrationNumber: 'ABC123', kobraProductIds: ['originalservice', 'torkarblad'] },
    });
    // A number a customer can read out: no 0/O or 1/I/L to mix up.
    expect((booked.body as { id: string }).id).toMatch(/^SB-[2-9A-HJKMNP-Z]{8}$/);
    const fullDay = await handleBookingPost(
      post(booking({ timeSlot: '2026-11-03T13:37:00', isFullDay: true })),
      ctx,
    );
    expect(fullDay.status).toBe(200);
    const tuesday = ((await slots(ctx)).body as Day[])[1];
    expect(tuesday).toEqual({ date: '2026-11-03', availableSlots: [], allDaySlotAvailable: false });
  });

  it('gives the last place of a slot to one of two concurrent bookings; the other gets TimeslotNotAvailable', async () => {
    const [one, two] = [context(backend(onePlacePlan)), context(backend(onePlacePlan))];
    const answers = await Promise.all([
      handleBookingPost(post(booking()), one),
      handleBookingPost(post(booking({ registrationNumber: 'KLM456' })), two),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(errorCode(answers.find((answer) => answer.status === 409)?.body)).toBe('TimeslotNotAvailable');
  });

  it('keeps bookings when the database is opened again', async () => {
    const first = backend(onePlacePlan);
    expect((await handleBookingPost(post(booking()), context(first))).status).toBe(200);
    first.close();
    const again = context(backend(onePlacePlan));
    expect(((await slots(again)).body as Day[])[1]?.availableSlots).toEqual([]);
    const retry = await handleBookingPost(post(booking()), again);
    expect([retry.status, errorCode(retry.body)]).toEqual([409, 'TimeslotNotAvailable']);
  });

  it.each([
    ['a slot in the past', booking({ timeSlot: '2026-11-01T10:00:00' }), 409, 'TimeslotNotAvailable'],
    [
      'an hour the workshop does not take cars',
      booking({ timeSlot: '2026-11-03T03:00:00' }),
      409,
      'TimeslotNotAvailable',
    ],
    ['an unknown workshop', booking({ departmentId: '999999-2' }), 404, 'DepartmentNotFound'],
    ['an unsupported brand', booking({ registrationNumber: 'TES10A' }), 422, 'BrandNotSupported,Tesla'],
    ['an unknown car', booking({ registrationNumber: 'ZZZ999' }), 404, 'VehicleNotFound'],
    [
      'too many units',
      booking({ serviceOfferingRequests: [{ kobraId: 'torkarblad', unitsSelected: 4 }] }),
      400,
      'InvalidServiceOffering',
    ],
    [
      'two of an item not sold by the unit',
      booking({ serviceOfferingRequests: [{ kobraId: 'originalservice', unitsSelected: 2 }] }),
      400,
      'InvalidServiceOffering',
    ],
    ['a message over 80 characters', booking({ freeText: 'x'.repeat(81) }), 400, 'InvalidRequest'],
    ['a lower-case plate', booking({ registrationNumber: 'abc123' }), 400, 'InvalidRequest'],
    ['no services', { ...booking(), serviceOfferingRequests: [] }, 400, 'InvalidRequest'],
  ])('refuses %s', async (_, request, status, code) => {
    const answer = await handleBookingPost(post(request), context(backend(onePlacePlan)));
    expect([answer.status, errorCode(answer.body)]).toEqual([status, code]);
  });

  it('answers a body that is not JSON or too large with 400, never 500', async () => {
    expect((await handleBookingPost(post('{"customer":'), context())).status).toBe(400);
    expect((await handleBookingPost(post('x'.repeat(20_000)), context())).status).toBe(400);
  });
});

describe('the market’s workshops during a booking flow', () => {
  const flow = async (ctx: MechmateHandlerContext, timeSlot = '2026-11-03T10:00:00') => {
    await streamed(
      { regNo: 'ABC123', serviceOfferings: 'originalservice', latitude: '59.33', longitude: '18.06' },
      ctx,
    );
    await handleTimeslotsRequest(
      {
        registrationNumber: 'ABC123',
        departmentId: '500000-2',
        date: '2026-11-02',
        serviceOfferings: 'originalservice',
      },
      ctx,
    );
    await handlePricesRequest(
      {
        registrationNumber: 'ABC123',
        mileage: '4200',
        departmentId: '500000-2',
        serviceOfferings: 'originalservice',
      },
      ctx,
    );
    await handleAuthorizedWorkshopRequest({ brand: 'volvo' }, ctx);
    return handleBookingPost(post(booking({ timeSlot })), ctx);
  };

  it('are searched once for the stream, time slots, prices and the booking; another market searches its own', async () => {
    const asked: string[] = [];
    const service = backend(onePlacePlan, async (request) => {
      asked.push(request.index);
      return sitesAnswer;
    });
    expect((await flow(context(service))).status).toBe(200);
    expect((await flow(context(service))).status).toBe(409);
    expect(asked).toEqual([SITES_INDEX]);
    const other = { ...context(service), sitesIndex: 'test_no_sites' };
    expect((await handleAuthorizedWorkshopRequest({ brand: 'volvo' }, other)).body).toEqual({
      hasBrand: true,
    });
    expect((await flow(other, '2026-11-04T10:00:00')).status).toBe(200);
    expect(asked).toEqual([SITES_INDEX, 'test_no_sites']);
  });

  it('answer ServerError while the search fails, and are searched again on the next call', async () => {
    let failing = true;
    const service = backend(undefined, async () => {
      if (failing) throw new Error('search is down');
      return sitesAnswer;
    });
    const ask = () => handleAuthorizedWorkshopRequest({ brand: 'volvo' }, context(service));
    const failed = await ask();
    expect([failed.status, errorCode(failed.body)]).toEqual([502, 'ServerError']);
    failing = false;
    expect(await ask()).toEqual({ status: 200, body: { hasBrand: true } });
  });
});
