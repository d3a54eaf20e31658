// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import type { GetServerSidePropsContext, GetServerSidePropsResult } from 'next';
import { RouterContext } from 'next/dist/shared/lib/router-context.shared-runtime';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { catalogues } from '../../registry/catalogues.generated';
import { registryEntries } from '../../registry/entries.generated';
import { registryTestComponents, stubRouter } from '../../tests/render/renderSitePage';
import { loadSiteConfigs } from '../config/loadSiteConfigs';
import { createComponentFactory } from '../rendering/componentFactory';
import type { ComponentEntry, LoaderContext } from '../rendering/ComponentEntry';
import { CataloguePage } from './CataloguePage';
import type { CataloguePageProps, ComponentCatalogueProps } from './catalogueProps';
import { type CatalogueRegistry, catalogueServerSideProps } from './catalogueServerSideProps';

afterEach(() => {
  vi.unstubAllEnvs();
});

const projectRegistry: CatalogueRegistry = { entries: registryEntries, catalogues };

async function request(
  registry: CatalogueRegistry,
  segments: string[] | undefined,
  query: Record<string, string | string[]> = {},
) {
  const headers = new Map<string, string>();
  const context = {
    params: segments ? { component: segments } : {},
    query,
    res: { setHeader: (name: string, value: string) => headers.set(name, value) },
  } as unknown as GetServerSidePropsContext<{ component?: string[] }>;
  const result: GetServerSidePropsResult<CataloguePageProps> =
    await catalogueServerSideProps(registry)(context);
  return { result, headers };
}

async function catalogueProps(
  registry: CatalogueRegistry,
  segments: string[] | undefined,
  query: Record<string, string> = {},
): Promise<ComponentCatalogueProps> {
  const { result } = await request(registry, segments, query);
  if (!('props' in result)) throw new Error(`no props: ${JSON.stringify(result)}`);
  return (await result.props).componentCatalogue;
}

const site = (name: string) => {
  const found = loadSiteConfigs().find((candidate) => candidate.name === name);
  if (!found) throw new Error(`no site ${name}`);
  return found;
};

describe('the component catalogue page’s props', () => {
  it('list every registered component on the overview, never cached nor indexed', async () => {
    const { result, headers } = await request(projectRegistry, undefined);
    if (!('props' in result)) throw new Error('no props');
    const { components, component, theme, themes, secret } = (await result.props).componentCatalogue;
    expect(components.map(({ name }) => name)).toEqual(Object.keys(registryEntries));
    expect(components.find(({ name }) => name === 'CarouselV2')).toMatchObject({
      slug: 'carousel-v2',
      loader: true,
      exampleCount: 1,
    });
    expect(component).toBeNull();
    expect(theme).toBe('carstoresesite');
    expect(themes.map((option) => option.site)).toEqual(loadSiteConfigs().map(({ name }) => name));
    expect(secret).toBeNull();
    expect(Object.fromEntries(headers)).toEqual({
      'Cache-Control': 'private, no-store',
      'X-Robots-Tag': 'noindex, nofollow',
      'Referrer-Policy': 'no-referrer',
    });
  });

  it('give a component its fields and examples, placed in their market and drawn in the chosen theme', async () => {
    const uk = site('hedinautomotiveuksite');
    const { component, theme } = await catalogueProps(projectRegistry, ['faq'], { theme: uk.name });
    expect(theme).toBe(uk.name);
    expect(component?.fields.map((row) => row.name)).toEqual([
      'Title',
      'Items',
      'Items[].Title',
      'Items[].Content',
    ]);
    const [example] = component?.examples ?? [];
    expect(example).toMatchObject({
      site: 'carstoresesite',
      language: 'sv-SE',
      routePath: '/',
      problem: null,
    });
    expect(example?.page?.site.name).toBe('carstoresesite');
    expect(example?.page?.site.theme).toEqual(uk.theme);
    expect(example?.page?.site.font).toBe(uk.font);
    expect(example?.page?.dictionary).toMatchObject({ sectionErrorHeading: expect.any(String) });
  });

  it('run the example’s loader against the server’s services, as a page of its market does', async () => {
    const { component } = await catalogueProps(projectRegistry, ['navigation']);
    const [example] = component?.examples ?? [];
    const uid = example?.page?.layoutData.sitecore.route?.placeholders.main?.[0];
    const data = example?.page?.renderingData.data[uid && 'uid' in uid ? uid.uid : ''];
    expect(data).toMatchObject({ routePath: '/om-oss', isHome: false });
    expect((data as { items: unknown[] }).items.length).toBeGreaterThan(2);
  });

  it('fall back to the default site’s theme for a theme that is no market', async () => {
    expect((await catalogueProps(projectRegistry, ['faq'], { theme: '<script>' })).theme).toBe(
      'carstoresesite',
    );
  });

  it('answer 404 for an unknown component or a deeper path', async () => {
    for (const segments of [['no-such-component'], ['Faq'], ['faq', 'extra']]) {
      expect((await request(projectRegistry, segments)).result, segments.join('/')).toEqual({
        notFound: true,
      });
    }
  });

  it('in production answer 404 without the editing secret, and keep it in the links with it', async () => {
    vi.stubEnv('NODE_ENV', 'production');
    vi.stubEnv('JSS_EDITING_SECRET', 'catalogue-secret');
    expect((await request(projectRegistry, undefined)).result).toEqual({ notFound: true });
    expect((await request(projectRegistry, ['faq'], { secret: 'guess' })).result).toEqual({ notFound: true });
    const props = await catalogueProps(projectRegistry, ['faq'], { secret: 'catalogue-secret' });
    expect(props.secret).toBe('catalogue-secret');
  });
});

