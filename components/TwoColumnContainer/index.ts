import { defineComponent } from '../../runtime';
import type { TwoColumnContainerFields } from './fields.generated';
import TwoColumnContainer from './TwoColumnContainer';
import fieldsSchema from './twoColumnContainer.schema.json';

export default defineComponent<TwoColumnContainerFields>({
  component: TwoColumnContainer,
  fieldsSchema,
  styling: 'css-modules',
});
