/**
 * Registry entry of the car page (spec 001 §2 "Car detail page"): placed on the wildcard item at the
 * site's `paths.carDetail`, its loader reads the car from the visited path and decides the page's status.
 */
import { defineComponent } from '../../runtime';
import {
  CAR_CONTACT_DICTIONARY_PREFIXES,
  FINANCE_DICTIONARY_PREFIXES,
  LEAD_FORM_DICTIONARY_PREFIXES,
} from '../../ui';
import CarDetail from './CarDetail';
import type { CarDetailData } from './carDetailData';
import fieldsSchema from './carDetail.schema.json';
import type { CarDetailFields } from './fields.generated';
import { loadCarDetail } from './loader';

export default defineComponent<CarDetailFields, CarDetailData>({
  // Server-rendered like every rendering; its code (gallery, contact form) loads only on car pages.
  lazy: true,
  component: CarDetail,
  fieldsSchema,
  loader: loadCarDetail,
  dictionaryPrefixes: [
    ...LEAD_FORM_DICTIONARY_PREFIXES,
    ...CAR_CONTACT_DICTIONARY_PREFIXES,
    ...FINANCE_DICTIONARY_PREFIXES,
    'carDetail',
    'carNotFound',
    'gallery',
    'similarCars',
  ],
});
