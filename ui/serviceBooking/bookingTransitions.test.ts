import { describe, expect, it } from 'vitest';
import { MILEAGE_SERVICE_CODE } from '../../runtime';
import {
  category,
  golf,
  goteborg,
  malmo,
  offering,
  volvo,
  workshop,
} from '../../tests/fixtures/serviceBooking';
import { INITIAL_BOOKING_STORE, type BookingStore } from './bookingStore';
import {
  acceptLookup,
  bookingConfirmed,
  canContinueFromServices,
  canContinueWithAddons,
  canContinueWithoutAddons,
  changeWorkshopOrTime,
  continueFromServices,
  continueWithAddons,
  continueWithoutAddons,
  goToStep,
  isSelected,
  newBooking,
  offersAddons,
  parseMileage,
  pickSlot,
  pickWorkshop,
  setMileage,
  skipAddons,
  toggleOffering,
  updateService,
  workshopStage,
} from './bookingTransitions';

const oilChange = offering('oljebyte');
const wipers = offering('torkarblad', {
  unitPrice: { minimum: 1, maximum: 4, unit: 'st', unitAbbreviation: 'st', postfix: '' },
});
const services = category('Service', [oilChange, wipers]);
const summerTyres = offering('sommar', { category: 'Däck' });
const winterTyres = offering('vinter', { category: 'Däck' });
const tyres = category('Däck', [summerTyres, winterTyres], 'single');
const mileageService = offering(MILEAGE_SERVICE_CODE, { name: 'Service enligt tillverkarens program' });
const slot = { timeslot: '2026-12-01T09:00:00', isFullDay: false };

/** The flow after a lookup of the Volvo in Göteborg: step 2 shown. */
const looked = acceptLookup(INITIAL_BOOKING_STORE, volvo, goteborg);
/** Step 4 with a workshop and slot chosen for an oil change and a tyre add-on. */
const atStep4 = (() => {
  const chosen = toggleOffering(
    toggleOffering(looked, oilChange, services, 'service'),
    summerTyres,
    tyres,
    'addon',
  );
  return pickSlot(pickWorkshop(continueWithAddons(continueFromServices(chosen)), workshop), slot);
})();

describe('the steps (spec 002 §4)', () => {
  it('starts at step 1 with nothing done and the flow capped at step 5', () => {
    expect(INITIAL_BOOKING_STORE).toMatchObject({ bookingState: 0, displayState: 1, maxBookingState: 5 });
  });

  it('moving to a step shows it and raises bookingState when it was at or below the step', () => {
    expect(goToStep(INITIAL_BOOKING_STORE, 2)).toMatchObject({ displayState: 2, bookingState: 2 });
    expect(goToStep({ ...looked, bookingState: 3 }, 3)).toMatchObject({ displayState: 3, bookingState: 3 });
  });

  it('moving back to an earlier step shows it and keeps the step reached', () => {
    expect(goToStep(atStep4, 1)).toMatchObject({ displayState: 1, bookingState: 4 });
  });
});

describe('the lookup (step 1)', () => {
  it('a new car and place are stored with lat, lng and region, step 2 shown, the flow capped at 4', () => {
    expect(looked).toMatchObject({
      car: volvo,
      location: goteborg,
      lat: goteborg.latitude,
      lng: goteborg.longitude,
      region: 'Västra Götalands län',
      bookingState: 2,
      displayState: 2,
      maxBookingState: 4,
      services: [],
    });
  });

  it('a new registration number clears the services, workshop and slot and goes back to step 2', () => {
    const next = acceptLookup(goToStep(atStep4, 1), golf, goteborg);
    expect(next).toMatchObject({ car: golf, services: [], bookingState: 2, displayState: 2 });
    expect(next.bookingInfo).toMatchObject({ location: null, timeSlot: null });
  });

  it('a new place alone is a change too', () => {
    const next = acceptLookup(goToStep(atStep4, 1), volvo, malmo);
    expect(next).toMatchObject({ region: 'Skåne län', lat: malmo.latitude, services: [], bookingState: 2 });
  });

  it('the same car and place return to the step the flow had reached, keeping every choice', () => {
    const next = acceptLookup(goToStep(atStep4, 1), volvo, goteborg);
    expect(next).toEqual({ ...atStep4, displayState: 4 });
  });
});

describe('services (step 2)', () => {
  it("'Fortsätt' is disabled with no service and does nothing", () => {
    expect(canContinueFromServices(looked)).toBe(false);
    expect(continueFromServices(looked)).toBe(looked);
  });

  it("'Fortsätt' is enabled with one service and goes to step 3", () => {
    const chosen = toggleOffering(looked, oilChange, services, 'service');
    expect(canContinueFromServices(chosen)).toBe(true);
    expect(continueFromServices(chosen)).toMatchObject({ displayState: 3, bookingState: 3 });
  });

  it('a service toggle adds the service, and toggling it again removes it', () => {
    const added = toggleOffering(looked, oilChange, services, 'service');
    expect(added.services).toEqual([
      expect.objectContaining({ code: 'oljebyte', type: 'service', price: 1000 }),
    ]);
    expect(toggleOffering(added, oilChange, services, 'service').services).toEqual([]);
  });

  it('a unit-priced service starts at its minimum units; an unavailable one is not added', () => {
    expect(toggleOffering(looked, wipers, services, 'service').services[0]).toMatchObject({
      unit: 1,
      unitAbbreviation: 'st',
    });
    const unavailable = offering('kamrem', { isAvailable: false });
    expect(toggleOffering(looked, unavailable, services, 'service')).toBe(looked);
  });

  it('changing the services clears the chosen workshop and slot', () => {
    const next = toggleOffering(atStep4, wipers, services, 'service');
    expect(next.bookingInfo).toMatchObject({ location: null, timeSlot: null });
    expect(workshopStage(next)).toBe('workshop');
  });

  it('units and a message change a chosen service in place', () => {
    const chosen = toggleOffering(looked, wipers, services, 'service');
    expect(updateService(chosen, 'torkarblad', { unit: 3 }).services[0]?.unit).toBe(3);
    expect(updateService(chosen, 'oljebyte', { unit: 3 })).toBe(chosen);
  });
});

