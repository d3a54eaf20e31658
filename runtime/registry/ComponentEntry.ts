/**
 * The contract of a component folder: `components/<Name>/index.ts` default-exports `defineComponent({...})`.
 * The generator scans the folders and writes the registry maps in `registry/`.
 */
import type { ReactNode } from 'react';
import type { Rendering, Route } from '../../schemas/generated/layout';
import type { SiteConfig } from '../config/SiteConfig';

/** What every rendering receives from its placeholder. */
export interface RenderingProps<Fields = Record<string, unknown>, Data = undefined> {
  rendering: Rendering;
  fields: Fields;
  params: Record<string, string>;
  /** The result of the entry's server loader, when it has one. */
  data: Data;
}

export interface LoaderContext {
  site: SiteConfig;
  language: string;
  /** The route's path without language prefix, e.g. `/om-oss/kontakt`. */
  routePath: string;
  route: Route;
  rendering: Rendering;
}

export interface ComponentEntry<Fields = Record<string, unknown>, Data = undefined> {
  /** A function component (every registry component is one; class components are not supported). */
  component: (props: RenderingProps<Fields, Data>) => ReactNode;
  /** JSON Schema of the rendering's `fields`; layout files are validated against it. */
  fieldsSchema: object;
  /** Runs on the server when page props are built; its JSON result reaches the component as `data`. */
  loader?: (context: LoaderContext) => Promise<Data>;
  /** Load the component's code in the browser only when a page uses it. */
  lazy?: boolean;
}

/**
 * The server's registry map (`registry/entries.generated.ts`). The runtime never imports it: `pages/`, the
 * composition root, hands it in.
 */
export type ComponentEntries = Readonly<Record<string, Pick<ComponentEntry<never, unknown>, 'loader'>>>;

export function defineComponent<Fields, Data = undefined>(
  entry: ComponentEntry<Fields, Data>,
): ComponentEntry<Fields, Data> {
  return entry;
}
