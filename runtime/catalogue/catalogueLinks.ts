/**
 * The catalogue's own links: a component's page or the overview, in a theme, and in production with the
 * editing secret the request came with (the catalogue answers 404 without it), so that every link and
 * the theme switcher work as plain links, without JavaScript.
 */
import { componentSlug } from './catalogueSlugs';

export const CATALOGUE_PATH = '/_catalogue';

export interface CatalogueLinkState {
  theme: string;
  secret: string | null;
}

/** `/_catalogue/<component>?theme=<site>#<anchor>`; no component: the overview. */
export function catalogueHref(
  { theme, secret }: CatalogueLinkState,
  component?: string,
  anchor?: string,
): string {
  const query = new URLSearchParams({ theme });
  if (secret) query.set('secret', secret);
  const path = component ? `${CATALOGUE_PATH}/${componentSlug(component)}` : CATALOGUE_PATH;
  return `${path}?${query.toString()}${anchor ? `#${anchor}` : ''}`;
}
