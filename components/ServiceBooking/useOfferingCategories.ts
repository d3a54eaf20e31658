/**
 * Steps 2 and 3 load their offering categories the same way: for the booking's car near its place, once
 * per car, place and retry, the superseded or unmounted request aborted. The answer is bounded as the
 * contract bounds it (30 categories of at most 50 offerings), so a backend that sends more cannot make
 * the list endless.
 */
import { useEffect, useState } from 'react';
import type { fetchServices, MechmateServiceOfferingCategory } from '../../runtime';
import type { BookingStore } from '../../ui';

export const MAX_CATEGORIES = 30;
export const MAX_OFFERINGS_PER_CATEGORY = 50;

/** `fetchServices` or `fetchAddons` of the browser client. */
export type OfferingsFetcher = typeof fetchServices;

export type OfferingsLoad =
  | { status: 'loading' }
  | { status: 'failed' }
  | { status: 'ready'; categories: readonly MechmateServiceOfferingCategory[] };

interface Answer {
  request: string;
  categories: readonly MechmateServiceOfferingCategory[] | null;
}

function bounded(categories: unknown): readonly MechmateServiceOfferingCategory[] | null {
  if (!Array.isArray(categories)) return null;
  return categories
    .slice(0, MAX_CATEGORIES)
    .filter((category: MechmateServiceOfferingCategory) => Array.isArray(category?.offerings))
    .map((category: MechmateServiceOfferingCategory) => ({
      ...category,
      offerings: category.offerings.slice(0, MAX_OFFERINGS_PER_CATEGORY),
    }));
}

/** The categories of `fetcher` for the store's car and place, and `retry` to ask again after a failure. */
export function useOfferingCategories(fetcher: OfferingsFetcher, store: BookingStore) {
  const plate = store.car?.registrationNumber ?? null;
  const { lat, lng } = store;
  const [attempt, setAttempt] = useState(0);
  const [answer, setAnswer] = useState<Answer | null>(null);
  const request = plate === null || lat === null || lng === null ? null : `${plate}|${lat}|${lng}|${attempt}`;

  useEffect(() => {
    if (plate === null || lat === null || lng === null || request === null) return;
    const controller = new AbortController();
    fetcher(plate, { latitude: lat, longitude: lng }, controller.signal).then(
      (response) => setAnswer({ request, categories: bounded(response.serviceOfferingCategories) }),
      () => {
        if (!controller.signal.aborted) setAnswer({ request, categories: null });
      },
    );
    return () => controller.abort();
  }, [fetcher, plate, lat, lng, request]);

  let load: OfferingsLoad;
  if (request === null) load = { status: 'failed' };
  else if (answer?.request !== request) load = { status: 'loading' };
  else
    load =
      answer.categories === null ? { status: 'failed' } : { status: 'ready', categories: answer.categories };
  return { load, retry: () => setAttempt((count) => count + 1) };
}
