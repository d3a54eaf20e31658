import { defineComponent } from '../../runtime';
import Countdown from './Countdown';
import fieldsSchema from './countdown.schema.json';
import type { CountdownFields } from './fields.generated';

export default defineComponent<CountdownFields>({
  lazy: true,
  component: Countdown,
  fieldsSchema,
  styling: 'css-modules',
});
