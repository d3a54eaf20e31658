/**
 * getServerSideProps of the component catalogue (pages/_catalogue/[[...component]].tsx): the overview of
 * every registered component, or one component's field table and examples. Each example is put on a
 * route of its own in the market it is written for and goes through the same steps as a page of that
 * market — the layout payload boundary, the component's loader against the server's services, the
 * page's dictionary — and is then drawn in the theme the `theme` query names (any market; default the
 * default site). Rendered per request and never cached: it shows what the code and the data say now.
 * Production answers 404 unless the request carries the editing secret (catalogueAccess.ts). Server-only.
 */
import type { GetServerSideProps } from 'next';
import type { CatalogueExample } from '../../schemas/generated/catalogue';
import { loadSiteConfigs } from '../config/loadSiteConfigs';
import type { SiteConfig } from '../config/SiteConfig';
import { type PageComposition, pagePropsFromLayout } from '../page/getSitePageProps';
import { serverLoaderServices } from '../page/loaderServices';
import type { PageAnswerState } from '../page/pageAnswer';
import { startPageRender } from '../page/pageRender';
import type { ComponentEntry } from '../rendering/ComponentEntry';
import { layoutFromPayload } from '../services/content/layoutPayload';
import { catalogueAccess } from './catalogueAccess';
import {
  catalogueDefaultSite,
  exampleMarket,
  type ExampleMarket,
  isComponentCatalogue,
  isExampleMarket,
} from './catalogueExamples';
import type {
  CatalogueComponentSummary,
  CatalogueComponentView,
  CatalogueExampleView,
  CataloguePageProps,
  CatalogueTheme,
} from './catalogueProps';
import { componentOfSlug, componentSlug, exampleAnchor } from './catalogueSlugs';
import { fieldRows } from './fieldRows';

type CatalogueEntry = Pick<
  ComponentEntry<never, unknown>,
  'fieldsSchema' | 'loader' | 'lazy' | 'dictionaryPrefixes'
>;

/** What `pages/` hands in: the registry's server entries and the generated map of catalogue files. */
export interface CatalogueRegistry {
  entries: Readonly<Record<string, CatalogueEntry>>;
  catalogues: Readonly<Record<string, unknown>>;
}

type CatalogueParams = { component?: string[] };

const describedBy = (schema: object): string =>
  'description' in schema && typeof schema.description === 'string' ? schema.description : '';

function examplesOf(registry: CatalogueRegistry, name: string): CatalogueExample[] {
  const catalogue = registry.catalogues[name];
  return isComponentCatalogue(catalogue) ? catalogue.examples : [];
}

function summaries(registry: CatalogueRegistry): CatalogueComponentSummary[] {
  return Object.entries(registry.entries).map(([name, entry]) => ({
    name,
    slug: componentSlug(name),
    description: describedBy(entry.fieldsSchema),
    fieldCount: fieldRows(entry.fieldsSchema).filter((row) => !row.name.includes('[]')).length,
    exampleCount: examplesOf(registry, name).length,
    loader: entry.loader !== undefined,
  }));
}

function themeOf(site: SiteConfig): CatalogueTheme {
  const { palette } = site.theme;
  return {
    site: site.name,
    language: site.defaultLanguage,
    primary: palette.primary.main,
    background: palette.background?.default ?? '#ffffff',
  };
}

function describeAnswer({ status, redirect }: PageAnswerState): string | null {
  if (redirect) return `redirect ${redirect.status} → ${redirect.location}`;
  return status === 200 ? null : String(status);
}

