/**
 * The tyre storage flow's analytics (spec 002 §9 "purchase event currency SEK with value 0"): a page view
 * event for each page the visitor reaches, and the booking as a purchase. Named here once, so the page and
 * its tests agree on them.
 */
import { pushToDataLayer, type TireHotelConfirmation } from '../../runtime';
import type { TireHotelPage } from './tireHotelStore';

export const TIRE_HOTEL_PAGE_EVENT = 'tire_hotel_page';
/** Spec 002 §9: the booking's purchase is in SEK and worth 0 (the agreement has paid for it). */
const PURCHASE_CURRENCY = 'SEK';
const PURCHASE_VALUE = 0;

/** A page shown for the first time in this visit to the flow. */
export function trackTireHotelPage(page: TireHotelPage): void {
  pushToDataLayer({ event: TIRE_HOTEL_PAGE_EVENT, page });
}

/** A confirmed booking, as a purchase of its services. */
export function trackTireHotelPurchase(confirmation: TireHotelConfirmation): void {
  pushToDataLayer({
    event: 'purchase',
    ecommerce: {
      transaction_id: confirmation.bookingConfirmationId,
      currency: PURCHASE_CURRENCY,
      value: PURCHASE_VALUE,
      items: confirmation.services.map((service) => ({
        item_name: service.name,
        price: PURCHASE_VALUE,
        quantity: 1,
      })),
    },
  });
}
