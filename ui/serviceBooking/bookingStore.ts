/**
 * The service booking's browser state (spec 002 §3 "Booking store"): the car, place, mileage, chosen
 * services and add-ons, workshop, slot and booking id, and which step the flow has reached and shows. One
 * jotai atom in the tab's session storage, so a reload resumes the flow at its step; the rules that change
 * it are the pure functions of `bookingTransitions.ts`.
 *
 * A stored value is cleaned as a whole: one that another version of the site wrote or a visitor edited,
 * whose any field has an unknown shape or whose steps contradict each other (step 3 shown without a car),
 * reads as the initial store, so the page never draws a step from half a state.
 */
import { isRealDay, type MechmateCarResponse, type MechmateWorkshop, type Place } from '../../runtime';
import { atomWithSessionJson } from '../storage/atomWithSessionJson';

export const BOOKING_STORAGE_KEY = 'serviceBooking';

/** Spec 002 §4: bookingState runs 0 (nothing done) to 5 (booked); the steps shown are 1 to 5. */
export const BOOKING_STEPS = [1, 2, 3, 4, 5] as const;
export type BookingStep = (typeof BOOKING_STEPS)[number];
export type BookingState = 0 | BookingStep;

/** The most services and add-ons one booking sends (the booking request's bound). */
export const MAX_SELECTED_SERVICES = 30;
/** The most brands a workshop lists (the workshop stream's bound). */
const MAX_WORKSHOP_BRANDS = 60;
/** The highest mileage in mil a booking sends (the booking request's bound). */
export const MAX_MILEAGE = 200_000;
/** Spec 002 §9: a service's message to the workshop. */
export const MESSAGE_MAX_LENGTH = 80;
/** The longest name or text kept from an offering; longer ones are not a backend's. */
const TEXT_MAX_LENGTH = 500;

/** Spec 002 §3 "Selected service entry", with the offering's code a booking names it by (kobraId). */
export interface SelectedService {
  code: string;
  name: string;
  /** Kronor incl. VAT, per unit for a unit-priced item; 0 when the price is not known. */
  price: number;
  priceKnown: boolean;
  /** The service agreement's price, shown in red. */
  priceDiscount: number | null;
  category: string;
  type: 'service' | 'addon';
  /** The units chosen of a unit-priced item (null: not unit-priced). */
  unit: number | null;
  /** The visitor's message of an `allowUserInput` service (null: none asked). */
  userInput: string | null;
  unitAbbreviation: string | null;
  listItems: string[];
}

/** Spec 002 §3 "Chosen slot": a slot's local start `YYYY-MM-DDTHH:mm:ss`; a full-day slot starts 08:00. */
export interface ChosenSlot {
  timeslot: string;
  isFullDay: boolean;
}

/** Spec 002 §3 "Booking info": the step 3 choice, the workshop and slot of step 4, the booking's id. */
export interface BookingInfo {
  addons: boolean;
  location: MechmateWorkshop | null;
  timeSlot: ChosenSlot | null;
  id: string | null;
}

export interface BookingStore {
  lat: number | null;
  lng: number | null;
  car: MechmateCarResponse | null;
  /** In mil, a positive whole number up to MAX_MILEAGE; null when the field is empty. */
  milage: number | null;
  bookingState: BookingState;
  maxBookingState: BookingState;
  region: string | null;
  displayState: BookingStep;
  services: SelectedService[];
  bookingInfo: BookingInfo;
  location: Place | null;
}

export const INITIAL_BOOKING_INFO: BookingInfo = { addons: false, location: null, timeSlot: null, id: null };

export const INITIAL_BOOKING_STORE: BookingStore = {
  lat: null,
  lng: null,
  car: null,
  milage: null,
  bookingState: 0,
  maxBookingState: 5,
  region: null,
  displayState: 1,
  services: [],
  bookingInfo: INITIAL_BOOKING_INFO,
  location: null,
};

type Fields = Readonly<Record<string, unknown>>;

const isFields = (value: unknown): value is Fields =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isText = (value: unknown): value is string =>
  typeof value === 'string' && value.length <= TEXT_MAX_LENGTH;
const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);
const orNull =
  <T>(guard: (value: unknown) => value is T) =>
  (value: unknown): value is T | null =>
    value === null || guard(value);
const isStep = (value: unknown): value is BookingStep => BOOKING_STEPS.some((step) => step === value);
const isState = (value: unknown): value is BookingState => value === 0 || isStep(value);
const isLatitude = (value: unknown): value is number => isNumber(value) && Math.abs(value) <= 90;
const isLongitude = (value: unknown): value is number => isNumber(value) && Math.abs(value) <= 180;
const isMileage = (value: unknown): value is number =>
  Number.isInteger(value) && isNumber(value) && value > 0 && value <= MAX_MILEAGE;
