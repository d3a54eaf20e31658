/**
 * The part of a market's dictionary a page is sent with (it travels in the page's HTML as page data).
 * Texts only some components read — a lead form's labels and error messages — are declared by those
 * components as `dictionaryPrefixes`; a page without any of their renderings goes without them, so they
 * weigh only on the pages that show them (the car list page's HTML budget, issue 11). Every other key is
 * sent with every page. Server-only.
 */
import type { Dictionary } from '../../schemas/generated/dictionary';
import type { Route } from '../../schemas/generated/layout';
import type { ComponentEntries } from '../rendering/ComponentEntry';
import { renderingsOf } from './runLoaders';

export function pageDictionary(dictionary: Dictionary, route: Route, entries: ComponentEntries): Dictionary {
  const prefixesOf = (name: string) =>
    (Object.hasOwn(entries, name) ? entries[name]?.dictionaryPrefixes : []) ?? [];
  const owned = Object.keys(entries).flatMap(prefixesOf);
  if (owned.length === 0) return dictionary;
  const onPage = new Set(
    renderingsOf(route.placeholders).flatMap((rendering) => prefixesOf(rendering.componentName)),
  );
  const kept = Object.entries(dictionary).filter(([key]) => {
    const owners = owned.filter((prefix) => key.startsWith(prefix));
    return owners.length === 0 || owners.some((prefix) => onPage.has(prefix));
  });
  return Object.fromEntries(kept);
}
