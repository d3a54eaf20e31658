import { defineComponent } from '../../runtime';
import type { SiteFooterFields } from './fields.generated';
import SiteFooter from './SiteFooter';
import fieldsSchema from './siteFooter.schema.json';

export default defineComponent<SiteFooterFields>({ component: SiteFooter, fieldsSchema });
