import { defineComponent } from '../../runtime';
import AlertBar from './AlertBar';
import fieldsSchema from './alertBar.schema.json';
import type { AlertBarFields } from './fields.generated';

export default defineComponent<AlertBarFields>({
  lazy: true,
  component: AlertBar,
  fieldsSchema,
  styling: 'css-modules',
});
