/**
 * The workshop booking backend contract (spec 002 §7 "Service booking", issue 18): the eight calls the
 * five-step service booking page makes under `/api/mechmate/*` — car lookup, services, add-ons, prices,
 * the workshop stream, time slots, authorised workshop and booking. Shapes are the schemas'
 * (schemas/mechmate*.schema.json). Two implementations: the workshop host over HTTP (`httpClient.ts`,
 * when MECHMATE_URL is set) and the embedded one (`embedded/`, the default); `index.ts` picks one. A
 * refusal the page shows a text for is a MechmateError carrying the backend's code (spec 002 §8), answered
 * in the `errors['Error Result'][0]` shape. Browser-safe.
 */
import type { MechmateAuthorizedWorkshopResponse } from '../../../schemas/generated/mechmateAuthorizedWorkshop';
import type { MechmateBookingRequest } from '../../../schemas/generated/mechmateBookingRequest';
import type { MechmateBookingResponse } from '../../../schemas/generated/mechmateBookingResponse';
import type { MechmateCarResponse } from '../../../schemas/generated/mechmateCar';
import type { MechmateErrorBody } from '../../../schemas/generated/mechmateError';
import type { MechmatePricesResponse } from '../../../schemas/generated/mechmatePrices';
import type {
  MechmateOffering,
  MechmateServiceOfferingCategory,
  MechmateServicesResponse,
  MechmateUnitPrice,
} from '../../../schemas/generated/mechmateServices';
import type {
  MechmateStreamMessage,
  MechmateWorkshop,
} from '../../../schemas/generated/mechmateStreamMessage';
import type {
  MechmateTimeslotDay,
  MechmateTimeslotsResponse,
} from '../../../schemas/generated/mechmateTimeslots';

export type {
  MechmateAuthorizedWorkshopResponse,
  MechmateBookingRequest,
  MechmateBookingResponse,
  MechmateCarResponse,
  MechmateErrorBody,
  MechmateOffering,
  MechmatePricesResponse,
  MechmateServiceOfferingCategory,
  MechmateServicesResponse,
  MechmateStreamMessage,
  MechmateTimeslotDay,
  MechmateTimeslotsResponse,
  MechmateUnitPrice,
  MechmateWorkshop,
};

/** The workshop host's circuit breaker, and its dependency on /healthz. */
export const MECHMATE_UPSTREAM = 'mechmate';

/** Spec 002 §9: the workshop stream's first batch, and how many follow before it closes. */
export const WORKSHOP_FIRST_BATCH = 5;
export const WORKSHOP_SECOND_BATCH = 4;

/** The most one message of the workshop stream may hold (a workshop is well under 2 kB). */
export const MAX_STREAM_EVENT_BYTES = 64 * 1024;

/** Spec 002 §9: the time slot call answers four weeks from the asked date. */
export const TIMESLOT_DAYS = 28;

/** Spec 002 §4: the mileage service, added to a booking while a positive mileage is typed. */
export const MILEAGE_SERVICE_CODE = 'originalservice';

/** Spec 002 §9: a full-day slot is booked at 08:00 (the car is left before then). */
export const FULL_DAY_SLOT_TIME = '08:00:00';

/** The codes of spec 002 §8 a backend refuses with (BrandNotSupported is followed by `,<brand>`). */
export const MECHMATE_ERROR_CODES = {
  invalidReg: 'InvalidReg',
  vehicleNotFound: 'VehicleNotFound',
  brandNotSupported: 'BrandNotSupported',
  timeslotNotAvailable: 'TimeslotNotAvailable',
  /** Not in the spec's catalogue (the page shows 'Något gick fel'): a department the market lacks. */
  departmentNotFound: 'DepartmentNotFound',
  /** Not in the spec's catalogue: an offering code the car cannot have, or a unit count outside its range. */
  invalidServiceOffering: 'InvalidServiceOffering',
  serverError: 'ServerError',
} as const;

