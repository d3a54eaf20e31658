import { defineComponent } from '../../runtime';
import CardGrid from './CardGrid';
import fieldsSchema from './cardGrid.schema.json';
import type { CardGridFields } from './fields.generated';

export default defineComponent<CardGridFields>({
  lazy: true,
  component: CardGrid,
  fieldsSchema,
  styling: 'css-modules',
});
