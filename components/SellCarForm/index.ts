/** Registry entry of the sell-car lead form: loaded only by pages that show it. */
import { defineComponent } from '../../runtime';
import SellCarForm from './SellCarForm';
import fieldsSchema from './sellCarForm.schema.json';
import type { SellCarFormFields } from './fields.generated';

export default defineComponent<SellCarFormFields>({
  lazy: true,
  component: SellCarForm,
  fieldsSchema,
});
