/**
 * The car page's impression event (spec 001 §4, §7: `page_impression` in the data layer), pushed once
 * per car shown, when the data layer exists: it is polled every 100 ms, as the spec says, for at most
 * 5 s, after which the event waits in a data layer of its own making (GTM replays it when it starts).
 */
import { useEffect, useEffectEvent } from 'react';
import { type Car, pushToDataLayer } from '../../runtime';

export const IMPRESSION_POLL_MS = 100;
const IMPRESSION_POLL_TRIES = 50;

export function usePageImpression(car: Car | undefined) {
  const push = useEffectEvent(() => {
    if (!car) return;
    pushToDataLayer({
      event: 'page_impression',
      pageType: 'car_detail',
      car_id: car.car_id,
      car_brand: car.car_brand,
      car_model: car.car_model,
      car_is_sample: car.car_is_sample,
      car_is_used: car.car_is_used,
      price: car.car_price,
      currency: car.car_price_currency,
      site_name: car.car_site_name,
    });
  });
  const id = car?.car_id;
  useEffect(() => {
    if (!id) return undefined;
    if (window.dataLayer) {
      push();
      return undefined;
    }
    let tries = 0;
    const timer = window.setInterval(() => {
      tries += 1;
      if (!window.dataLayer && tries < IMPRESSION_POLL_TRIES) return;
      window.clearInterval(timer);
      push();
    }, IMPRESSION_POLL_MS);
    return () => window.clearInterval(timer);
  }, [id]);
}