describe('the mileage service', () => {
  it("a positive mileage typed adds 'originalservice' and keeps the mileage", () => {
    const next = setMileage(looked, '1500', mileageService);
    expect(next.milage).toBe(1500);
    expect(isSelected(next, MILEAGE_SERVICE_CODE)).toBe(true);
    expect(setMileage(next, '1600', mileageService).services).toHaveLength(1);
  });

  it("emptying the field removes 'originalservice' and the mileage", () => {
    const next = setMileage(setMileage(looked, '1500', mileageService), '', mileageService);
    expect(next.milage).toBeNull();
    expect(isSelected(next, MILEAGE_SERVICE_CODE)).toBe(false);
  });

  it('zero, negative, fractional or absurd mileages are not a mileage', () => {
    for (const input of ['0', '-5', '12.5', 'abc', '999999999']) {
      expect(parseMileage(input)).toBeNull();
      expect(setMileage(looked, input, mileageService)).toBe(looked);
    }
  });

  it('without the mileage offering in the answer the mileage is kept and nothing added', () => {
    expect(setMileage(looked, '1500', undefined)).toMatchObject({ milage: 1500, services: [] });
  });
});

describe('add-ons (step 3)', () => {
  const atStep3 = continueFromServices(toggleOffering(looked, oilChange, services, 'service'));

  it("'Fortsätt utan tillval' with no add-on sets addons false and goes to step 4", () => {
    expect(canContinueWithoutAddons(atStep3)).toBe(true);
    expect(canContinueWithAddons(atStep3)).toBe(false);
    expect(continueWithAddons(atStep3)).toBe(atStep3);
    const next = continueWithoutAddons(atStep3);
    expect(next).toMatchObject({ displayState: 4, bookingState: 4 });
    expect(next.bookingInfo.addons).toBe(false);
  });

  it("'Fortsätt' with an add-on sets addons true and goes to step 4", () => {
    const chosen = toggleOffering(atStep3, summerTyres, tyres, 'addon');
    expect(canContinueWithoutAddons(chosen)).toBe(false);
    expect(continueWithoutAddons(chosen)).toBe(chosen);
    const next = continueWithAddons(chosen);
    expect(next).toMatchObject({ displayState: 4, bookingState: 4 });
    expect(next.bookingInfo.addons).toBe(true);
  });

  it('in a radio-like category picking one removes the others, and clicking the chosen one deselects it', () => {
    const summer = toggleOffering(atStep3, summerTyres, tyres, 'addon');
    const winter = toggleOffering(summer, winterTyres, tyres, 'addon');
    expect(winter.services.map(({ code }) => code)).toEqual(['oljebyte', 'vinter']);
    expect(toggleOffering(winter, winterTyres, tyres, 'addon').services.map(({ code }) => code)).toEqual([
      'oljebyte',
    ]);
  });

  it('a category without a selectionType takes several', () => {
    const both = toggleOffering(
      toggleOffering(looked, oilChange, services, 'service'),
      wipers,
      services,
      'service',
    );
    expect(both.services).toHaveLength(2);
  });

  it('a failed or empty add-on fetch shows step 4 directly', () => {
    expect(offersAddons(null)).toBe(false);
    expect(offersAddons([])).toBe(false);
    expect(offersAddons([category('Däck', [])])).toBe(false);
    expect(offersAddons([tyres])).toBe(true);
    const next = skipAddons(atStep3);
    expect(next).toMatchObject({ displayState: 4, bookingState: 4 });
    expect(next.bookingInfo.addons).toBe(false);
  });
});

describe('workshop, slot and contact (step 4)', () => {
  const atWorkshops = continueWithoutAddons(
    continueFromServices(toggleOffering(looked, oilChange, services, 'service')),
  );

  it('asks for a workshop, then a slot, then the contact form', () => {
    expect(workshopStage(atWorkshops)).toBe('workshop');
    const picked = pickWorkshop(atWorkshops, workshop);
    expect(workshopStage(picked)).toBe('slot');
    expect(workshopStage(pickSlot(picked, slot))).toBe('contact');
  });

  it('a slot without a workshop is not taken', () => {
    expect(pickSlot(atWorkshops, slot)).toBe(atWorkshops);
  });

  it("'Ändra verkstad eller tid' clears both", () => {
    const next = changeWorkshopOrTime(atStep4);
    expect(next.bookingInfo).toMatchObject({ location: null, timeSlot: null });
    expect(workshopStage(next)).toBe('workshop');
  });

  it('a successful booking keeps its id and shows step 5', () => {
    const next = bookingConfirmed(atStep4, 'BK-1');
    expect(next).toMatchObject({ displayState: 5, bookingState: 5 });
    expect(next.bookingInfo.id).toBe('BK-1');
  });
});

describe("'Ny bokning'", () => {
  it('resets the flow to step 1', () => {
    const booked: BookingStore = bookingConfirmed(atStep4, 'BK-1');
    expect(booked.bookingState).toBe(5);
    expect(newBooking()).toEqual(INITIAL_BOOKING_STORE);
  });
});
