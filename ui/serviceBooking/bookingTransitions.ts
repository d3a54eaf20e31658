/**
 * The service booking's state machine (spec 002 §4 "Service booking"): one pure function per rule, each
 * taking the booking store and answering the next one, so the page only wires buttons to them and the rules
 * are tested without a browser. A transition that does not apply (continuing without a service, a slot
 * without a workshop) answers the store it was given.
 */
import {
  type MechmateCarResponse,
  type MechmateOffering,
  type MechmateServiceOfferingCategory,
  type MechmateWorkshop,
  MILEAGE_SERVICE_CODE,
  type Place,
} from '../../runtime';
import {
  INITIAL_BOOKING_INFO,
  INITIAL_BOOKING_STORE,
  MAX_MILEAGE,
  MAX_SELECTED_SERVICES,
  type BookingStep,
  type BookingStore,
  type ChosenSlot,
  type SelectedService,
} from './bookingStore';

/** Shows `step`; bookingState is raised to it only when it is at or below it. */
export function goToStep(store: BookingStore, step: BookingStep): BookingStore {
  return {
    ...store,
    displayState: step,
    bookingState: store.bookingState <= step ? step : store.bookingState,
  };
}

/**
 * A successful step 1 lookup. A new registration number or place stores the car, place, lat, lng and
 * region, clears the services (and the workshop and slot chosen for them), caps the flow at step 4 and shows
 * step 2 with bookingState 2. The same car and place return to the step the flow had reached.
 */
export function acceptLookup(store: BookingStore, car: MechmateCarResponse, place: Place): BookingStore {
  const unchanged =
    store.car?.registrationNumber === car.registrationNumber && store.location?.placeId === place.placeId;
  if (unchanged) return goToStep(store, store.bookingState === 0 ? 1 : store.bookingState);
  return {
    ...store,
    car,
    location: place,
    lat: place.latitude,
    lng: place.longitude,
    region: place.region,
    services: [],
    bookingInfo: INITIAL_BOOKING_INFO,
    maxBookingState: 4,
    bookingState: 2,
    displayState: 2,
  };
}

const ofType = (store: BookingStore, type: SelectedService['type']) =>
  store.services.filter((service) => service.type === type);

/** Step 2 'Fortsätt' is enabled only with at least one service. */
export const canContinueFromServices = (store: BookingStore): boolean => ofType(store, 'service').length > 0;

/** Step 2 'Fortsätt': to step 3. */
export function continueFromServices(store: BookingStore): BookingStore {
  return canContinueFromServices(store) ? goToStep(store, 3) : store;
}

/** Step 3 'Fortsätt utan tillval' is enabled only with no add-on chosen. */
export const canContinueWithoutAddons = (store: BookingStore): boolean => ofType(store, 'addon').length === 0;

/** Step 3 'Fortsätt' is enabled with at least one add-on. */
export const canContinueWithAddons = (store: BookingStore): boolean => !canContinueWithoutAddons(store);

const toWorkshopStep = (store: BookingStore, addons: boolean): BookingStore =>
  goToStep({ ...store, bookingInfo: { ...store.bookingInfo, addons } }, 4);

/** Step 3 'Fortsätt utan tillval': addons false, to step 4. */
export function continueWithoutAddons(store: BookingStore): BookingStore {
  return canContinueWithoutAddons(store) ? toWorkshopStep(store, false) : store;
}

/** Step 3 'Fortsätt': addons true, to step 4. */
export function continueWithAddons(store: BookingStore): BookingStore {
  return canContinueWithAddons(store) ? toWorkshopStep(store, true) : store;
}

/** Whether the add-on answer offers anything: a failed fetch (null) or an empty one does not. */
export const offersAddons = (categories: readonly MechmateServiceOfferingCategory[] | null): boolean =>
  categories?.some((category) => category.offerings.length > 0) ?? false;

/** The add-on fetch failed or offered nothing: step 4 is shown directly. */
export function skipAddons(store: BookingStore): BookingStore {
  return toWorkshopStep({ ...store, services: ofType(store, 'service') }, false);
}

/** What step 4 asks for next: a workshop, then a slot, then the contact form. */
export type WorkshopStage = 'workshop' | 'slot' | 'contact';

export function workshopStage(store: BookingStore): WorkshopStage {
  if (store.bookingInfo.location === null) return 'workshop';
  return store.bookingInfo.timeSlot === null ? 'slot' : 'contact';
}

/** Step 4: the workshop picked (its slots are asked next). */
export function pickWorkshop(store: BookingStore, workshop: MechmateWorkshop): BookingStore {
  return { ...store, bookingInfo: { ...store.bookingInfo, location: workshop, timeSlot: null } };
}

