import { defineComponent } from '../../runtime';
import ContentCard from './ContentCard';
import fieldsSchema from './contentCard.schema.json';
import type { ContentCardFields } from './fields.generated';

export default defineComponent<ContentCardFields>({
  component: ContentCard,
  fieldsSchema,
  styling: 'css-modules',
});
