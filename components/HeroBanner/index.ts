import { defineComponent } from '../../runtime';
import type { HeroBannerFields } from './fields.generated';
import HeroBanner from './HeroBanner';
import fieldsSchema from './heroBanner.schema.json';

export default defineComponent<HeroBannerFields>({ component: HeroBanner, fieldsSchema });
