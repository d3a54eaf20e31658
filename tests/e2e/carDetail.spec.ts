/**
 * The car page (issue 14, spec 001 §2) in Chromium against the production build: a car store's
 * single-column page and the UK's two-column one, opened from the list; the answers of its routing
 * (302 for an id-only URL, 404 with similar cars for an unknown car); the gallery's fullscreen view;
 * the anchors that pre-tick the contact form; the contact form's success and failure; the back button
 * both ways; the page without JavaScript; axe.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './hydratedPage';
import { postedBody, storedLead } from './formHub';
import { fetchAs, siteUrl } from './markets';
import { servedIndex } from './servedApp';

interface StockCar {
  car_id: string;
  slug: string;
  car_brand: string;
  car_model: string;
  car_is_sample: boolean;
  autos_on_show?: boolean;
  car_sellers?: { email?: string }[];
}

/** The demo cars these tests open, from the stock the e2e build serves (scripts/seed writes it deterministically). */
function demoCars() {
  const swedish = servedIndex<StockCar>('carstore_se_vehicles');
  const stockCar = swedish.find(
    (car) => !car.car_is_sample && car.car_sellers?.some((seller) => seller.email),
  );
  const sampleCar = swedish.find((car) => car.car_is_sample);
  const ukCar = servedIndex<StockCar>('hedin_uk_vehicles').find(
    (car) => car.autos_on_show && !car.car_is_sample,
  );
  if (!stockCar || !sampleCar || !ukCar) throw new Error('The demo stock lacks the cars these tests need');
  return { stockCar, sampleCar, ukCar };
}

const carPath = (base: string, car: StockCar) => `${base}/${car.car_id}/${car.slug}`;
const SE = { site: 'carstoresesite', list: '/kopa-bil', detail: '/kopa-bil/bil' };
const UK = {
  site: 'hedinautomotiveuksite',
  list: '/buy-car/used-cars/all-used-cars',
  detail: '/buy-car/used-cars/car',
};