describe('examples the catalogue cannot show as they are', () => {
  const probeSchema = { type: 'object', properties: {}, additionalProperties: false };
  const probe = (
    loader: (context: LoaderContext<Record<string, never>>) => Promise<unknown>,
  ): Pick<ComponentEntry<never, unknown>, 'fieldsSchema' | 'loader'> => ({
    fieldsSchema: probeSchema,
    loader: loader as ComponentEntry<never, unknown>['loader'],
  });

  it('say what the loader answered, and mark a failing loader’s rendering as failed', async () => {
    const registry: CatalogueRegistry = {
      entries: {
        Answering: probe(({ answer }) => {
          answer.redirect('/kopa-bil', 302);
          return Promise.resolve({});
        }),
        Failing: probe(() => Promise.reject(new Error('upstream down'))),
      },
      catalogues: {
        Answering: { examples: [{ name: 'Moved', fields: {} }] },
        Failing: { examples: [{ name: 'Down', fields: {} }] },
      },
    };
    const answering = await catalogueProps(registry, ['answering']);
    expect(answering.component?.examples[0]?.answer).toBe('redirect 302 → /kopa-bil');
    const failing = await catalogueProps(registry, ['failing']);
    expect(failing.component?.examples[0]?.page?.renderingData.failed).toEqual(['catalogue-failing-down']);
  });

  it('name the problem of an example in an unknown market, or of a file that does not fit its schema', async () => {
    const registry: CatalogueRegistry = {
      entries: { Probe: { fieldsSchema: probeSchema }, Broken: { fieldsSchema: probeSchema } },
      catalogues: {
        Probe: { examples: [{ name: 'Elsewhere', site: 'nowhere', fields: {} }] },
        Broken: { examples: 'none' },
      },
    };
    const probeView = await catalogueProps(registry, ['probe']);
    expect(probeView.component?.examples[0]).toMatchObject({
      page: null,
      problem: expect.stringMatching(/^site: no site named "nowhere"/),
    });
    const broken = await catalogueProps(registry, ['broken']);
    expect(broken.component?.examples).toEqual([]);
    expect(broken.component?.problem).toMatch(/catalogue\.json is missing or does not fit/);
  });
});

describe('the component catalogue page', () => {
  const page = async (segments: string[] | undefined, query: Record<string, string> = {}) => {
    const props = await catalogueProps(projectRegistry, segments, query);
    return render(
      <RouterContext.Provider value={stubRouter()}>
        <CataloguePage
          componentCatalogue={props}
          componentFactory={createComponentFactory(registryTestComponents)}
        />
      </RouterContext.Provider>,
    );
  };

  it('shows a component’s fields and renders its examples through the registry, in their language', async () => {
    await page(['faq'], { theme: 'carstorenosite' });
    expect(screen.getByRole('heading', { level: 1, name: 'Faq' })).toBeTruthy();
    const fields = screen.getByRole('region', { name: 'Fields of Faq' });
    expect(within(fields).getByRole('rowheader', { name: 'Items[].Content' })).toBeTruthy();
    const example = screen.getByRole('region', { name: 'Questions about buying' });
    expect(example.querySelector('[data-catalogue-example]')?.getAttribute('lang')).toBe('sv-SE');
    expect(within(example).getByRole('button', { name: 'Vad täcker garantin?' })).toBeTruthy();
  });

  it('switches theme with plain links that stay on the component, the chosen one marked', async () => {
    await page(['faq'], { theme: 'carstorenosite' });
    const [switcher] = screen.getAllByRole('navigation', { name: 'Theme' });
    const links = within(switcher as HTMLElement).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toContain(
      '/_catalogue/faq?theme=hedinautomotiveuksite',
    );
    expect(
      links.filter((link) => link.getAttribute('aria-current') === 'true').map((link) => link.textContent),
    ).toEqual(['carstorenosite']);
  });

  it('lists every component on the overview, linking to each one’s page in the chosen theme', async () => {
    await page(undefined, { theme: 'hedingroupsite' });
    expect(screen.getByRole('heading', { level: 1, name: 'Component catalogue' })).toBeTruthy();
    const cardLinks = screen
      .getAllByRole('heading', { level: 2 })
      .map((heading) => within(heading).queryByRole('link')?.getAttribute('href'));
    expect(cardLinks).toContain('/_catalogue/carousel-v2?theme=hedingroupsite');
    expect(cardLinks).toHaveLength(Object.keys(registryEntries).length);
  });
});
