/**
 * Every market complete (issue 21), as a visitor sees it: the car list's filter panel has the market's own
 * facets, in its order and its language, each with values in the stock the app serves (a facet without
 * values shows no section); and its stories index lists a first page of stories with more to load, each
 * story as wide as a phone's screen; and its car list page's HTML within issue 11's 200 kB, served from
 * the page cache without characters above U+00FF.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from './hydratedPage';
import { fetchAs, siteUrl } from './markets';

interface MarketConfig {
  name: string;
  defaultLanguage: string;
  paths: { carList: string; storiesIndex: string };
  carList: { facets: string[] };
}

const sitesDir = path.join(process.cwd(), 'sites');
const readJson = <T>(...parts: string[]): T => JSON.parse(readFileSync(path.join(...parts), 'utf8')) as T;

const markets = readdirSync(sitesDir).map((name) => readJson<MarketConfig>(sitesDir, name, 'site.json'));

test.use({ viewport: { width: 1280, height: 900 } });

/** Issue 11's budget for a car list page's HTML (48 server-rendered cards, styles and page data). */
const CAR_LIST_HTML_BUDGET = 200_000;

for (const market of markets) {
  test(`${market.name}: the car list page HTML stays under 200 kB`, async ({ request }) => {
    const response = await fetchAs(request, `${market.name}.localhost`, market.paths.carList);
    expect(response.ok()).toBe(true);
    expect((await response.body()).length).toBeLessThanOrEqual(CAR_LIST_HTML_BUDGET);
    // Served from the page cache, in one byte per character (runtime/cache/oneByteHtml.ts).
    const cached = await fetchAs(request, `${market.name}.localhost`, market.paths.carList);
    expect((await cached.text()).match(/[^\x00-\xff]/gu) ?? []).toEqual([]);
  });

  test(`${market.name}: the car list filters by its own facets; the stories index lists stories`, async ({
    page,
  }) => {
    const texts = readJson<Record<string, string>>(
      sitesDir,
      market.name,
      'dictionary',
      `${market.defaultLanguage}.json`,
    );
    await page.goto(siteUrl(market.name, market.paths.carList));
    await page.locator('section[data-hydrated]').waitFor({ state: 'attached' });
    const panel = page.getByRole('complementary', { name: texts.carListFilterHeading });
    const labels = market.carList.facets.map((facet) => texts[`carListFacet.${facet.split('>')[0]}`]);
    await expect(panel.locator('h3 button')).toHaveText(labels.map((label) => label ?? '(no label)'));

    await page.goto(siteUrl(market.name, market.paths.storiesIndex));
    const stories = page.locator('[data-load-status] article');
    await expect(stories).toHaveCount(4);
    await expect(page.getByRole('button', { name: texts.storiesLoadMore })).toBeVisible();

    // A story on a phone: as wide as the screen, nothing to scroll sideways.
    await page.setViewportSize({ width: 375, height: 800 });
    const story = await stories.first().getByRole('link').first().getAttribute('href');
    await page.goto(siteUrl(market.name, story ?? market.paths.storiesIndex));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(375);
  });
}
