import { defineComponent } from '../../runtime';
import type { HeroBannerFields } from './fields.generated';
import HeroBanner from './HeroBanner';
import fieldsSchema from './heroBanner.schema.json';

// Lazy costs the hero nothing: it is still rendered into the page HTML (picture included), and pages
// without a hero no longer load its code.
export default defineComponent<HeroBannerFields>({
  lazy: true,
  component: HeroBanner,
  fieldsSchema,
  styling: 'css-modules',
});
