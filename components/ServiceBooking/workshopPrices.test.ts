import { describe, expect, it } from 'vitest';
import { goteborg, offering, volvo } from '../../tests/fixtures/serviceBooking';
import { type BookingStore, INITIAL_BOOKING_STORE, selectedService } from '../../ui';
import { withWorkshopPrices } from './workshopPrices';

const store: BookingStore = {
  ...INITIAL_BOOKING_STORE,
  car: volvo,
  lat: goteborg.latitude,
  lng: goteborg.longitude,
  services: [
    selectedService(offering('oljeservice', { price: 2000 }), 'service'),
    selectedService(offering('torkarblad', { price: 400, priceDiscount: 340 }), 'addon'),
  ],
};

describe('withWorkshopPrices', () => {
  it("replaces each offered service's price, known flag and discount, and keeps the others", () => {
    const priced = withWorkshopPrices(store, [
      { code: 'oljeservice', price: 2240, priceKnown: true, priceDiscount: 1904 },
      { code: 'inte-vald', price: 10, priceKnown: true, priceDiscount: null },
    ]);
    expect(
      priced.services.map(({ code, price, priceKnown, priceDiscount }) => [
        code,
        price,
        priceKnown,
        priceDiscount,
      ]),
    ).toEqual([
      ['oljeservice', 2240, true, 1904],
      ['torkarblad', 400, true, 340],
    ]);
    expect(priced.bookingInfo).toBe(store.bookingInfo);
  });

  it('turns a price the workshop does not know into "Pris saknas" (priceKnown false)', () => {
    const priced = withWorkshopPrices(store, [
      { code: 'torkarblad', price: 0, priceKnown: false, priceDiscount: null },
    ]);
    expect(priced.services[1]).toMatchObject({ price: 0, priceKnown: false, priceDiscount: null });
  });

  it('keeps the store as it was without offers, or with amounts that are not kronor', () => {
    expect(withWorkshopPrices(store, [])).toBe(store);
    const priced = withWorkshopPrices(store, [
      { code: 'oljeservice', price: -5, priceKnown: true, priceDiscount: null },
      { code: 'torkarblad', price: Number.NaN, priceKnown: true, priceDiscount: null },
    ]);
    expect(priced).toBe(store);
  });
});
