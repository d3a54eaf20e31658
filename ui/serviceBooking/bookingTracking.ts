/**
 * The service booking's analytics (spec 002 §4 "Each step fires a tracking event once per step", §7 "the
 * purchase event uses SEK", §8 "tracked as 'no workshop available'"): the events it pushes to the data
 * layer, named here once so the page and its tests agree on them.
 */
import { pushToDataLayer } from '../../runtime';
import type { BookingStep, SelectedService } from './bookingStore';
import { bookingTotal, serviceAmount } from './bookingRules';

export const BOOKING_STEP_EVENT = 'service_booking_step';
export const NO_WORKSHOP_EVENT = 'service_booking_no_workshop';
/** Spec 002 §9: the booking's purchase event is in SEK. */
const PURCHASE_CURRENCY = 'SEK';

/** A step shown for the first time in this booking. */
export function trackBookingStep(step: BookingStep): void {
  pushToDataLayer({ event: BOOKING_STEP_EVENT, step });
}

/** The workshop search found none, or failed (spec 002 §8). */
export function trackNoWorkshop(): void {
  pushToDataLayer({ event: NO_WORKSHOP_EVENT, reason: 'no workshop available' });
}

/** A confirmed booking, as a purchase of its services in SEK. */
export function trackPurchase(bookingId: string, services: readonly SelectedService[]): void {
  pushToDataLayer({
    event: 'purchase',
    ecommerce: {
      transaction_id: bookingId,
      currency: PURCHASE_CURRENCY,
      value: bookingTotal(services),
      items: services.map((service) => ({
        item_id: service.code,
        item_name: service.name,
        item_category: service.category,
        price: serviceAmount(service),
        quantity: 1,
      })),
    },
  });
}
