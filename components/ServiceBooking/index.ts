/**
 * Registry entry of the service booking (spec 002 §2 "Service booking page"): a browser flow over
 * `/api/mechmate/*` and `/api/places/*`; the server renders the header and step 1. The loader only hands
 * the market's maps key (when one is configured) to step 4's map.
 */
import { defineComponent, mapsKey } from '../../runtime';
import { SERVICE_BOOKING_DICTIONARY_PREFIXES } from '../../ui';
import type { ServiceBookingFields } from './fields.generated';
import ServiceBooking, { type ServiceBookingData } from './ServiceBooking';
import fieldsSchema from './serviceBooking.schema.json';

function loadServiceBooking(): Promise<ServiceBookingData> {
  const key = mapsKey();
  return Promise.resolve(key ? { mapsKey: key } : {});
}

export default defineComponent<ServiceBookingFields, ServiceBookingData>({
  lazy: true,
  component: ServiceBooking,
  fieldsSchema,
  loader: loadServiceBooking,
  dictionaryPrefixes: SERVICE_BOOKING_DICTIONARY_PREFIXES,
});