async function axeViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).include('main').analyze();
  return violations.map(
    (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
}

test.describe('the car store’s car page (single column)', () => {
  test('opens from the car list in the same page load with the whole car and its structured data, and goes back', async ({
    page,
  }) => {
    await page.goto(siteUrl(SE.site, SE.list));
    // A mark on the list's window: it survives only a client-side navigation, not a page load.
    await page.evaluate(() => Object.assign(window, { carListMark: true }));
    const card = page.locator(`a[href^="${SE.detail}/"]`).first();
    const href = await card.getAttribute('href');
    await card.click();
    // The suite's first car page: a cold server reads the dealer index for it, seconds on a busy machine.
    await expect(page).toHaveURL(siteUrl(SE.site, href ?? ''), { timeout: 20_000 });
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await page.evaluate(() => 'carListMark' in window)).toBe(true);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Översikt' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Kontakta säljaren' })).toBeVisible();
    const data = await page.locator('script[type="application/ld+json"]').allTextContents();
    const car = data.map(
      (text) => JSON.parse(text) as { '@type': string; offers?: { priceCurrency: string } },
    );
    expect(car.find((entry) => entry['@type'] === 'Car')?.offers?.priceCurrency).toBe('SEK');
    await page.getByRole('link', { name: 'Tillbaka' }).click();
    await expect(page).toHaveURL(siteUrl(SE.site, SE.list));
    expect(await page.evaluate(() => 'carListMark' in window)).toBe(true);
  });

  test('opened directly, the back button is a link to the car list', async ({ page }) => {
    const { stockCar } = demoCars();
    await page.goto(siteUrl(SE.site, carPath(SE.detail, stockCar)));
    await expect(page.getByRole('link', { name: 'Tillbaka' })).toHaveAttribute('href', SE.list);
    await page.getByRole('link', { name: 'Tillbaka' }).click();
    await expect(page).toHaveURL(siteUrl(SE.site, SE.list));
  });

  test('an id-only URL answers 302 to the full one; a path without id and an unknown car answer 404', async ({
    page,
    request,
  }) => {
    const { stockCar } = demoCars();
    const host = `${SE.site}.localhost`;
    const idOnly = await fetchAs(request, host, `${SE.detail}/${stockCar.car_id}`);
    expect(idOnly.status()).toBe(302);
    expect(idOnly.headers().location).toBe(carPath(SE.detail, stockCar));
    expect((await fetchAs(request, host, SE.detail)).status()).toBe(404);

    const unknown = await page.goto(siteUrl(SE.site, `${SE.detail}/1/begagnad-kombi-bensin-2020-volvo-v60`));
    expect(unknown?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Bilen finns inte längre' })).toBeVisible();
    await expect(page.getByText('Här är några liknande bilar')).toBeVisible();
    const similar = page.getByRole('region', { name: 'Liknande bilar' }).locator(`a[href^="${SE.detail}/"]`);
    await expect(similar.first()).toBeVisible();
    await expect(page.getByRole('link', { name: 'Visa liknande bilar' })).toHaveAttribute(
      'href',
      `${SE.list}?keyphrase=volvo`,
    );
  });

  test('the gallery opens full screen; Escape closes it and gives focus back', async ({ page }) => {
    const { stockCar } = demoCars();
    await page.goto(siteUrl(SE.site, carPath(SE.detail, stockCar)));
    const open = page.getByRole('button', { name: 'Visa i helskärm' });
    await open.click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(open).toBeFocused();
  });

  test('#contact-testdrive and #contact-quote pre-tick the sample car’s form', async ({ page }) => {
    const { sampleCar } = demoCars();
    await page.goto(siteUrl(SE.site, `${carPath(SE.detail, sampleCar)}#contact-testdrive`));
    await expect(page.getByRole('checkbox', { name: 'Boka provkörning' })).toBeChecked();
    await expect(page.getByRole('checkbox', { name: 'Få ett prisförslag' })).not.toBeChecked();
    await page.getByRole('link', { name: 'Få ett prisförslag' }).first().click();
    await expect(page.getByRole('checkbox', { name: 'Få ett prisförslag' })).toBeChecked();
  });

  test('the contact form sends the lead to the car’s seller; the hub stores it', async ({ page }) => {
    const { stockCar } = demoCars();
    await page.goto(siteUrl(SE.site, carPath(SE.detail, stockCar)));
    const submit = page.getByRole('button', { name: 'Kontakta säljaren' });
    await expect(submit).toBeEnabled();
    await page.getByLabel('Namn').fill('Sven Svensson');
    await page.getByLabel('Telefon').fill('070 123 45 67');
    await page.getByRole('textbox', { name: 'E-post', exact: true }).fill('sven.svensson@example.se');
    const posted = page.waitForRequest((request) => request.url().endsWith('/api/forms/comhub'));
    await submit.click();
    const body = postedBody(await posted);
    await expect(page.getByText('Tack! Vi har fått ditt meddelande.')).toBeVisible();
    expect(body).toMatchObject({
      formName: 'carstoresesiteCarContactForm',
      values: {
        name: 'Sven Svensson',
        car: { id: stockCar.car_id },
        toEmail: stockCar.car_sellers?.[0]?.email,
      },
    });
    await expect.poll(() => storedLead(body.formSubmissionId)).toEqual(body);
  });

  test('when the hub keeps failing, the form tries 3 times and then says so', async ({ page }) => {
    const { stockCar } = demoCars();
    let tries = 0;
    await page.route('**/api/forms/comhub', (route) => {
      tries += 1;
      return route.fulfill({ status: 503, body: '' });
    });
    await page.goto(siteUrl(SE.site, carPath(SE.detail, stockCar)));
    await expect(page.getByRole('button', { name: 'Kontakta säljaren' })).toBeEnabled();
    await page.getByLabel('Namn').fill('Sven Svensson');
    await page.getByLabel('Telefon').fill('070 123 45 67');
    await page.getByRole('textbox', { name: 'E-post', exact: true }).fill('sven.svensson@example.se');
    await page.getByRole('button', { name: 'Kontakta säljaren' }).click();
    await expect(page.getByText('Något gick fel och meddelandet kunde inte skickas.')).toBeVisible();
    expect(tries).toBe(3);
  });

  test('has no axe violations', async ({ page }) => {
    const { stockCar } = demoCars();
    await page.goto(siteUrl(SE.site, carPath(SE.detail, stockCar)));
    await expect(page.getByRole('button', { name: 'Kontakta säljaren' })).toBeEnabled();
    expect(await axeViolations(page)).toEqual([]);
  });

  test('without JavaScript the car, its facts and its contact details are in the page', async ({
    browser,
  }) => {
    const { stockCar } = demoCars();
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(siteUrl(SE.site, carPath(SE.detail, stockCar)));
    await expect(page.getByRole('heading', { level: 1 })).toContainText(stockCar.car_brand);
    await expect(page.getByRole('heading', { name: 'Teknisk data' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Kontakta säljaren' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Liknande bilar' })).toBeVisible();
    await context.close();
  });
});

test.describe('the UK car page (two columns)', () => {
  test('shows the price panel beside the gallery, the car’s 360° view, and no axe violations', async ({
    page,
  }) => {
    const { ukCar } = demoCars();
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(siteUrl(UK.site, carPath(UK.detail, ukCar)));
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toContainText(ukCar.car_model);
    const gallery = await page.getByRole('button', { name: 'View full screen' }).boundingBox();
    const panel = await heading.boundingBox();
    expect(panel && gallery && panel.x > gallery.x + gallery.width).toBe(true);
    await page.getByRole('tab', { name: 'Exterior 360°' }).click();
    await expect(page.getByRole('button', { name: /pause/i })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Contact seller' })).toBeEnabled();
    expect(await axeViolations(page)).toEqual([]);
  });

  test('an unknown car answers 404 in English with a way back to the list', async ({ page }) => {
    const response = await page.goto(siteUrl(UK.site, `${UK.detail}/42/used-suv-petrol-2021-volvo-xc40`));
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'This car is no longer available' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Show similar cars' })).toHaveAttribute(
      'href',
      `${UK.list}?keyphrase=volvo`,
    );
  });
});
