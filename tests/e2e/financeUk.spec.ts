/**
 * The UK car page's PCP calculator (issue 15, spec 001 §4 "Finance calculator (UK)", §7, §8) in Chromium
 * against the production build and its embedded finance service: the first quote is in the server's HTML
 * (no JavaScript needed), a committed deposit change solves a new monthly payment and a committed payment
 * change a new deposit, the quote's terms open in a dialog, and the section has no axe violations. Then,
 * with the finance service unreachable (one more server of the same build whose FINANCE_API_URL points at
 * a closed loopback port), the page still answers 200 and the finance section shows the spec's text.
 */
import net from 'node:net';
import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './hydratedPage';
import { port as suitePort, siteUrl } from './markets';
import { servedIndex } from './servedApp';
import { startServedAppServer } from './servedAppServer';

const UK_SITE = 'hedinautomotiveuksite';
const UK_CAR_DETAIL = '/buy-car/used-cars/car';
const UNAVAILABLE =
  "Sorry, but it looks like we can't get a quote for you right now. Please contact our team for more information about finance offers on this vehicle.";

interface StockCar {
  car_id: string;
  slug: string;
  car_price: number;
  car_is_used: boolean;
  car_is_sample: boolean;
}

/** A used UK car in the middle of the financed prices, from the stock the e2e build serves. */
function ukCarPath(): string {
  const car = servedIndex<StockCar>('hedin_uk_vehicles').find(
    (record) =>
      record.car_is_used && !record.car_is_sample && record.car_price > 12_000 && record.car_price < 30_000,
  );
  if (!car) throw new Error('The UK demo stock has no used car priced £12,000–£30,000');
  return `${UK_CAR_DETAIL}/${car.car_id}/${car.slug}`;
}

/** Pounds in a text like `£1,300` or `£158.49 per month`. */
const pounds = (text: string | null) => Number((text ?? '').replace(/[^0-9.]/g, '').replace(/\.$/, ''));
const valueText = async (slider: Locator) => pounds(await slider.getAttribute('aria-valuetext'));

async function commitKey(page: Page, slider: Locator, key: string) {
  const answered = page.waitForResponse((response) => response.url().endsWith('/api/codeweaver/cfd'));
  await slider.focus();
  await slider.press(key);
  const response = await answered;
  expect(response.status()).toBe(200);
  return response.request().postDataJSON() as { VehicleRequests: { Parameters: Record<string, unknown> }[] };
}

test('a UK car’s PCP quote: deposit → payment, payment → deposit, terms on demand, no axe violations', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await page.goto(siteUrl(UK_SITE, ukCarPath()));
  const finance = page.locator('section#finance');
  await expect(finance.getByRole('heading', { level: 2, name: 'Finance' })).toBeVisible();
  await expect(finance.getByRole('heading', { level: 3, name: 'Personal Contract Purchase' })).toBeVisible();
  const payment = finance.getByTestId('finance-monthly-payment');
  await expect(payment).toHaveText(/^£[\d,]+\.\d\d per month$/);
  const deposit = finance.getByRole('slider', { name: 'Deposit' });
  const monthly = finance.getByRole('slider', { name: 'Monthly payment' });

  const firstPayment = pounds(await payment.textContent());
  const firstDeposit = await valueText(deposit);
  const byDeposit = await commitKey(page, deposit, 'PageUp');
  expect(byDeposit.VehicleRequests[0]?.Parameters).toMatchObject({
    CalculationType: 'ToRegularPayment',
    CashDeposit: firstDeposit + 100,
  });
  await expect.poll(async () => pounds(await payment.textContent())).toBeLessThan(firstPayment);
  expect(await valueText(deposit)).toBe(firstDeposit + 100);

  const secondPayment = pounds(await payment.textContent());
  const byPayment = await commitKey(page, monthly, 'PageDown');
  expect(byPayment.VehicleRequests[0]?.Parameters).toMatchObject({ CalculationType: 'ToCashDeposit' });
  await expect.poll(() => valueText(deposit)).toBeGreaterThan(firstDeposit + 100);
  expect(Math.abs(pounds(await payment.textContent()) - (secondPayment - 10))).toBeLessThan(1);

  await finance.getByRole('button', { name: 'Terms and conditions' }).click();
  const dialog = page.getByRole('dialog', { name: /^Terms and conditions of quote Q\d{6}-[0-9A-F]{12}$/ });
  await expect(dialog.getByText(/^Representative example: cash price £/)).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();

  const { violations } = await new AxeBuilder({ page }).include('section#finance').analyze();
  expect(violations.map((violation) => violation.id)).toEqual([]);
});

test('the first quote is in the server’s HTML, readable without JavaScript', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(siteUrl(UK_SITE, ukCarPath()));
  await expect(page.locator('section#finance').getByTestId('finance-monthly-payment')).toHaveText(
    /per month$/,
  );
  await expect(page.locator('section#finance').getByText('Quote reference')).toBeVisible();
  await context.close();
});

/** A loopback port nothing listens on: taken from the system, then let go. */
async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

test('with the finance service unreachable the car page answers 200 and shows the spec’s text', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const server = await startServedAppServer(request, {
    port: Number(suitePort) + 8,
    env: { FINANCE_API_URL: `http://127.0.0.1:${await closedPort()}/api/codeweaver` },
  });
  try {
    const response = await page.goto(server.siteUrl(UK_SITE, ukCarPath()));
    expect(response?.status()).toBe(200);
    const finance = page.locator('section#finance');
    await expect(finance.getByText(UNAVAILABLE, { exact: true })).toBeVisible();
    await expect(finance.getByRole('slider')).toHaveCount(0);
  } finally {
    await server.stop();
  }
});
