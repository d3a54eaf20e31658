/**
 * Registry entry of the service booking (spec 002 §2 "Service booking page"): a browser flow over
 * `/api/mechmate/*` and `/api/places/*`, so it has no loader; the server renders step 1 and the header.
 */
import { defineComponent } from '../../runtime';
import { SERVICE_BOOKING_DICTIONARY_PREFIXES } from '../../ui';
import type { ServiceBookingFields } from './fields.generated';
import ServiceBooking from './ServiceBooking';
import fieldsSchema from './serviceBooking.schema.json';

export default defineComponent<ServiceBookingFields>({
  lazy: true,
  component: ServiceBooking,
  fieldsSchema,
  dictionaryPrefixes: SERVICE_BOOKING_DICTIONARY_PREFIXES,
});
