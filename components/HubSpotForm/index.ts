/** Registry entry of the HubSpot form embed: loaded only by pages that show it. */
import { defineComponent } from '../../runtime';
import { EMBEDDED_FORM_DICTIONARY_PREFIX } from '../../ui';
import type { HubSpotFormFields } from './fields.generated';
import HubSpotForm from './HubSpotForm';
import fieldsSchema from './hubSpotForm.schema.json';

export default defineComponent<HubSpotFormFields>({
  lazy: true,
  component: HubSpotForm,
  fieldsSchema,
  dictionaryPrefixes: [EMBEDDED_FORM_DICTIONARY_PREFIX],
});
