/**
 * The embedded workshop booking backend, the default (spec 002 §7 "Service booking", issue 18): the demo
 * vehicle register (demoRegister.ts), the offerings and workshop prices (demoCatalogue.ts), the market's
 * workshops from its sites index through the search service, searched once a minute per market
 * (workshopDirectory.ts), and the calendars and bookings in node:sqlite (SlotCalendar.ts). It validates
 * what it is given with the same schemas as the routes and refuses the way the hosted backend does, with
 * the codes of spec 002 §8.
 */
import { schemaProblems } from '../../../config/schemaProblems';
import type { SearchService } from '../../search/contract';
import {
  MECHMATE_ERROR_CODES,
  type MechmateBookingRequest,
  type MechmateCallOptions,
  MechmateError,
  type MechmateService,
  type MechmateStreamMessage,
  TIMESLOT_DAYS,
  WORKSHOP_FIRST_BATCH,
  WORKSHOP_SECOND_BATCH,
  type WorkshopSearch,
} from '../contract';
import { checkOfferingChoices, offeringCategories, workshopPrices } from './demoCatalogue';
import { lookUpCar } from './demoRegister';
import { SlotCalendar } from './SlotCalendar';
import { demoSlotPlan, type SlotPlan } from './slotPlan';
import { byDistance, type DirectoryWorkshop, WorkshopDirectory } from './workshopDirectory';

export interface EmbeddedMechmateOptions {
  /** The sqlite file of the calendars and bookings. */
  file: string;
  /** Where the market's dealer sites are read. */
  search: SearchService;
  /** The clock "today" is read from; the real one by default. */
  now?: () => Date;
  /** The slots' capacities; the demo plan by default. */
  plan?: SlotPlan;
}

const departmentNotFound = (departmentId: string) =>
  new MechmateError(MECHMATE_ERROR_CODES.departmentNotFound, 404, `Verkstaden ${departmentId} finns inte`);

/** The car of `registrationNumber` can have each of the `codes` (InvalidServiceOffering otherwise). */
const checkOfferings = (registrationNumber: string, codes: readonly string[]) =>
  checkOfferingChoices(
    codes.map((code) => ({ code })),
    lookUpCar(registrationNumber),
  );

export class EmbeddedMechmate implements MechmateService {
  readonly #directory: WorkshopDirectory;
  readonly #calendar: SlotCalendar;

  constructor({ file, search, now = () => new Date(), plan = demoSlotPlan }: EmbeddedMechmateOptions) {
    this.#directory = new WorkshopDirectory(search, { now: () => now().getTime() });
    this.#calendar = new SlotCalendar({ file, plan, now });
  }

  async car(registrationNumber: string) {
    return lookUpCar(registrationNumber);
  }

  async services(registrationNumber: string) {
    return { serviceOfferingCategories: offeringCategories('service', lookUpCar(registrationNumber)) };
  }

  async addons(registrationNumber: string) {
    return { serviceOfferingCategories: offeringCategories('addon', lookUpCar(registrationNumber)) };
  }

  async prices(
    { registrationNumber, mileage, departmentId, serviceOfferings }: Parameters<MechmateService['prices']>[0],
    options: MechmateCallOptions = {},
  ) {
    const car = lookUpCar(registrationNumber);
    await this.#workshop(departmentId, options);
    return { offers: workshopPrices(serviceOfferings, { car, mileage, departmentId }) };
  }

  async *closestAvailable(
    search: WorkshopSearch,
    options: MechmateCallOptions = {},
  ): AsyncGenerator<MechmateStreamMessage> {
    let following: DirectoryWorkshop[];
    try {
      checkOfferings(search.registrationNumber, search.serviceOfferings);
      const nearest = byDistance(await this.#workshops(options), search);
      const after =
        search.cursor === undefined ? 0 : nearest.findIndex((w) => w.departmentId === search.cursor) + 1;
      if (after === 0 && search.cursor !== undefined) throw departmentNotFound(search.cursor);
      following = nearest.slice(after, after + WORKSHOP_FIRST_BATCH + WORKSHOP_SECOND_BATCH);
    } catch (error) {
      yield { error: error instanceof MechmateError ? error.code : 'ServerError' };
      return;
    }
    if (following.length === 0) {
      yield { nosites: true };
      return;
    }
    for (const workshop of following) {
      if (options.signal?.aborted) return;
      yield { ...workshop, firstTimeSlot: this.#calendar.firstFreeSlot(workshop.departmentId) };
    }
  }

  async timeslots(
    { registrationNumber, departmentId, date, serviceOfferings }: Parameters<MechmateService['timeslots']>[0],
    options: MechmateCallOptions = {},
  ) {
    checkOfferings(registrationNumber, serviceOfferings);
    await this.#workshop(departmentId, options);
    return this.#calendar.days(departmentId, date, TIMESLOT_DAYS);
  }

  async authorizedWorkshop(brand: string, options: MechmateCallOptions = {}) {
    const wanted = brand.trim().toLowerCase();
    const workshops = await this.#workshops(options);
    return { hasBrand: workshops.some((w) => w.brands.some((name) => name.toLowerCase() === wanted)) };
  }

  async book(request: MechmateBookingRequest, options: MechmateCallOptions = {}) {
    const problems = schemaProblems('mechmateBookingRequest', request);
    if (problems) throw new MechmateError('InvalidRequest', 400, problems);
    const car = lookUpCar(request.registrationNumber);
    checkOfferingChoices(
      request.serviceOfferingRequests.map(({ kobraId, unitsSelected }) => ({
        code: kobraId,
        ...(unitsSelected === undefined ? {} : { unitsSelected }),
      })),
      car,
    );
    await this.#workshop(request.departmentId, options);
    const id = this.#calendar.book({
      departmentId: request.departmentId,
      timeSlot: request.timeSlot,
      isFullDay: request.isFullDay,
      registrationNumber: car.registrationNumber,
      request,
    });
    return {
      id,
      registrationNumber: car.registrationNumber,
      kobraProductIds: request.serviceOfferingRequests.map(({ kobraId }) => kobraId),
    };
  }

  /** Closes the database file (tests re-open it to see what survived). */
  close(): void {
    this.#calendar.close();
  }

  async #workshops({ sitesIndex, signal }: MechmateCallOptions): Promise<readonly DirectoryWorkshop[]> {
    if (!sitesIndex) throw new Error('The embedded workshop backend needs the market’s sites index.');
    return this.#directory.workshops(sitesIndex, signal);
  }

  async #workshop(departmentId: string, options: MechmateCallOptions): Promise<DirectoryWorkshop> {
    const workshop = (await this.#workshops(options)).find((w) => w.departmentId === departmentId);
    if (!workshop) throw departmentNotFound(departmentId);
    return workshop;
  }
}
