import { defineComponent, type Language, type LoaderContext, type NavigationItem } from '../../runtime';
import type { NavigationFields } from './fields.generated';
import Navigation from './Navigation';
import fieldsSchema from './navigation.schema.json';
import type { NavigationData, NavigationLanguage, NavigationLink } from './navigationModel';

/** Maps content items to navigation links, leaving out items flagged hideInNavigation at every level. */
export function toNavigationLinks(items: readonly NavigationItem[]): NavigationLink[] {
  return items
    .filter((item) => !item.hideInNavigation)
    .map((item) => ({
      name: item.name,
      title: item.navigationTitle || item.name,
      path: item.path,
      ...(item.externalLink?.href ? { externalHref: item.externalLink.href } : {}),
      navigable: item.isNavigableInMenuWhenItHasChildren,
      ...(item.image ? { image: item.image } : {}),
      children: toNavigationLinks(item.children),
    }));
}

const toNavigationLanguage = ({ name, nativeName }: Language): NavigationLanguage => ({ name, nativeName });

/**
 * Spec 000 §8: without site or language the navigation is logged and left empty; when the content source
 * cannot answer (a missing content context throws) the header still renders, with an empty navigation.
 */
export async function loadNavigation({
  site,
  language,
  routePath,
  services,
}: LoaderContext<NavigationFields>): Promise<NavigationData> {
  const empty: NavigationData = { items: [], languages: [], routePath, isHome: routePath === '/' };
  if (!site || !language) {
    console.error('Navigation: site or language missing, no navigation loaded', {
      site: site?.name,
      language,
    });
    return empty;
  }
  try {
    const [items, languages] = await Promise.all([
      services.content.getNavigation(site, language),
      services.content.getLanguages(site, routePath),
    ]);
    return { ...empty, items: toNavigationLinks(items), languages: languages.map(toNavigationLanguage) };
  } catch (error) {
    console.error(`Navigation of ${site.name} (${language}) could not be loaded, showing none:`, error);
    return empty;
  }
}

export default defineComponent<NavigationFields, NavigationData>({
  component: Navigation,
  fieldsSchema,
  loader: loadNavigation,
  styling: 'css-modules',
});
