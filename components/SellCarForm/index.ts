/** Registry entry of the sell-car lead form: loaded only by pages that show it. */
import { defineComponent } from '../../runtime';
import { LEAD_FORM_DICTIONARY_PREFIXES } from '../../ui';
import SellCarForm from './SellCarForm';
import fieldsSchema from './sellCarForm.schema.json';
import type { SellCarFormFields } from './fields.generated';

export default defineComponent<SellCarFormFields>({
  lazy: true,
  component: SellCarForm,
  fieldsSchema,
  dictionaryPrefixes: [...LEAD_FORM_DICTIONARY_PREFIXES, 'sellCarForm'],
});
