import { defineComponent } from '../../runtime';
import type { SiteHeaderFields } from './fields.generated';
import SiteHeader from './SiteHeader';
import fieldsSchema from './siteHeader.schema.json';

export default defineComponent<SiteHeaderFields>({ component: SiteHeader, fieldsSchema });
