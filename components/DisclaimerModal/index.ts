import { defineComponent } from '../../runtime';
import DisclaimerModal from './DisclaimerModal';
import fieldsSchema from './disclaimerModal.schema.json';
import type { DisclaimerModalFields } from './fields.generated';

export default defineComponent<DisclaimerModalFields>({
  lazy: true,
  component: DisclaimerModal,
  fieldsSchema,
});
