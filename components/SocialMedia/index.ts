import { defineComponent, type LoaderContext } from '../../runtime';
import { buildHeadTags } from '../../runtime/head/buildHeadTags';
import type { SocialMediaFields } from './fields.generated';
import SocialMedia, { type SocialMediaData } from './SocialMedia';
import fieldsSchema from './socialMedia.schema.json';

/** The page's canonical URL and title, exactly as the page head states them. */
export async function loadSocialMedia({
  site,
  language,
  routePath,
  route,
}: Pick<LoaderContext, 'site' | 'language' | 'routePath' | 'route'>): Promise<SocialMediaData> {
  const head = buildHeadTags(site, route, routePath, language);
  return { url: head.canonical, title: head.ogTitle };
}

export default defineComponent<SocialMediaFields, SocialMediaData>({
  lazy: true,
  component: SocialMedia,
  fieldsSchema,
  loader: loadSocialMedia,
});
