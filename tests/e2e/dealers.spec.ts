/**
 * Dealer pages (issue 16, spec 001 §2, §7, §8) in Chromium against the production build: the find-us list
 * (search box above 8 dealers, a facet filter, a card to its dealer), the dealer page with every section
 * and its structured data in two markets, without JavaScript too, an unknown slug (404), the dealer page
 * while the search service is down (302 to the list, on a second server configured with a hosted search
 * that refuses connections), and axe.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './hydratedPage';
import { fetchAs, port as suitePort, siteUrl } from './markets';
import { servedIndex } from './servedApp';
import { startServedAppServer } from './servedAppServer';

interface DealerRecord {
  slug: string;
  site_official_name: string;
  site_phone: string;
  site_email: string;
  site_region: string;
  website_sort_order: number;
}

const SE = { site: 'carstoresesite', list: '/hitta-hit', index: 'carstore_se_sites' };
const UK = { site: 'hedinautomotiveuksite', list: '/find-us', index: 'hedin_uk_sites' };

/** The market's dealers in the list's order, from the stock the e2e build serves. */
const dealersOf = (index: string) =>
  servedIndex<DealerRecord>(index).sort((a, b) => a.website_sort_order - b.website_sort_order);

/** The links of the list's dealer cards (the page's other content may link to dealers too). */
const dealerCards = (page: Page, list: string) =>
  page.locator('section:has([role="search"])').locator(`li a[href^="${list}/"]`);

async function axeViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).include('main').analyze();
  return violations.map(
    (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
}

async function expectWholeDealerPage(page: Page, dealer: DealerRecord) {
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(dealer.site_official_name);
  const main = page.getByRole('main');
  await expect(main.locator(`a[href^="tel:"]`).first()).toBeVisible();
  await expect(main.locator(`a[href="mailto:${dealer.site_email}"]`)).toBeVisible();
  await expect(main.locator('address a[href^="https://www.google.com/maps/search/"]')).toBeVisible();
  await expect(
    main
      .locator('svg')
      .filter({ has: page.locator('path') })
      .first(),
  ).toBeVisible();
  await expect(main.getByRole('heading', { level: 2 }).first()).toBeVisible();
  // Every department with its opening hours, and the latest cars with a link to all of them.
  await expect(main.getByRole('heading', { level: 3 }).first()).toBeVisible();
  await expect(main.getByRole('heading', { level: 4 }).first()).toBeVisible();
  await expect(main.locator('a[href*="/bil/"], a[href*="/car/"]').first()).toBeVisible();
  const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
  const dealerData = jsonLd
    .map((text) => JSON.parse(text) as Record<string, unknown>)
    .find((data) => data['@type'] === 'AutoDealer');
  expect(dealerData).toMatchObject({ name: dealer.site_official_name, telephone: dealer.site_phone });
  expect(dealerData?.address).toBeTruthy();
  expect(dealerData?.geo).toBeTruthy();
}

test.describe('the find-us list', () => {
  test('shows every dealer with a search box (more than 8), filters by region and opens a dealer', async ({
    page,
  }) => {
    const dealers = dealersOf(SE.index);
    expect(dealers.length).toBeGreaterThan(8);
    await page.goto(siteUrl(SE.site, SE.list));
    const cards = dealerCards(page, SE.list);
    await expect(cards).toHaveCount(dealers.length);
    await expect(page.getByRole('searchbox').or(page.getByRole('textbox')).first()).toBeVisible();

    const first = dealers[0] as DealerRecord;
    const sameRegion = dealers.filter((dealer) => dealer.site_region === first.site_region);
    await page
      .getByRole('checkbox', { name: new RegExp(first.site_region) })
      .first()
      .check();
    await expect(cards).toHaveCount(sameRegion.length);
    // The list filters at once; the shallow route change reaches the address bar a moment later.
    await expect.poll(() => new URL(page.url()).searchParams.get('region')).toBe(first.site_region);

    await cards.filter({ hasText: first.site_official_name }).first().click();
    await expect(page).toHaveURL(new RegExp(`${SE.list}/${first.slug}$`));
    await expectWholeDealerPage(page, first);
    expect(await axeViolations(page)).toEqual([]);
  });

  test('is whole without JavaScript', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(siteUrl(UK.site, UK.list));
    await expect(page.getByRole('main').locator(`a[href^="${UK.list}/"]`)).toHaveCount(
      dealersOf(UK.index).length,
    );
    await context.close();
  });
});

test.describe('a dealer page', () => {
  test('shows every section in English, also without JavaScript', async ({ page, browser }) => {
    const dealer = dealersOf(UK.index)[1] as DealerRecord;
    await page.goto(siteUrl(UK.site, `${UK.list}/${dealer.slug}`));
    await expectWholeDealerPage(page, dealer);
    await expect(page.getByRole('main')).toContainText('Opening hours');
    expect(await axeViolations(page)).toEqual([]);

    const context = await browser.newContext({ javaScriptEnabled: false });
    const noScript = await context.newPage();
    await noScript.goto(siteUrl(UK.site, `${UK.list}/${dealer.slug}`));
    await expectWholeDealerPage(noScript, dealer);
    await context.close();
  });

  test('answers 404 for a dealer that does not exist', async ({ request }) => {
    const response = await fetchAs(request, `${SE.site}.localhost`, `${SE.list}/ingen-sadan-anlaggning`);
    expect(response.status()).toBe(404);
    expect(await response.text()).toContain('Anläggningen finns inte');
  });

  test('sends the visitor to the list while the search service is down', async ({ request }) => {
    test.setTimeout(90_000);
    const server = await startServedAppServer(request, {
      port: Number(suitePort) + 9,
      // A hosted search service that refuses every connection.
      env: { SEARCH_API_URL: 'http://127.0.0.1:9', SEARCH_API_KEY: 'e2e' },
    });
    try {
      const dealer = dealersOf(SE.index)[0] as DealerRecord;
      const response = await request.get(`http://127.0.0.1:${server.port}${SE.list}/${dealer.slug}`, {
        headers: { host: `${SE.site}.localhost:${server.port}` },
        maxRedirects: 0,
      });
      expect(response.status()).toBe(302);
      expect(response.headers().location).toBe(SE.list);
    } finally {
      await server.stop();
    }
  });
});
