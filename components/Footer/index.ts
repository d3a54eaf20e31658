import { defineComponent } from '../../runtime';
import type { FooterFields } from './fields.generated';
import Footer from './Footer';
import fieldsSchema from './footer.schema.json';

export default defineComponent<FooterFields>({ component: Footer, fieldsSchema, styling: 'css-modules' });
