/**
 * The navigation's data as it travels from the server loader to the browser, and the pure rules applied
 * to it (spec 000 §3 Navigation item, §4 Navigation selection, §5). Browser-safe: no content source here.
 */

import type { TextField } from '../../schemas/generated/fields';

/** Spec 000 §9: the desktop bar is used at and above this width, the hamburger menu below it. */
export const DESKTOP_MIN_WIDTH = 1280;
/** Spec 000 §9: below 640px wide (Navigation.module.css) the logo is scaled by this. */
export const LOGO_SMALL_SCALE = 0.9;
/** Spec 000 §9: navigation logo size when the rendering sets none. */
export const DEFAULT_LOGO_WIDTH = 150;
export const DEFAULT_LOGO_HEIGHT = 55;
/** Spec 000 §4: a dropdown closes this long after the pointer leaves it. */
export const DROPDOWN_CLOSE_DELAY_MS = 200;
/** Spec 000 §4: the sticky home header turns solid after scrolling more than this. */
export const STICKY_SCROLL_THRESHOLD = 100;

/** One navigation entry, reduced to what the header renders; items hidden in navigation are dropped. */
export interface NavigationLink {
  name: string;
  title: string;
  /** The item's url.path: a route path without language prefix. */
  path: string;
  /** Set when the item is a link to another site; it is then opened in a new tab. */
  externalHref?: string;
  /** The item is a page of its own even though it has children (isNavigableInMenuWhenItHasChildren). */
  navigable: boolean;
  /** Shown in the mobile mega menu at MEGA_MENU_IMAGE size. */
  image?: { src: string; alt: string };
  children: NavigationLink[];
}

/** Spec 000 §9: mega menu images are 480×270. */
export const MEGA_MENU_IMAGE = { width: 480, height: 270 } as const;

export interface NavigationLanguage {
  /** Sitecore language code, e.g. `sv-SE`. */
  name: string;
  nativeName: string;
}

/** What the loader hands the component. */
export interface NavigationData {
  items: NavigationLink[];
  /** Languages the current route exists in. */
  languages: NavigationLanguage[];
  /** Current route path without language prefix. */
  routePath: string;
  isHome: boolean;
}

export type SelectableLink = Omit<NavigationLink, 'children'> & {
  selected: boolean;
  children: SelectableLink[];
};

/** Compares urls the way editors think of them: case, a trailing slash and the query do not matter. */
export function normaliseUrl(url: string): string {
  const path = url.split(/[?#]/, 1)[0] ?? '';
  const trimmed = path.toLowerCase().replace(/\/+$/, '');
  return trimmed.startsWith('/') ? trimmed : `/${trimmed}`;
}

/**
 * TopSelected: an item is selected when its url equals the current url or any descendant is selected.
 * When nothing matches, every item is unselected.
 */
export function markSelected(items: readonly NavigationLink[], currentUrl: string): SelectableLink[] {
  const current = normaliseUrl(currentUrl);
  const mark = (item: NavigationLink): SelectableLink => {
    const children = item.children.map(mark);
    const selected = normaliseUrl(item.path) === current || children.some((child) => child.selected);
    return { ...item, selected, children };
  };
  return items.map(mark);
}

/** The selected item that is the current page itself rather than one of its ancestors. */
export function isCurrentPage(item: SelectableLink): boolean {
  return item.selected && !item.children.some((child) => child.selected);
}

/**
 * How many top-level items fit in `available` pixels. When not all do, room for the show-more button is
 * kept and the rest go into it. Widths of 0 (nothing measured yet, e.g. on the server) keep every item.
 */
export function fittingItemCount(
  itemWidths: readonly number[],
  available: number,
  moreWidth: number,
): number {
  const total = itemWidths.reduce((sum, width) => sum + width, 0);
  if (total <= available) return itemWidths.length;
  let used = moreWidth;
  let count = 0;
  for (const width of itemWidths) {
    if (used + width > available) break;
    used += width;
    count += 1;
  }
  return count;
}

/** True for hrefs that leave the site (a scheme such as https:, mailto:, tel:). */
export function isExternalHref(href: string): boolean {
  return /^[a-z][a-z0-9+.-]*:/i.test(href);
}

/** An editor-defined link of the header (ExtraNavigationItems); its title is the field, for JSS's `Text`. */
export interface ExtraLink {
  id: string;
  title: TextField;
  href: string;
  external: boolean;
}

interface ExtraNavigationItem {
  id: string;
  fields: { Link: { value: { href: string; target?: string } }; Title?: TextField };
}

/**
 * Spec 000 §5: extra items show only when their title is non-empty (and they link somewhere); in the page
 * editor an empty title shows too, so editors can fill it.
 */
export function extraLinksOf(items: readonly ExtraNavigationItem[] | undefined): ExtraLink[] {
  return (items ?? []).flatMap(({ id, fields: { Title: title, Link: link } }) => {
    const { href, target } = link.value;
    if (!title || !href || (String(title.value).trim() === '' && title.editable === undefined)) return [];
    return [{ id, title, href, external: isExternalHref(href) || target === '_blank' }];
  });
}
