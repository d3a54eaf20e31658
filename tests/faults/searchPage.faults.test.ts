/**
 * A page rendered while the hosted search service fails (local content, SEARCH_API_URL a fake on
 * loopback): the render finishes within the page's budget with the car list's failed state (its error
 * text, not a section error, not a hang), and such a render — or any render whose loader failed — is
 * cached for DEGRADED_REVALIDATE_SECONDS rather than REVALIDATE_SECONDS, so it is soon rendered again.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { registryEntries } from '../../registry/entries.generated';
import type { SitePageProps } from '../../runtime/app';
import type { ComponentEntries } from '../../runtime/rendering/ComponentEntry';
import { resetUpstreamBreakers } from '../../runtime/services/upstream/breakerRegistry';
import { type FakeUpstream, startFakeUpstream, timed } from './fakeUpstream';

const PAGE_BUDGET_MS = 800;
const SEARCH_TIMEOUT_MS = 2_000;
const DEGRADED = 7;

let search: FakeUpstream;
const carListPage = { params: { site: 'carstoresesite', lang: 'sv-SE', path: ['kopa-bil'] } };

beforeAll(async () => {
  search = await startFakeUpstream('hang');
  vi.stubEnv('SEARCH_API_URL', `${search.origin}/query`);
  vi.stubEnv('PAGE_BUDGET_MS', String(PAGE_BUDGET_MS));
  // Longer than the page's budget: the page's deadline, not the call's, must end the wait.
  vi.stubEnv('SEARCH_TIMEOUT_MS', String(SEARCH_TIMEOUT_MS));
  vi.stubEnv('DEGRADED_REVALIDATE_SECONDS', String(DEGRADED));
});

afterAll(async () => {
  vi.unstubAllEnvs();
  await search.close();
});

beforeEach(() => {
  resetUpstreamBreakers();
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => vi.restoreAllMocks());

/** The CarList rendering of sites/carstoresesite/content/sv-SE/kopa-bil.json. */
const carListData = (props: SitePageProps) => props.renderingData.data['carstoresesite-carlist'];

/**
 * getStaticProps of a fresh server: the search client's 60 s cache and its shared in-flight calls
 * belong to one process, and each case here stands for a process that has not searched yet.
 */
async function freshStaticProps(entries: ComponentEntries = registryEntries) {
  vi.resetModules();
  const { siteStaticProps } = await import('../../runtime/server');
  return siteStaticProps(entries);
}

describe('a car list page while the search service hangs', () => {
  it('renders within the page budget with the list’s failed state, cached for the short retry interval', async () => {
    const getStaticProps = await freshStaticProps();
    const { ms, value } = await timed(async () => getStaticProps(carListPage));
    expect(ms).toBeLessThan(PAGE_BUDGET_MS + 1_000);
    if (!value || !('props' in value)) throw new Error('expected page props');
    expect(value.revalidate).toBe(DEGRADED);
    const props = await value.props;
    expect(carListData(props)).toMatchObject({ failed: true });
    // The list failed as data, not as a section error.
    expect(props.renderingData.failed).toEqual([]);
    expect(search.requests.length).toBeGreaterThan(0);
  });
});

describe('the revalidation interval of a render', () => {
  it('is REVALIDATE_SECONDS when every upstream answered', async () => {
    search.behave((request, res) => {
      const { limit = 24, offset = 0 } = JSON.parse(request.body) as { limit?: number; offset?: number };
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ facet: [], content: [], total_items: 0, limit, offset }));
    });
    const page = await (await freshStaticProps())(carListPage);
    expect(page).toMatchObject({ revalidate: 60 });
    search.behave('hang');
  });

  it('is the short retry interval when a loader failed', async () => {
    const failingNavigation = {
      ...registryEntries,
      Navigation: { loader: () => Promise.reject(new Error('navigation is down')) },
    };
    const page = await (
      await freshStaticProps(failingNavigation)
    )({
      params: { site: 'carstoresesite', lang: 'sv-SE', path: ['om-oss'] },
    });
    expect(page).toMatchObject({ revalidate: DEGRADED });
  });

  it('is the short retry interval when a loader is still running at the page’s deadline', async () => {
    const stuckNavigation = {
      ...registryEntries,
      Navigation: { loader: () => new Promise<never>(() => undefined) },
    };
    const getStaticProps = await freshStaticProps(stuckNavigation);
    const { ms, value } = await timed(async () =>
      getStaticProps({ params: { site: 'carstoresesite', lang: 'sv-SE', path: ['om-oss'] } }),
    );
    expect(ms).toBeLessThan(PAGE_BUDGET_MS + 1_000);
    expect(value).toMatchObject({ revalidate: DEGRADED });
  });
});
