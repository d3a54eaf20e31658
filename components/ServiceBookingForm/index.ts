/** Registry entry of the workshop service-booking lead form and its server loader of the dealers. */
import { defineComponent } from '../../runtime';
import { LEAD_FORM_DICTIONARY_PREFIXES } from '../../ui';
import type { ServiceBookingFormFields } from './fields.generated';
import ServiceBookingForm from './ServiceBookingForm';
import fieldsSchema from './serviceBookingForm.schema.json';
import type { ServiceBookingFormData } from './serviceBookingModel';
import { loadWorkshopDealers } from './workshopDealers';

export default defineComponent<ServiceBookingFormFields, ServiceBookingFormData>({
  lazy: true,
  component: ServiceBookingForm,
  fieldsSchema,
  dictionaryPrefixes: [...LEAD_FORM_DICTIONARY_PREFIXES, 'serviceBookingForm'],
  loader: loadWorkshopDealers,
});
