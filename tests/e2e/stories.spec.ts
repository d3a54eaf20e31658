import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './hydratedPage';
import { siteUrl } from './markets';

const news = (path = '') => siteUrl('carstoresesite', `/nyheter${path}`);
const list = (page: Page) => page.locator('[data-load-status]');
const cards = (page: Page) => list(page).locator('article');
const chip = (page: Page, name: string) =>
  page.getByRole('group', { name: 'Filtrera artiklar' }).getByRole('button', { name });

test.describe('stories list', () => {
  test('renders the first 4 on the server, loads 4 more while there are more, then stops', async ({
    page,
  }) => {
    await page.goto(news());
    await expect(cards(page)).toHaveCount(4);
    await expect(cards(page).first()).toContainText('Nu öppnar vi i Malmö');
    const loadMore = page.getByRole('button', { name: 'Ladda fler' });
    await loadMore.click();
    await expect(cards(page)).toHaveCount(8);
    await loadMore.click();
    await expect(cards(page)).toHaveCount(10);
    await expect(loadMore).toHaveCount(0);
    await expect(list(page)).toHaveAttribute('data-load-status', 'success');
  });

  test('tag chips filter (multi-select), show-all clears, and the URL carries the selection', async ({
    page,
  }) => {
    await page.goto(news());
    await chip(page, 'Elbil').click();
    await expect(page).toHaveURL(news('?tags=tag-elbil'));
    await expect(cards(page)).toHaveCount(3);
    await chip(page, 'Våra butiker').click();
    await expect(page).toHaveURL(news('?tags=tag-elbil,tag-butik'));
    await expect(cards(page)).toHaveCount(4);
    await expect(page.getByRole('button', { name: 'Ladda fler' })).toBeVisible();
    await chip(page, 'Visa alla').click();
    await expect(chip(page, 'Visa alla')).toHaveAttribute('aria-pressed', 'true');
    await expect(page).toHaveURL(news());
    await expect(cards(page)).toHaveCount(4);
  });

  test('a shared filtered link survives a reload', async ({ page }) => {
    await page.goto(news('?tags=tag-finans'));
    await expect(chip(page, 'Finansiering')).toHaveAttribute('aria-pressed', 'true');
    await expect(cards(page)).toHaveCount(1);
    await expect(cards(page).first()).toContainText('Privatleasing eller billån?');
  });

  test('the stories API rejects a bad request with a reason', async ({ request }) => {
    const response = await request.get(
      `http://127.0.0.1:${process.env.E2E_BASE_PORT ?? '3100'}/api/stories?site=carstoresesite&language=sv-SE&indexPath=nyheter`,
    );
    expect(response.status()).toBe(400);
    expect(((await response.json()) as { error: string }).error).toMatch(/indexPath/);
  });
});

test('story detail: back to the index, and previous/next by date', async ({ page }) => {
  await page.goto(news('/privatleasing-eller-billan'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privatleasing eller billån?');
  await expect(page.getByText('7 oktober 2026')).toBeVisible();
  // Next.js updates the URL before the new page renders: wait for the new heading before clicking on.
  const heading = page.getByRole('heading', { level: 1 });
  await page.getByRole('link', { name: /Föregående artikel/ }).click();
  await expect(page).toHaveURL(news('/volvo-ex30-i-lager'));
  await expect(heading).toHaveText('Volvo EX30 nu i lager');
  await page.getByRole('link', { name: /Nästa artikel/ }).click();
  await expect(page).toHaveURL(news('/privatleasing-eller-billan'));
  await expect(heading).toHaveText('Privatleasing eller billån?');
  await page.goto(news('/nu-oppnar-vi-i-malmo'));
  await expect(page.getByRole('link', { name: /Nästa artikel/ })).toHaveCount(0);
  await page.getByRole('link', { name: 'Tillbaka' }).click();
  await expect(page).toHaveURL(news());
});

test('the home teaser shows the latest 3 stories and links to the index', async ({ page }) => {
  await page.goto(siteUrl('hedinautomotiveuksite'));
  const teaser = page.locator('section').filter({ has: page.getByRole('heading', { name: 'Latest news' }) });
  await expect(teaser.locator('article')).toHaveCount(3);
  await expect(teaser.locator('article').first()).toContainText('Our new Birmingham van centre opens');
  await teaser.getByRole('link', { name: 'See all news' }).click();
  await expect(page).toHaveURL(siteUrl('hedinautomotiveuksite', '/news-and-events'));
});

test.describe('a page with every content block', () => {
  const inspiration = siteUrl('carstoresesite', '/inspiration');
  /**
   * The page never goes network-idle (the autoplaying carousel keeps loading slides). The countdown shows
   * `--` until it mounts, so real digits mean the page has hydrated and client-only UI has decided.
   */
  const hydrated = (page: Page) => expect(page.getByRole('timer')).not.toContainText('--');

  test('the disclaimer asks once and remembers the approval', async ({ page }) => {
    await page.goto(inspiration);
    const dialog = page.getByRole('alertdialog');
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Jag förstår' }).click();
    await expect(dialog).toBeHidden();
    await page.reload();
    await hydrated(page);
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
  });

  test('renders every block, loads no YouTube before a click, and has no axe violations', async ({
    page,
    context,
  }) => {
    const youtubeRequests: string[] = [];
    context.on('request', (request) => {
      if (request.url().includes('youtube')) youtubeRequests.push(request.url());
    });
    await page.addInitScript(() => window.localStorage.setItem('disclaimer:inspiration-priser', 'approved'));
    // Scroll-reveal animations would have axe measure contrast on half-faded text; reduced motion turns them off.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto(inspiration);
    await hydrated(page);
    const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
    expect(jsonLd.filter((text) => text.includes('"FAQPage"'))).toHaveLength(1);
    await expect(page.getByRole('timer')).toBeVisible();
    await expect(page.getByText('Not yet implemented')).toBeVisible();
    await expect(page.locator('[aria-roledescription="karusell"]')).toHaveCount(2);
    await expect(page.locator('iframe')).toHaveCount(0);
    expect(youtubeRequests).toEqual([]);
    await page.getByRole('button', { name: 'Visa fler' }).first().click();
    const results = await new AxeBuilder({ page }).analyze();
    expect(
      results.violations.map(
        (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
      ),
    ).toEqual([]);
  });
});

test('without JavaScript the carousels show their first slides and no button that would do nothing', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const carouselButton = /^(Föregående|Nästa|Visa) (bild|bil)/;
  // The home page's Car of the week; the content page's two image carousels.
  for (const path of ['/', '/inspiration']) {
    await page.goto(siteUrl('carstoresesite', path));
    await expect(page.locator('[aria-roledescription="karusell"]').first()).toBeVisible();
    await expect(page.getByRole('button', { name: carouselButton })).toHaveCount(0);
  }
  await context.close();
});

test('axe finds no violations on the stories list', async ({ page }) => {
  await page.goto(news());
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((violation) => violation.id)).toEqual([]);
});
