import { defineComponent } from '../../runtime';
import AccordionDistribution from './AccordionDistribution';
import fieldsSchema from './accordionDistribution.schema.json';
import type { AccordionDistributionFields } from './fields.generated';

export default defineComponent<AccordionDistributionFields>({
  lazy: true,
  component: AccordionDistribution,
  fieldsSchema,
  styling: 'css-modules',
});
