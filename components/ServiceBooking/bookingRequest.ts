/**
 * The booking as step 4 sends it (spec 002 §7 `POST /api/mechmate/book`): the contact form's customer
 * and message, the chosen workshop and slot, the car, its mileage (1 when none was typed) and each chosen
 * service and add-on by code with its units (1 when not unit-priced) and the visitor's message to it.
 */
import type { MechmateBookingRequest } from '../../runtime';
import type { BookingStore, ContactForm, SelectedService } from '../../ui';

type OfferingRequest = MechmateBookingRequest['serviceOfferingRequests'][number];

function offeringRequest(service: SelectedService): OfferingRequest {
  return {
    kobraId: service.code,
    unitsSelected: service.unit ?? 1,
    ...(service.userInput === null ? {} : { userInput: service.userInput }),
  };
}

/** The request for the store's booking with the form's details, or null while one of its parts is missing. */
export function bookingRequest(store: BookingStore, form: ContactForm): MechmateBookingRequest | null {
  const { location, timeSlot } = store.bookingInfo;
  const [firstService, ...otherServices] = store.services;
  if (store.car === null || location === null || timeSlot === null || firstService === undefined) return null;
  return {
    customer: {
      firstName: form.firstName.trim(),
      lastName: form.lastName.trim(),
      phone: form.phone.trim(),
      email: form.email.trim(),
    },
    freeText: form.freeText.trim(),
    departmentId: location.departmentId,
    timeSlot: timeSlot.timeslot,
    isFullDay: timeSlot.isFullDay,
    registrationNumber: store.car.registrationNumber,
    mileage: store.milage ?? 1,
    serviceOfferingRequests: [offeringRequest(firstService), ...otherServices.map(offeringRequest)],
  };
}
