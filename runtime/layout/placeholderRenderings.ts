/**
 * A placeholder holds renderings and, in the Experience Editor, the editing chromes between them (JSS's
 * `HtmlElementRendering`: markup, not a component). Code that walks a layout's renderings — loaders,
 * the page's dictionary, validation — takes them from here, so a chrome is never mistaken for one.
 */
import type { EditingChrome, Rendering } from '../../schemas/generated/layout';

export function isRendering(entry: EditingChrome | Rendering): entry is Rendering {
  return 'componentName' in entry;
}

/** The renderings of one placeholder, in order, without its editing chromes. */
export function placeholderRenderings(entries: readonly (EditingChrome | Rendering)[]): Rendering[] {
  return entries.filter(isRendering);
}