/** Step 4: the slot picked at the chosen workshop (the contact form is next). */
export function pickSlot(store: BookingStore, slot: ChosenSlot): BookingStore {
  if (store.bookingInfo.location === null) return store;
  return { ...store, bookingInfo: { ...store.bookingInfo, timeSlot: slot } };
}

/** Step 4 'Ändra verkstad eller tid': workshop and slot cleared. */
export function changeWorkshopOrTime(store: BookingStore): BookingStore {
  return { ...store, bookingInfo: { ...store.bookingInfo, location: null, timeSlot: null } };
}

/** A successful booking: its id kept, step 5 shown. */
export function bookingConfirmed(store: BookingStore, id: string): BookingStore {
  return goToStep({ ...store, bookingInfo: { ...store.bookingInfo, id } }, 5);
}

/** An offering as a chosen entry: unit-priced ones start at their minimum, user-input ones empty. */
export function selectedService(offering: MechmateOffering, type: SelectedService['type']): SelectedService {
  return {
    code: offering.code,
    name: offering.name,
    price: offering.price,
    priceKnown: offering.priceKnown,
    priceDiscount: offering.priceDiscount,
    category: offering.category,
    type,
    unit: offering.unitPrice?.minimum ?? null,
    userInput: offering.allowUserInput ? '' : null,
    unitAbbreviation: offering.unitPrice?.unitAbbreviation ?? null,
    listItems: [],
  };
}

export const isSelected = (store: BookingStore, code: string): boolean =>
  store.services.some((service) => service.code === code);

/** New services: the workshop and slot chosen for the old ones are cleared (the search restarts). */
function withServices(store: BookingStore, services: SelectedService[]): BookingStore {
  return { ...store, services, bookingInfo: { ...store.bookingInfo, location: null, timeSlot: null } };
}

/**
 * Adds the offering, or removes it when chosen. In a category with a selectionType (radio-like) picking one
 * removes the others of that category, and clicking the chosen one deselects it. Unavailable offerings are
 * not added.
 */
export function toggleOffering(
  store: BookingStore,
  offering: MechmateOffering,
  category: MechmateServiceOfferingCategory,
  type: SelectedService['type'],
): BookingStore {
  if (isSelected(store, offering.code)) {
    return withServices(
      store,
      store.services.filter((service) => service.code !== offering.code),
    );
  }
  if (!offering.isAvailable || store.services.length >= MAX_SELECTED_SERVICES) return store;
  const siblings = new Set(category.selectionType === null ? [] : category.offerings.map(({ code }) => code));
  const kept = store.services.filter((service) => !siblings.has(service.code));
  return withServices(store, [...kept, selectedService(offering, type)]);
}

/** A chosen entry changed in place (units, message); the workshop search restarts for it. */
export function updateService(
  store: BookingStore,
  code: string,
  change: Partial<Pick<SelectedService, 'unit' | 'userInput'>>,
): BookingStore {
  if (!isSelected(store, code)) return store;
  return withServices(
    store,
    store.services.map((service) => (service.code === code ? { ...service, ...change } : service)),
  );
}

/** The mileage field's value: a positive whole number of mil up to MAX_MILEAGE, or null. */
export function parseMileage(input: string): number | null {
  const trimmed = input.trim();
  if (!/^\d{1,7}$/.test(trimmed)) return null;
  const mileage = Number(trimmed);
  return mileage > 0 && mileage <= MAX_MILEAGE ? mileage : null;
}

/**
 * The mileage typed. A positive mileage is kept and adds the mileage service (`mileageOffering`, the
 * 'originalservice' offering of the car's services); an emptied field clears it and removes the service.
 */
export function setMileage(
  store: BookingStore,
  input: string,
  mileageOffering: MechmateOffering | undefined,
): BookingStore {
  const milage = parseMileage(input);
  if (milage !== null) {
    const withMileage = { ...store, milage };
    if (isSelected(store, MILEAGE_SERVICE_CODE) || mileageOffering?.code !== MILEAGE_SERVICE_CODE) {
      return withMileage;
    }
    return withServices(withMileage, [...store.services, selectedService(mileageOffering, 'service')]);
  }
  if (input.trim() !== '') return store;
  const withoutMileage = { ...store, milage: null };
  return isSelected(store, MILEAGE_SERVICE_CODE)
    ? withServices(
        withoutMileage,
        store.services.filter((service) => service.code !== MILEAGE_SERVICE_CODE),
      )
    : withoutMileage;
}

/** 'Ny bokning': the flow starts over. */
export function newBooking(): BookingStore {
  return INITIAL_BOOKING_STORE;
}
