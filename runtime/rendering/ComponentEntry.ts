/**
 * The contract of a component folder: `components/<Name>/index.ts` default-exports `defineComponent({...})`.
 * The generator scans the folders and writes the registry maps in `registry/`.
 */
import type { ReactNode } from 'react';
import type { Rendering, Route } from '../../schemas/generated/layout';
import type { SiteConfig } from '../config/SiteConfig';
import type { HeadTags } from '../head/buildHeadTags';
import type { PageAnswer } from '../page/pageAnswer';
import type { BlurPlaceholders } from '../media/blurDataUrl';
import type { AutosOnShowService } from '../services/autosOnShow/contract';
import type { ContentSource } from '../services/content/contract';
import type { FinanceService } from '../services/finance/contract';
import type { JotformService } from '../services/jotform/contract';
import type { SearchClient } from '../services/search/searchClient';

/** What every rendering receives from its placeholder. */
export interface RenderingProps<Fields = Record<string, unknown>, Data = undefined> {
  rendering: Rendering;
  fields: Fields;
  params: Record<string, string>;
  /** The result of the entry's server loader, when it has one. */
  data: Data;
}

/** The server's services, as a loader receives them (tests hand in doubles). */
export interface LoaderServices {
  content: ContentSource;
  /** The cached search client: a failed search is an empty result marked `failed`, not a throw. */
  search: SearchClient;
  media: BlurPlaceholders;
  /** A car's video and 360° views by registration number (null: none); sites with `carsOnShowExtras`. */
  autosOnShow: AutosOnShowService;
  /** Finance products and quotes of a car (PCP); sites with `financeQuotes`. */
  finance: FinanceService;
  /** Jotform forms' definitions (and submissions, which the browser posts to `/api/jotform`). */
  jotform: JotformService;
}

export interface LoaderContext<Fields = Record<string, unknown>> {
  /** The rendering's fields, typed by the component's schema (local content is validated against it at build). */
  fields: Fields;
  params: Record<string, string>;
  site: SiteConfig;
  language: string;
  /** The route's path without language prefix, e.g. `/om-oss/kontakt`. */
  routePath: string;
  route: Route;
  rendering: Rendering;
  /** The page's head tags (canonical URL, titles), as the page states them. */
  head: HeadTags;
  /**
   * The services, bound to the page's deadline. Their calls stop when it passes; a loader that does slow
   * work of its own can pass this on (the page renders without the loader's data once it aborts).
   */
  services: LoaderServices;
  /** Aborts when the page's time budget (PAGE_BUDGET_MS) is spent. */
  signal: AbortSignal;
  /** The page's status, redirect and head, as far as this rendering decides them (runtime/page/pageAnswer.ts). */
  answer: PageAnswer;
}

export interface ComponentEntry<Fields = Record<string, unknown>, Data = undefined> {
  /** A function component (every registry component is one; class components are not supported). */
  component: (props: RenderingProps<Fields, Data>) => ReactNode;
  /** JSON Schema of the rendering's `fields`; layout files are validated against it. */
  fieldsSchema: object;
  /** Runs on the server when page props are built; its JSON result reaches the component as `data`. */
  loader?: (context: LoaderContext<Fields>) => Promise<Data>;
  /** Load the component's code in the browser only when a page uses it. */
  lazy?: boolean;
  /**
   * How the component is styled (docs/ARCHITECTURE.md, "Two ways to style"). `mui` (the default): the
   * registry renders it inside the market's MUI theme (runtime/theme/MuiScope.tsx), which loads MUI and
   * emotion with it. `css-modules`: CSS modules and the theme's CSS variables only, no MUI or emotion
   * anywhere in its tree (tests/render/cssModuleComponents.test.tsx holds every such component to it), so
   * a page made of such renderings loads neither.
   */
  styling?: 'mui' | 'css-modules';
  /**
   * Dictionary keys (by prefix) that only renderings of components declaring them read: a page sends
   * them only when it has such a rendering (runtime/page/pageDictionary.ts).
   */
  dictionaryPrefixes?: readonly string[];
}

/**
 * The server's registry map (`registry/entries.generated.ts`). The runtime never imports it: `pages/`, the
 * composition root, hands it in.
 */
export type ComponentEntries = Readonly<
  Record<string, Pick<ComponentEntry<never, unknown>, 'loader' | 'dictionaryPrefixes'>>
>;

export function defineComponent<Fields, Data = undefined>(
  entry: ComponentEntry<Fields, Data>,
): ComponentEntry<Fields, Data> {
  return entry;
}
