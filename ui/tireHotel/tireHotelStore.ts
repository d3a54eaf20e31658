/**
 * The tyre storage flow's browser state (spec 002 §2 "Tyre storage flow", §3, §4): the page shown, the
 * registration number searched, the customer found (obfuscated phone, encrypted phone), the authorization
 * token, the validated vehicles and the booking's confirmation. One jotai atom in the tab's session storage
 * under `tirehotel`, so a reload resumes the flow; the rules that change it are the pure functions of
 * `tireHotelTransitions.ts`.
 *
 * A stored value is cleaned as a whole: one another version of the site wrote or a visitor edited, with a
 * field of an unknown shape or pages that contradict their data (Validate without a token, LoggedIn without
 * a validated vehicle), reads as the start, so the page never draws a page from half a state.
 */
import {
  isRealDay,
  TIRE_HOTEL_LOGGED_IN,
  TIRE_HOTEL_REG_NO_MAX_LENGTH,
  type TireHotelConfirmation,
  type TireHotelCustomer,
  type TireHotelTire,
  type TireHotelValidated,
  type TireHotelVehicle,
} from '../../runtime';
import { atomWithSessionJson } from '../storage/atomWithSessionJson';

/** Spec 002 §4: the session storage key logout clears. */
export const TIRE_HOTEL_STORAGE_KEY = 'tirehotel';

export const TIRE_HOTEL_PAGES = [
  'search',
  'login',
  'validate',
  'loggedIn',
  'booking',
  'confirmation',
] as const;
export type TireHotelPage = (typeof TIRE_HOTEL_PAGES)[number];

/** Why the flow went back to the search on its own: the session the calls carried is gone (a 401). */
export type TireHotelNotice = 'sessionEnded';

export interface TireHotelState {
  page: TireHotelPage;
  /** What the search sent: spaces stripped, upper case, at most 7 characters. */
  searchedRegNo: string;
  customer: TireHotelCustomer | null;
  /** The token `login` answered; once `validate` accepted its code, the session every later call carries. */
  authorizationToken: string | null;
  validated: TireHotelValidated | null;
  confirmation: TireHotelConfirmation | null;
  notice: TireHotelNotice | null;
}

export const INITIAL_TIRE_HOTEL_STATE: TireHotelState = {
  page: 'search',
  searchedRegNo: '',
  customer: null,
  authorizationToken: null,
  validated: null,
  confirmation: null,
  notice: null,
};

/** The longest text kept from an answer (the schemas' longest is 512: the encrypted phone number). */
const TEXT_MAX_LENGTH = 512;
const MAX_VEHICLES = 20;
const MAX_TIRES = 8;
const MAX_SERVICES = 10;

type Fields = Readonly<Record<string, unknown>>;

const isFields = (value: unknown): value is Fields =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isText = (value: unknown): value is string =>
  typeof value === 'string' && value.length <= TEXT_MAX_LENGTH;
const isFilledText = (value: unknown): value is string => isText(value) && value !== '';
const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);
const isListOf = <T>(value: unknown, max: number, guard: (item: unknown) => item is T): value is T[] =>
  Array.isArray(value) && value.length <= max && value.every(guard);
const isRegNo = (value: unknown): value is string =>
  typeof value === 'string' && new RegExp(`^[A-Z0-9]{0,${TIRE_HOTEL_REG_NO_MAX_LENGTH}}$`).test(value);
/** A day, or a day and a local time, as the booking system writes them. */
const isDayOrTime = (value: unknown): value is string =>
  typeof value === 'string' &&
  /^\d{4}-\d\d-\d\d(T([01]\d|2[0-3]):[0-5]\d(:[0-5]\d(\.\d{1,7})?)?)?$/.test(value) &&
  isRealDay(value.slice(0, 10));

function isCustomer(value: unknown): value is TireHotelCustomer {
  return (
    isFields(value) &&
    isFilledText(value.encryptedPhoneNumber) &&
    isFilledText(value.obfuscatedPhoneNumber) &&
    isRegNo(value.regNo)
  );
}

