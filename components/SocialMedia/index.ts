import { defineComponent, type LoaderContext } from '../../runtime';
import type { SocialMediaFields } from './fields.generated';
import SocialMedia, { type SocialMediaData } from './SocialMedia';
import fieldsSchema from './socialMedia.schema.json';

/** The page's canonical URL and title, exactly as the page head states them. */
export async function loadSocialMedia({ head }: LoaderContext<SocialMediaFields>): Promise<SocialMediaData> {
  return { url: head.canonical, title: head.ogTitle };
}

export default defineComponent<SocialMediaFields, SocialMediaData>({
  lazy: true,
  component: SocialMedia,
  fieldsSchema,
  loader: loadSocialMedia,
  styling: 'css-modules',
});
