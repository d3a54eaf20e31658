import { defineComponent } from '../../runtime';
import Faq from './Faq';
import fieldsSchema from './faq.schema.json';
import type { FaqFields } from './fields.generated';

export default defineComponent<FaqFields>({
  lazy: true,
  component: Faq,
  fieldsSchema,
  styling: 'css-modules',
});