function isTire(value: unknown): value is TireHotelTire {
  if (!isFields(value) || !isText(value.equipmentPosition) || !isFields(value.wheel)) return false;
  const { wheel } = value;
  return (
    isText(wheel.name) &&
    isNumber(wheel.rimDiameter) &&
    isNumber(wheel.sectionWidth) &&
    isText(wheel.threadPattern) &&
    isNumber(wheel.threadDepth) &&
    isNumber(wheel.aspectRatio) &&
    Number.isInteger(wheel.threadStatusId) &&
    isText(wheel.threadStatusMessage)
  );
}

function isVehicle(value: unknown): value is TireHotelVehicle {
  if (!isFields(value) || !isFields(value.location)) return false;
  const { location } = value;
  return (
    isRegNo(value.regNo) &&
    isText(value.name) &&
    isText(value.brand) &&
    isFilledText(value.brandCode) &&
    isText(value.productId) &&
    isText(value.packageLevel) &&
    isText(location.locationName) &&
    isText(location.departmentName) &&
    isFilledText(location.erpId) &&
    isText(location.phone) &&
    isText(location.email) &&
    isListOf(value.tires, MAX_TIRES, isTire)
  );
}

function isValidated(value: unknown): value is TireHotelValidated {
  return (
    isFields(value) && Number.isInteger(value.status) && isListOf(value.vehicles, MAX_VEHICLES, isVehicle)
  );
}

function isConfirmation(value: unknown): value is TireHotelConfirmation {
  if (!isFields(value) || !isFields(value.customerBase) || !isFields(value.workshop)) return false;
  const { customerBase, workshop } = value;
  return (
    isFilledText(value.bookingConfirmationId) &&
    isText(customerBase.firstName) &&
    isText(customerBase.lastName) &&
    isText(customerBase.email) &&
    isText(customerBase.phoneMobile) &&
    isListOf(value.services, MAX_SERVICES, (service): service is { name: string } =>
      isFields(service) ? isText(service.name) : false,
    ) &&
    isDayOrTime(value.appointmentTime) &&
    typeof value.isFullDay === 'boolean' &&
    isText(workshop.name) &&
    isText(workshop.address) &&
    isText(workshop.email) &&
    isText(workshop.phoneNumber) &&
    isText(value.freeText)
  );
}

const orNull =
  <T>(guard: (value: unknown) => value is T) =>
  (value: unknown): value is T | null =>
    value === null || guard(value);
const isPage = (value: unknown): value is TireHotelPage => TIRE_HOTEL_PAGES.some((page) => page === value);

/** Spec 002 §3, §6: status 0 is logged in, and only the first vehicle is used. */
export const isLoggedIn = (validated: TireHotelValidated | null): boolean =>
  validated !== null && validated.status === TIRE_HOTEL_LOGGED_IN && validated.vehicles.length > 0;

/** What each page needs: a page whose data is missing contradicts the state. */
function pageHasItsData(state: TireHotelState): boolean {
  switch (state.page) {
    case 'search':
      return true;
    case 'login':
      return state.customer !== null;
    case 'validate':
      return state.customer !== null && state.authorizationToken !== null;
    case 'loggedIn':
    case 'booking':
      return state.authorizationToken !== null && isLoggedIn(state.validated);
    case 'confirmation':
      return state.authorizationToken !== null && state.confirmation !== null;
  }
}

function isTireHotelState(value: unknown): value is TireHotelState {
  if (!isFields(value)) return false;
  const shaped =
    isPage(value.page) &&
    isRegNo(value.searchedRegNo) &&
    orNull(isCustomer)(value.customer) &&
    orNull(isFilledText)(value.authorizationToken) &&
    orNull(isValidated)(value.validated) &&
    orNull(isConfirmation)(value.confirmation) &&
    (value.notice === null || value.notice === 'sessionEnded');
  return shaped && pageHasItsData(value as unknown as TireHotelState);
}

/** A stored flow, cleaned: the stored one when every field has its shape and its page its data, else the start. */
export function cleanTireHotelState(stored: unknown): TireHotelState {
  return isTireHotelState(stored) ? stored : INITIAL_TIRE_HOTEL_STATE;
}

export const tireHotelAtom = atomWithSessionJson<TireHotelState>(
  TIRE_HOTEL_STORAGE_KEY,
  INITIAL_TIRE_HOTEL_STATE,
  cleanTireHotelState,
);
