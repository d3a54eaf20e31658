/**
 * The kit catalogue (issue 17, spec 002 §2 "Kits listing", §4, §7, §8, §9) in Chromium against the
 * production build, on both Swedish markets: search, a category filter and 'Välj bil' against the served
 * kits index, 'Visa fler' with 'showingXofY', the detail dialog, the cart (add, remove, kept over a reload),
 * `packageIds` preselection with the profile dialog, and 'Skicka förfrågan' landing in the local form hub.
 * Without JavaScript the first 48 kits are in the HTML; axe finds nothing on the page or in the dialog.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './hydratedPage';
import { postedBody, storedLead } from './formHub';
import { siteUrl } from './markets';
import { servedIndex } from './servedApp';

interface KitRecord {
  kitId: string;
  name: string;
  kitcategory: string;
  manufacturer?: string;
}

const SE = { site: 'carstoresesite', path: '/tillbehor', index: 'carstore_se_kits' };
const HEDIN = { site: 'hedinautomotivesesite', path: '/tillbehor', index: 'hedin_se_kits' };

/** Kits in the catalogue's default order (name, as the embedded engine compares it). */
const kitsOf = (index: string) => servedIndex<KitRecord>(index);

test.use({ viewport: { width: 1280, height: 900 } });

async function openCatalogue(page: Page, market: typeof SE, query = '') {
  await page.goto(siteUrl(market.site, `${market.path}${query}`));
  await expect(page.locator('section[data-hydrated]')).toBeVisible();
}

const cards = (page: Page) => page.getByRole('main').locator('article');
const cartHeading = (page: Page) =>
  page.getByRole('complementary').getByRole('heading', { name: /i varukorgen$/ });
const total = (count: number) => new Intl.NumberFormat('sv-SE').format(count);

