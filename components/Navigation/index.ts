import { defineComponent, type LoaderContext } from '../../runtime';
import type { Language, NavigationItem } from '../../runtime/services/content/contract';
import { contentSource } from '../../runtime/services/content/index';
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
}: Pick<LoaderContext, 'site' | 'language' | 'routePath'>): Promise<NavigationData> {
  const empty: NavigationData = { items: [], languages: [], routePath, isHome: routePath === '/' };
  if (!site || !language) {
    console.error('Navigation: site or language missing, no navigation loaded', {
      site: site?.name,
      language,
    });
    return empty;
  }
  try {
    const source = contentSource();
    const [items, languages] = await Promise.all([
      source.getNavigation(site, language),
      source.getLanguages(site, routePath),
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
});
