/**
 * Registry entry of the tyre storage flow (spec 002 §2 "Tyre storage flow", issue 19): a browser flow over
 * `/api/tirehotel/*`, kept in the tab's session storage; the server renders the search page.
 */
import { defineComponent } from '../../runtime';
import { TIRE_HOTEL_DICTIONARY_PREFIXES } from '../../ui';
import type { TireHotelFields } from './fields.generated';
import TireHotel from './TireHotel';
import fieldsSchema from './tireHotel.schema.json';

export default defineComponent<TireHotelFields>({
  lazy: true,
  component: TireHotel,
  fieldsSchema,
  dictionaryPrefixes: TIRE_HOTEL_DICTIONARY_PREFIXES,
});
