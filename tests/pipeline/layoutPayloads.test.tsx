// @vitest-environment jsdom
/**
 * Layout Service payloads of every shape JSS documents, as a real tenant sends them, through the real
 * runtime: the content source (local files, or Experience Edge replayed), the page props function with
 * the registry's entries and the React tree of the page. Recorded payloads: tests/fixtures/layoutPayloads/.
 */
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { screen, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { registryEntries } from '../../registry/entries.generated';
import { contentDir } from '../../runtime/config/projectPaths';
import { pagePropsFromLayout } from '../../runtime/page/getSitePageProps';
import type { ContentSource } from '../../runtime/services/content/contract';
import { EdgeContentSource } from '../../runtime/services/content/edge/EdgeContentSource';
import { LocalContentSource } from '../../runtime/services/content/embedded/LocalContentSource';
import { testLoaderServices } from '../fixtures/loaderContext';
import { testSite } from '../fixtures/testSite';
import { renderSitePage } from '../render/renderSitePage';

const PAYLOADS = path.join(path.dirname(fileURLToPath(import.meta.url)), '../fixtures/layoutPayloads');
const LANGUAGE = 'sv-SE';

let root: string;
let local: LocalContentSource;

/** The recorded payloads as a market's local content: `<name>.json` is the route `/<name>`. */
beforeAll(() => {
  root = mkdtempSync(path.join(tmpdir(), 'layout-payloads-'));
  const dir = contentDir(root, 'carstoresesite', LANGUAGE);
  mkdirSync(dir, { recursive: true });
  cpSync(PAYLOADS, dir, { recursive: true });
  local = new LocalContentSource(root);
});

afterAll(() => rmSync(root, { recursive: true, force: true }));

afterEach(() => {
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});

const jssSampleSite = testSite({
  layout: { rootPlaceholders: { header: 'jss-header', main: 'jss-main', footer: 'jss-footer' } },
});
const xmCloudSite = testSite({
  layout: {
    rootPlaceholders: { header: 'headless-header', main: 'headless-main', footer: 'headless-footer' },
  },
});

/** Experience Edge answering every layout query with the recorded `layout.item.rendered` answer. */
function recordedEdge(): EdgeContentSource {
  const answer = readFileSync(path.join(PAYLOADS, 'edge-layout-item-rendered.json'), 'utf8');
  const fetch = async () => new Response(answer, { headers: { 'content-type': 'application/json' } });
  return new EdgeContentSource(
    { kind: 'endpoint', graphQLEndpoint: 'https://edge.example/api/graphql/v1', sitecoreApiKey: 'key' },
    { fetch },
  );
}

/** The page of a route as the site route builds and renders it. */
async function renderRoute(routePath: string, { site = testSite(), source = local as ContentSource } = {}) {
  const layoutData = await source.getLayout(site, routePath, LANGUAGE);
  if (!layoutData) throw new Error(`no layout for ${routePath}`);
  const page = await pagePropsFromLayout(
    {
      entries: registryEntries,
      services: testLoaderServices({ content: source }),
      signal: new AbortController().signal,
    },
    site,
    LANGUAGE,
    routePath,
    layoutData,
    Promise.resolve({}),
  );
  if (!page) throw new Error(`no page for ${routePath}`);
  const view = renderSitePage(page.props.layoutData, { site, renderingData: page.props.renderingData });
  return { page, view, main: () => within(screen.getByRole('main')) };
}

describe('Layout Service payloads through the runtime', () => {
  it('renders a JSS sample app route from jss-main when the site says so', async () => {
    const { main, page } = await renderRoute('/jss-sample-app', { site: jssSampleSite });
    expect(main().getByRole('heading', { name: 'Årets bilnyheter' })).toBeTruthy();
    expect(main().getByText('Provkör vårens elbilar hos närmaste handlare.')).toBeTruthy();
    // A component the registry lacks (Styleguide-Layout) is left out outside development.
    expect(document.querySelector('[data-unknown-component]')).toBeNull();
    expect(page.props.head.title).toBe('Hem | Carstore');
  });

  it('renders an XM Cloud starter route from headless-header, -main and -footer', async () => {
    const { main } = await renderRoute('/xm-cloud-starter', { site: xmCloudSite });
    expect(
      within(document.getElementById('header') as HTMLElement).getByText('Öppet alla dagar'),
    ).toBeTruthy();
    expect(main().getByText('Välkommen in till oss.')).toBeTruthy();
    expect(within(document.getElementById('footer') as HTMLElement).getByText('© Bilhallen AB')).toBeTruthy();
    expect(document.querySelector('[data-unrendered-placeholders]')).toBeNull();
  });

  it('names in development a root placeholder the configured frame does not render', async () => {
    vi.stubEnv('NODE_ENV', 'development');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { main } = await renderRoute('/xm-cloud-starter');
    const notice = main().getByRole('note');
    expect(notice.textContent).toContain('headless-header, headless-main, headless-footer');
    expect(notice.textContent).toContain('header, main, footer');
    expect(screen.queryByText('Välkommen in till oss.')).toBeNull();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('"headless-main" of carstoresesite'));
  });

  it('logs an unrendered root placeholder once in production and shows nothing', async () => {
    vi.stubEnv('NODE_ENV', 'production');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await renderRoute('/jss-sample-app');
    await renderRoute('/jss-sample-app');
    expect(document.querySelector('[data-unrendered-placeholders]')).toBeNull();
    const lines = warn.mock.calls.map(([line]) => String(line)).filter((line) => line.includes('jss-main'));
    expect(lines).toEqual([
      expect.stringContaining('"jss-main" of carstoresesite /jss-sample-app is not rendered'),
    ]);
  });

  it('renders a route without fields, its title from the route name', async () => {
    const { main, page } = await renderRoute('/route-without-fields');
    expect(main().getByText('Innehåll utan sidfält')).toBeTruthy();
    expect(page.props.head.title).toBe('Sida utan fält | Carstore');
  });

  it('renders a route without placeholders as an empty page with its head', async () => {
    const { page } = await renderRoute('/route-without-placeholders');
    expect(screen.getByRole('main').textContent).toBe('');
    expect(page.props.head.description).toBe('En sida utan komponenter');
    expect(page.props.renderingData).toEqual({ data: {}, failed: [] });
  });

  it("renders Experience Edge's layout.item.rendered answer: no route fields, a rendering without uid", async () => {
    const { main, page } = await renderRoute('/kampanj', { source: recordedEdge() });
    expect(main().getByText('Vinterdäck på köpet')).toBeTruthy();
    expect(main().getByRole('heading', { name: 'Service' })).toBeTruthy();
    expect(page.props.head.title).toBe('Kampanj | Carstore');
  });

  it('renders the default variant of a personalised rendering', async () => {
    const { main } = await renderRoute('/personalised');
    expect(main().getByText('Standardvariant för alla besökare')).toBeTruthy();
    expect(screen.queryByText('Välkommen tillbaka')).toBeNull();
  });

  it('writes editing chromes out in editing mode, around the renderings', async () => {
    const { main } = await renderRoute('/editing-chromes');
    expect(main().getByText('Text i redigeringsläge')).toBeTruthy();
    const chromes = screen.getByRole('main').querySelectorAll('code[chrometype="placeholder"]');
    expect([...chromes].map((chrome) => chrome.getAttribute('kind'))).toEqual(['open', 'close']);
  });

  it('renders a page whose fields are of every JSS field type', async () => {
    const { main, page } = await renderRoute('/field-types');
    expect(main().getByText('Alla fälttyper')).toBeTruthy();
    // The empty image field gives no og:image.
    expect(page.props.head).not.toHaveProperty('ogImage');
  });

  it('shows the section error for a malformed rendering only, and the rest of the page', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { main } = await renderRoute('/malformed-rendering');
    expect(main().getByText('Före det trasiga')).toBeTruthy();
    expect(main().getByText('Vänster kolumn')).toBeTruthy();
    expect(main().getByText('Efter det trasiga')).toBeTruthy();
    expect(main().getAllByRole('heading', { name: 'Aj då' })).toHaveLength(2);
    expect(log).toHaveBeenCalledWith(
      expect.stringContaining('sites/carstoresesite/content/sv-SE/malformed-rendering.json'),
    );
  });
});