/** What every call may be given. */
export interface MechmateCallOptions {
  /** The caller's deadline or abort (a client that went away): the work stops being waited for. */
  signal?: AbortSignal;
  /**
   * The market's sites index (its `searchIndexes.sites`): the embedded backend's workshops are that
   * market's dealer sites with a workshop. A hosted backend knows its own workshops and ignores it.
   */
  sitesIndex?: string;
}

export interface WorkshopSearch {
  registrationNumber: string;
  /** The chosen offerings' codes: a workshop's first free slot is for them. */
  serviceOfferings: readonly string[];
  latitude: number;
  longitude: number;
  /** Continue after this department (the last one the page has). */
  cursor?: string;
}

export interface TimeslotQuery {
  registrationNumber: string;
  departmentId: string;
  /** `YYYY-MM-DD`: the first of the 28 days answered. */
  date: string;
  serviceOfferings: readonly string[];
}

export interface PriceQuery {
  registrationNumber: string;
  /** In mil; 0 when none was given. */
  mileage: number;
  departmentId: string;
  serviceOfferings: readonly string[];
}

export interface Position {
  latitude: number;
  longitude: number;
}

export interface MechmateService {
  /** The car by its plate: InvalidReg, VehicleNotFound, or BrandNotSupported,<brand>. */
  car(registrationNumber: string, options?: MechmateCallOptions): Promise<MechmateCarResponse>;
  /** The service offering categories for the car near `position`. */
  services(
    registrationNumber: string,
    position: Position,
    options?: MechmateCallOptions,
  ): Promise<MechmateServicesResponse>;
  /** The add-on categories, same shape. */
  addons(
    registrationNumber: string,
    position: Position,
    options?: MechmateCallOptions,
  ): Promise<MechmateServicesResponse>;
  /** The workshop's price of each asked offering at the car's mileage. */
  prices(query: PriceQuery, options?: MechmateCallOptions): Promise<MechmatePricesResponse>;
  /**
   * The workshops nearest `position`, after the cursor: the first batch of 5, then 4 more, then the
   * stream ends; `{nosites}` alone when there are none, `{error}` when the search failed.
   */
  closestAvailable(
    search: WorkshopSearch,
    options?: MechmateCallOptions,
  ): AsyncIterable<MechmateStreamMessage>;
  /** The 28 days from `query.date` with each day's free slots. */
  timeslots(query: TimeslotQuery, options?: MechmateCallOptions): Promise<MechmateTimeslotsResponse>;
  /** Whether a workshop of the market is authorised for `brand`. */
  authorizedWorkshop(
    brand: string,
    options?: MechmateCallOptions,
  ): Promise<MechmateAuthorizedWorkshopResponse>;
  /** Takes the slot's capacity and records the booking; TimeslotNotAvailable when it is gone. */
  book(request: MechmateBookingRequest, options?: MechmateCallOptions): Promise<MechmateBookingResponse>;
}

/**
 * A refusal with one of the backend's codes and the HTTP status it is answered with (4xx: the request's
 * fault, so it never counts against the workshop host's breaker).
 */
export class MechmateError extends Error {
  override name = 'MechmateError';

  constructor(
    readonly code: string,
    readonly status: 400 | 404 | 409 | 422,
    message: string,
  ) {
    super(message);
  }
}

/** Whether `error` is a MechmateError, also one thrown by another bundle's copy of this module. */
export function isMechmateError(error: unknown): error is MechmateError {
  if (!(error instanceof Error) || error.name !== 'MechmateError') return false;
  const { code, status } = error as Partial<MechmateError>;
  return typeof code === 'string' && typeof status === 'number';
}

/** The error body of spec 002 §7: `errors['Error Result'][0]`. */
export const mechmateErrorBody = (code: string, message: string): MechmateErrorBody => ({
  errors: { 'Error Result': [{ code, message }] },
});

/** `value` as a plate the backend knows the shape of (upper case, no spaces), or null (InvalidReg). */
export function normalisedRegistrationNumber(value: string): string | null {
  if (value.length > 20) return null;
  const plate = value.replace(/\s+/g, '').toUpperCase();
  return /^[A-Z]{3}[0-9]{2}[0-9A-Z]$/.test(plate) ? plate : null;
}
