/**
 * A chosen workshop's own prices (spec 002 §7 "prices are merged into the selected services"): the price
 * call answers each offering's price at that workshop, which replaces the list price the services step
 * showed. Pure, so the workshop step and its tests agree on the merge.
 */
import type { fetchPrices } from '../../runtime';
import type { BookingStore } from '../../ui';

export type WorkshopOffer = Awaited<ReturnType<typeof fetchPrices>>['offers'][number];

const isAmount = (value: number | null): boolean => value === null || (Number.isFinite(value) && value >= 0);

/**
 * The store with each selected service's price, priceKnown and priceDiscount taken from the offer of the
 * same code. A service without an offer, or with an offer whose amounts are not kronor, keeps its price.
 */
export function withWorkshopPrices(store: BookingStore, offers: readonly WorkshopOffer[]): BookingStore {
  const byCode = new Map(
    offers
      .filter((offer) => isAmount(offer.price) && isAmount(offer.priceDiscount))
      .map((offer) => [offer.code, offer]),
  );
  if (byCode.size === 0) return store;
  return {
    ...store,
    services: store.services.map((service) => {
      const offer = byCode.get(service.code);
      return offer
        ? { ...service, price: offer.price, priceKnown: offer.priceKnown, priceDiscount: offer.priceDiscount }
        : service;
    }),
  };
}
