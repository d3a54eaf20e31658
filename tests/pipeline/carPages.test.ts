/**
 * The car pages through the server-rendered wildcard route, as Next.js calls it, over the real registry,
 * local content and the embedded search: the answer a visitor (and a crawler) gets for a car, an id-only
 * URL, an unknown car, the car detail item itself, and a failing search service (503 within the page's
 * budget, never a 500). Figures of the demo stock are read from its index file, not hard-coded.
 */
import type { ServerResponse } from 'node:http';
import { readFileSync } from 'node:fs';
import type { GetServerSidePropsContext, GetServerSidePropsResult } from 'next';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { registryEntries } from '../../registry/entries.generated';
import { loadSiteConfigs } from '../../runtime/config/loadSiteConfigs';
import { indexFile } from '../../runtime/services/search/embedded/indexFile';
import { ensureSeeded } from '../../scripts/seed/seedIndexes';
import type { SitePageProps } from '../../runtime/app';
import { forgetOnePerProcessValues } from '../../runtime/cache/onePerProcess';
import type { ComponentEntries } from '../../runtime/rendering/ComponentEntry';
import type { SiteRouteParams } from '../../runtime/server';
import { resetUpstreamBreakers } from '../../runtime/services/upstream/breakerRegistry';
import { startFakeUpstream, timed } from '../faults/fakeUpstream';

let car: { car_id: string; slug: string };

/** The car store's demo stock, written as `npm run seed` would when it is missing (a clean clone). */
beforeAll(async () => {
  const site = loadSiteConfigs().find((config) => config.name === 'carstoresesite');
  if (!site) throw new Error('carstoresesite is not configured');
  await ensureSeeded([site], { kinds: ['vehicles', 'sites'] });
  const [first] = JSON.parse(readFileSync(indexFile(site.searchIndexes.vehicles), 'utf8')) as (typeof car)[];
  if (!first) throw new Error('The Swedish car store has no demo stock');
  car = first;
}, 60_000);

interface Answer {
  result: GetServerSidePropsResult<SitePageProps>;
  status: number;
  headers: Record<string, string>;
}

/**
 * getServerSideProps for a car store path; `fresh`: of a new server, which reads the environment anew
 * (the search service is one per process).
 */
async function serve(
  routePath: string,
  { fresh = false, entries = registryEntries }: { fresh?: boolean; entries?: ComponentEntries } = {},
): Promise<Answer> {
  if (fresh) {
    vi.resetModules();
    forgetOnePerProcessValues();
  }
  const { siteServerSideProps } = await import('../../runtime/server');
  const headers: Record<string, string> = {};
  const res = {
    statusCode: 200,
    setHeader: (name: string, value: string) => {
      headers[name.toLowerCase()] = value;
    },
  };
  const params = { site: 'carstoresesite', lang: 'sv-SE', path: routePath.slice(1).split('/') };
  const context = {
    params,
    res: res as unknown as ServerResponse,
  } as GetServerSidePropsContext<SiteRouteParams>;
  const result = await siteServerSideProps(entries)(context);
  return { result, status: res.statusCode, headers };
}

async function props(answer: Answer): Promise<SitePageProps> {
  if (!('props' in answer.result)) throw new Error(`expected a page, got ${JSON.stringify(answer.result)}`);
  return answer.result.props;
}

/** The CarDetail rendering of sites/carstoresesite/content/sv-SE/kopa-bil/bil/_wildcard.json. */
const carData = (page: SitePageProps) =>
  page.renderingData.data['carstoresesite-sv-se-cardetail'] as { kind: string };

beforeEach(() => {
  resetUpstreamBreakers();
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});

describe('car pages (the wildcard route over the registry and the embedded search)', () => {
  it('renders a car with its title, structured data and a shared-cache lifetime', async () => {
    const answer = await serve(`/kopa-bil/bil/${car.car_id}/${car.slug}`);
    expect(answer.status).toBe(200);
    expect(answer.headers['cache-control']).toContain('s-maxage=60');
    const page = await props(answer);
    expect(carData(page).kind).toBe('car');
    expect(page.head.title).toMatch(/ \| Car Store$/);
    expect(page.head.pageJsonLd).toMatchObject({ '@type': 'Car', sku: car.car_id });
    expect(page.head.canonical).toBe(`https://carstore.se/kopa-bil/bil/${car.car_id}/${car.slug}`);
  });

  it('redirects an id-only URL with 302 to the full one', async () => {
    const { result } = await serve(`/kopa-bil/bil/${car.car_id}`);
    expect(result).toEqual({
      redirect: { destination: `/kopa-bil/bil/${car.car_id}/${car.slug}`, statusCode: 302 },
    });
  });

  it('answers an unknown car with 404 and its not-found view', async () => {
    const answer = await serve('/kopa-bil/bil/1/begagnad-kombi-bensin-2020-volvo-v60');
    expect(answer.status).toBe(404);
    expect(carData(await props(answer))).toMatchObject({ kind: 'notFound', keyphrase: 'volvo' });
  });

  it('answers 503 with Retry-After when a loader of the page failed (its section shows the section error)', async () => {
    const failing: ComponentEntries = {
      ...registryEntries,
      CarDetail: { loader: () => Promise.reject(new Error('the car page loader failed')) },
    };
    const answer = await serve(`/kopa-bil/bil/${car.car_id}/${car.slug}`, { entries: failing });
    expect(answer.status).toBe(503);
    expect(answer.headers['retry-after']).toMatch(/^\d+$/);
    expect((await props(answer)).renderingData.failed).toEqual(['carstoresesite-sv-se-cardetail']);
  });

  it('leaves the car detail item itself and unknown markets to the 404 page', async () => {
    expect((await serve('/kopa-bil/bil')).result).toEqual({ notFound: true });
    expect((await serve('/om-oss/1/x')).result).toEqual({ notFound: true });
  });

  it('answers 503 with the error state, within the page budget, while the search service hangs', async () => {
    const search = await startFakeUpstream('hang');
    try {
      vi.stubEnv('SEARCH_API_URL', `${search.origin}/query`);
      vi.stubEnv('PAGE_BUDGET_MS', '800');
      const { ms, value } = await timed(() =>
        serve(`/kopa-bil/bil/${car.car_id}/${car.slug}`, { fresh: true }),
      );
      expect(ms).toBeLessThan(1_800);
      if (!value) throw new Error('expected an answer');
      expect(value.status).toBe(503);
      expect(value.headers['retry-after']).toMatch(/^\d+$/);
      expect(value.headers['cache-control']).toBe('no-store');
      expect(carData(await props(value))).toEqual({ kind: 'error' });
    } finally {
      await search.close();
    }
  });
});
