import { defineComponent } from '../../runtime';
import type { PageIntroFields } from './fields.generated';
import PageIntro from './PageIntro';
import fieldsSchema from './pageIntro.schema.json';

export default defineComponent<PageIntroFields>({
  component: PageIntro,
  fieldsSchema,
  styling: 'css-modules',
});
