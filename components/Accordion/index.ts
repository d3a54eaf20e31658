import { defineComponent } from '../../runtime';
import Accordion from './Accordion';
import fieldsSchema from './accordion.schema.json';
import type { AccordionFields } from './fields.generated';

export default defineComponent<AccordionFields>({
  lazy: true,
  component: Accordion,
  fieldsSchema,
  styling: 'css-modules',
});
