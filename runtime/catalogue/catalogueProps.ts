/**
 * What the component catalogue page (`/_catalogue`, `/_catalogue/<component>`) is sent with: the list of
 * registered components, the markets whose themes it can be drawn in, and for a component's own page its
 * field table and its examples, each a site page's props (a route holding that one rendering, its loader
 * already run), ready for the registry's own rendering machinery in the browser.
 */
import type { FieldRow } from './fieldRows';
import type { SitePageProps } from '../page/SitePageProps';

export interface CatalogueComponentSummary {
  name: string;
  slug: string;
  /** The field schema's description. */
  description: string;
  fieldCount: number;
  exampleCount: number;
  loader: boolean;
}

export interface CatalogueTheme {
  /** The market whose theme it is. */
  site: string;
  language: string;
  primary: string;
  background: string;
}

export interface CatalogueExampleView {
  name: string;
  anchor: string;
  description: string | null;
  site: string;
  language: string;
  routePath: string;
  params: Record<string, string>;
  /** What the example's loader answered for the page, if anything: `404`, `redirect 302 → /x`. */
  answer: string | null;
  /** The page of that one rendering, in the chosen theme; null when it could not be built (`problem`). */
  page: SitePageProps | null;
  problem: string | null;
}

export interface CatalogueComponentView extends CatalogueComponentSummary {
  lazy: boolean;
  dictionaryPrefixes: string[];
  fields: FieldRow[];
  examples: CatalogueExampleView[];
  /** Why the examples cannot be shown (a catalogue file that does not fit its schema). */
  problem: string | null;
}

export interface ComponentCatalogueProps {
  components: CatalogueComponentSummary[];
  themes: CatalogueTheme[];
  /** The chosen theme's market. */
  theme: string;
  /** The editing secret the request carried (production only), kept in the catalogue's own links. */
  secret: string | null;
  /** The component of `/_catalogue/<component>`; null on the overview. */
  component: CatalogueComponentView | null;
}

export interface CataloguePageProps {
  componentCatalogue: ComponentCatalogueProps;
  /** Set by the document's second server render only, after a rendering threw (renderingIsolation.tsx). */
  renderingIsolation?: true;
}

/** Whether a page's props are the catalogue's (the document tells them from a site page's). */
export function isCataloguePageProps(props: unknown): props is CataloguePageProps {
  return typeof props === 'object' && props !== null && 'componentCatalogue' in props;
}