const isSlotTime = (value: unknown): value is string =>
  typeof value === 'string' &&
  /^\d{4}-\d\d-\d\dT([01]\d|2[0-3]):[0-5]\d:[0-5]\d$/.test(value) &&
  isRealDay(value.slice(0, 10));

function isCar(value: unknown): value is MechmateCarResponse {
  return (
    isFields(value) &&
    isText(value.registrationNumber) &&
    typeof value.isSupported === 'boolean' &&
    isText(value.brand) &&
    isText(value.model) &&
    isNumber(value.buildYear) &&
    typeof value.hasServiceAgreement === 'boolean'
  );
}

function isPlace(value: unknown): value is Place {
  return (
    isFields(value) &&
    isText(value.name) &&
    isLatitude(value.latitude) &&
    isLongitude(value.longitude) &&
    isText(value.placeId) &&
    isText(value.region)
  );
}

function isWorkshop(value: unknown): value is MechmateWorkshop {
  return (
    isFields(value) &&
    isText(value.departmentId) &&
    isText(value.siteId) &&
    isText(value.siteName) &&
    isText(value.address) &&
    isLatitude(value.latitude) &&
    isLongitude(value.longitude) &&
    Array.isArray(value.brands) &&
    value.brands.length <= MAX_WORKSHOP_BRANDS &&
    value.brands.every(isText) &&
    orNull(isSlotTime)(value.firstTimeSlot)
  );
}

function isSlot(value: unknown): value is ChosenSlot {
  return isFields(value) && isSlotTime(value.timeslot) && typeof value.isFullDay === 'boolean';
}

function isSelectedService(value: unknown): value is SelectedService {
  return (
    isFields(value) &&
    isText(value.code) &&
    value.code !== '' &&
    isText(value.name) &&
    isNumber(value.price) &&
    typeof value.priceKnown === 'boolean' &&
    orNull(isNumber)(value.priceDiscount) &&
    isText(value.category) &&
    (value.type === 'service' || value.type === 'addon') &&
    orNull(isNumber)(value.unit) &&
    (value.userInput === null ||
      (typeof value.userInput === 'string' && value.userInput.length <= MESSAGE_MAX_LENGTH)) &&
    orNull(isText)(value.unitAbbreviation) &&
    Array.isArray(value.listItems) &&
    value.listItems.every(isText)
  );
}

function isBookingInfo(value: unknown): value is BookingInfo {
  return (
    isFields(value) &&
    typeof value.addons === 'boolean' &&
    orNull(isWorkshop)(value.location) &&
    orNull(isSlot)(value.timeSlot) &&
    orNull(isText)(value.id) &&
    // A slot belongs to a workshop.
    (value.timeSlot === null || value.location !== null)
  );
}

function isServices(value: unknown): value is SelectedService[] {
  return (
    Array.isArray(value) &&
    value.length <= MAX_SELECTED_SERVICES &&
    value.every(isSelectedService) &&
    new Set(value.map((service: SelectedService) => service.code)).size === value.length
  );
}

function isBookingStore(value: unknown): value is BookingStore {
  if (!isFields(value)) return false;
  const { bookingState, displayState, car } = value;
  return (
    orNull(isLatitude)(value.lat) &&
    orNull(isLongitude)(value.lng) &&
    orNull(isCar)(car) &&
    (value.milage === null || isMileage(value.milage)) &&
    isState(bookingState) &&
    isState(value.maxBookingState) &&
    orNull(isText)(value.region) &&
    isStep(displayState) &&
    isServices(value.services) &&
    isBookingInfo(value.bookingInfo) &&
    orNull(isPlace)(value.location) &&
    // The step shown has been reached, and every step after the first needs the accepted car and place.
    displayState <= Math.max(bookingState, 1) &&
    (bookingState < 2 || (car !== null && value.lat !== null && value.lng !== null))
  );
}

/** A stored booking, cleaned: the stored one when every field has its shape, else the initial store. */
export function cleanBookingStore(stored: unknown): BookingStore {
  return isBookingStore(stored) ? stored : INITIAL_BOOKING_STORE;
}

export const bookingStoreAtom = atomWithSessionJson<BookingStore>(
  BOOKING_STORAGE_KEY,
  INITIAL_BOOKING_STORE,
  cleanBookingStore,
);