/** The example on a route of its own, through the page's own steps, drawn in `theme`'s look. */
async function exampleView(
  component: string,
  example: CatalogueExample,
  index: number,
  market: ExampleMarket,
  theme: SiteConfig,
  composition: PageComposition,
): Promise<Pick<CatalogueExampleView, 'answer' | 'page' | 'problem'>> {
  const { site, language } = market;
  const routePath = example.routePath ?? '/';
  const source = `components/${component}/catalogue.json#/examples/${index}`;
  const rendering = {
    uid: `catalogue-${componentSlug(component)}-${exampleAnchor(example.name)}`,
    componentName: component,
    fields: example.fields,
    params: example.params ?? {},
    placeholders: example.placeholders ?? {},
  };
  const payload = {
    sitecore: {
      context: { pageEditing: false, language, site: { name: site.name } },
      route: {
        name: `catalogue-${componentSlug(component)}`,
        fields: example.routeFields ?? {},
        placeholders: { [site.layout.rootPlaceholders.main]: [rendering] },
      },
    },
  };
  try {
    const layoutData = layoutFromPayload(payload, { source, site: site.name, language });
    const dictionary = composition.services.content.getDictionary(site, language);
    const render =
      layoutData &&
      (await pagePropsFromLayout(composition, site, language, routePath, layoutData, dictionary));
    if (!render) return { answer: null, page: null, problem: 'the example has no route to render' };
    const themed = { ...render.props.site, theme: theme.theme, font: theme.font };
    return { answer: describeAnswer(render.answer), page: { ...render.props, site: themed }, problem: null };
  } catch (error) {
    console.error(`Catalogue example ${source} could not be rendered:`, error);
    return { answer: null, page: null, problem: error instanceof Error ? error.message : String(error) };
  }
}

async function componentView(
  registry: CatalogueRegistry,
  summary: CatalogueComponentSummary,
  sites: readonly SiteConfig[],
  theme: SiteConfig,
): Promise<CatalogueComponentView> {
  const entry = registry.entries[summary.name];
  const catalogue = registry.catalogues[summary.name];
  const valid = isComponentCatalogue(catalogue);
  const render = startPageRender(serverLoaderServices());
  const composition: PageComposition = {
    entries: registry.entries,
    services: render.services,
    signal: render.signal,
  };
  const examples = await Promise.all(
    examplesOf(registry, summary.name).map(async (example, index): Promise<CatalogueExampleView> => {
      const market = exampleMarket(example, sites);
      const placed = isExampleMarket(market);
      const shown = placed
        ? await exampleView(summary.name, example, index, market, theme, composition)
        : { answer: null, page: null, problem: `${market.pointer}: ${market.message}` };
      return {
        name: example.name,
        anchor: exampleAnchor(example.name),
        description: example.description ?? null,
        site: placed ? market.site.name : (example.site ?? ''),
        language: placed ? market.language : (example.language ?? ''),
        routePath: example.routePath ?? '/',
        params: example.params ?? {},
        ...shown,
      };
    }),
  );
  return {
    ...summary,
    lazy: entry?.lazy === true,
    dictionaryPrefixes: [...(entry?.dictionaryPrefixes ?? [])],
    fields: entry ? fieldRows(entry.fieldsSchema) : [],
    examples,
    problem: valid
      ? null
      : `components/${summary.name}/catalogue.json is missing or does not fit schemas/catalogue.schema.json: run npm run validate`,
  };
}

export function catalogueServerSideProps(
  registry: CatalogueRegistry,
): GetServerSideProps<CataloguePageProps, CatalogueParams> {
  return async ({ params, query, res }) => {
    const access = catalogueAccess(query);
    const segments = params?.component ?? [];
    const components = summaries(registry);
    const summary =
      segments.length === 1
        ? components.find(
            ({ name }) => name === componentOfSlug(Object.keys(registry.entries), segments[0] ?? ''),
          )
        : undefined;
    if (!access.allowed || segments.length > 1 || (segments.length === 1 && !summary)) {
      return { notFound: true };
    }
    res.setHeader('Cache-Control', 'private, no-store');
    res.setHeader('X-Robots-Tag', 'noindex, nofollow');
    // The secret may be in the address: it must not travel on to the pages and hosts the examples link to.
    res.setHeader('Referrer-Policy', 'no-referrer');
    const sites = loadSiteConfigs();
    const fallback = catalogueDefaultSite(sites);
    const theme = sites.find((site) => site.name === query.theme) ?? fallback;
    if (!theme) return { notFound: true };
    return {
      props: {
        componentCatalogue: {
          components,
          themes: sites.map(themeOf),
          theme: theme.name,
          secret: access.secret,
          component: summary ? await componentView(registry, summary, sites, theme) : null,
        },
      },
    };
  };
}
