import { defineComponent } from '../../runtime';
import type { RichTextFields } from './fields.generated';
import RichText from './RichText';
import fieldsSchema from './richText.schema.json';

export default defineComponent<RichTextFields>({ component: RichText, fieldsSchema, styling: 'css-modules' });