async function axeViolations(page: Page, selector: string): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).include(selector).analyze();
  return violations.map(
    (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
}

test.describe('kit catalogue', () => {
  test.afterEach(async ({ page }) => {
    await page.evaluate(() => window.sessionStorage.clear()).catch(() => undefined);
  });

  test("shows 48 kits, 'Visa fler' shows 48 more and says how many of the total are shown", async ({
    page,
  }) => {
    const all = kitsOf(SE.index);
    await openCatalogue(page, SE);
    await expect(cards(page)).toHaveCount(48);
    await expect(page.getByText(`Visar 48 av ${total(all.length)}`)).toBeVisible();
    await page.getByRole('button', { name: 'Visa fler' }).click();
    await expect(cards(page)).toHaveCount(96);
    await expect(page.getByText(`Visar 96 av ${total(all.length)}`)).toBeVisible();
    await expect(page).toHaveURL(/[?&]page=1$/);
  });

  test('the side panel holds its controls: none is cut off at its edge', async ({ page }) => {
    await openCatalogue(page, HEDIN);
    const panel = page.getByRole('main').locator('aside').first();
    await expect(panel.getByRole('combobox').first()).toBeVisible();
    const { inner, scrolled } = await panel.evaluate((aside) => ({
      inner: aside.clientWidth,
      scrolled: aside.scrollWidth,
    }));
    expect(scrolled).toBe(inner);
  });

  test("searches, filters by category and by the car chosen under 'Välj bil'", async ({ page }) => {
    const all = kitsOf(SE.index);
    await openCatalogue(page, SE);
    await page.getByRole('searchbox', { name: 'Sök tillbehör' }).fill('Takbox');
    await page.getByRole('button', { name: 'Sök', exact: true }).click();
    await expect(page).toHaveURL(/keyphrase=Takbox/);
    const roofBoxes = all.filter((kit) => kit.name.includes('Takbox'));
    await expect(page.getByRole('status').filter({ hasText: 'tillbehör' })).toHaveText(
      `${total(roofBoxes.length)} tillbehör`,
    );

    await openCatalogue(page, SE);
    const charging = all.filter((kit) => kit.kitcategory === 'Laddning');
    await page
      .getByRole('complementary')
      .getByRole('checkbox', { name: /^Laddning/ })
      .check();
    await expect(page).toHaveURL(/kitcategory=Laddning/);
    await expect(page.getByRole('status').filter({ hasText: 'tillbehör' })).toHaveText(
      `${total(charging.length)} tillbehör`,
    );

    const brand = charging[0]?.manufacturer ?? '';
    const fitting = charging.filter((kit) => kit.manufacturer === brand);
    await page
      .getByRole('complementary')
      .getByRole('combobox', { name: 'Märke', exact: true })
      .selectOption(brand);
    await expect(page).toHaveURL(new RegExp(`manufacturer=${encodeURIComponent(brand)}`));
    await expect(page.getByRole('status').filter({ hasText: 'tillbehör' })).toHaveText(
      `${total(fitting.length)} tillbehör`,
    );
    await expect(
      page.getByRole('complementary').getByRole('combobox', { name: 'Modell', exact: true }),
    ).toBeEnabled();
  });

  test('opens a kit, adds it to the cart, keeps the cart over a reload and removes it', async ({ page }) => {
    await openCatalogue(page, SE);
    const first = cards(page).first();
    const name = (await first.getByRole('heading').textContent()) ?? '';
    await first.getByRole('button', { name, exact: true }).click();
    const dialog = page.getByRole('dialog', { name });
    await expect(dialog.getByRole('table')).toBeVisible();
    expect(await axeViolations(page, '[role="dialog"]')).toEqual([]);
    await dialog.getByRole('button', { name: `Lägg i varukorgen: ${name}` }).click();
    await dialog.getByRole('button', { name: 'Stäng' }).click();
    await expect(cartHeading(page)).toHaveText('1 produkt i varukorgen');

    await page.reload();
    await expect(page.locator('section[data-hydrated]')).toBeVisible();
    await expect(cartHeading(page)).toHaveText('1 produkt i varukorgen');
    await page.getByRole('button', { name: `Ta bort ${name} ur varukorgen` }).click();
    await expect(cartHeading(page)).toHaveText('0 produkter i varukorgen');
  });

  test("puts the URL's packageIds in the cart and lists the URL context in the profile dialog", async ({
    page,
  }) => {
    const [a, b] = kitsOf(HEDIN.index);
    await openCatalogue(
      page,
      HEDIN,
      `?packageIds=${a?.kitId},${b?.kitId}&user=anna.berg&dealer=Hedin%20Bil%20Kalmar`,
    );
    await expect(cartHeading(page)).toHaveText('2 produkter i varukorgen');
    await page.getByRole('button', { name: 'Profil' }).click();
    const profile = page.getByRole('dialog');
    await expect(profile).toContainText('anna.berg');
    await expect(profile).toContainText('Hedin Bil Kalmar');
  });

  test("'Skicka förfrågan' sends the cart and the context to the form hub and empties the cart", async ({
    page,
  }) => {
    const [a] = kitsOf(SE.index);
    await openCatalogue(page, SE, `?packageIds=${a?.kitId}&transactionId=T-1001`);
    await expect(cartHeading(page)).toHaveText('1 produkt i varukorgen');
    await page.getByRole('complementary').getByRole('button', { name: 'Skicka förfrågan' }).click();
    const dialog = page.getByRole('dialog', { name: 'Skicka förfrågan' });
    await dialog.getByLabel('Namn').fill('Karin Lund');
    await dialog.getByLabel('Telefon').fill('070 555 12 34');
    await dialog.getByRole('textbox', { name: 'E-post', exact: true }).fill('karin.lund@example.se');
    await dialog.getByRole('checkbox').check();
    const posted = page.waitForRequest((request) => request.url().endsWith('/api/forms/comhub'));
    await dialog.getByRole('button', { name: 'Skicka förfrågan' }).click();
    const body = postedBody(await posted) as {
      formName: string;
      formSubmissionId: string;
      values: { kits: { kitId: string }[]; context: Record<string, string> };
    };
    await expect(dialog.getByText('Tack! Vi har tagit emot din förfrågan.')).toBeVisible();
    expect(body.formName).toBe('carstoresesiteKitRequestForm');
    expect(body.values.kits.map((kit) => kit.kitId)).toEqual([a?.kitId]);
    expect(body.values.context).toEqual({ transactionId: 'T-1001', packageIds: a?.kitId });
    expect(storedLead(body.formSubmissionId)).toEqual(body);
    await page.keyboard.press('Escape');
    await expect(cartHeading(page)).toHaveText('0 produkter i varukorgen');
  });

  test('is axe clean', async ({ page }) => {
    await openCatalogue(page, HEDIN);
    expect(await axeViolations(page, 'main')).toEqual([]);
  });

  test('without JavaScript shows the first 48 kits and the search form, and no cart it could not keep', async ({
    browser,
  }) => {
    const context = await browser.newContext({
      javaScriptEnabled: false,
      viewport: { width: 1280, height: 900 },
    });
    const page = await context.newPage();
    await page.goto(siteUrl(SE.site, SE.path));
    await expect(cards(page)).toHaveCount(48);
    await expect(page.getByRole('searchbox', { name: 'Sök tillbehör' })).toBeVisible();
    await expect(page.getByRole('button', { name: /^Lägg i varukorgen/ }).first()).toBeHidden();
    await expect(page.getByRole('heading', { name: /i varukorgen$/ })).toBeHidden();
    await context.close();
  });
});
