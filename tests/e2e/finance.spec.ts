/**
 * The financing panels of the Nordic car pages (issue 15, spec 001 §4 "Loan calculator", "Company
 * leasing calculator", "Financing panels", §6) in Chromium against the production build: what the server
 * sends before any script runs, the loan calculator's period and down payment, the company leasing
 * calculator's mileage, the analytics events, a market that hides residual value and effective rate, and
 * axe on the opened panels. The cars are picked from the stock the build serves.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './hydratedPage';
import { siteUrl } from './markets';
import { servedIndex } from './servedApp';

interface FinancedCar {
  car_id: string;
  slug: string;
  car_loan_option?: { default_monthly_cost_text?: string; contract_durations: unknown[] };
  car_company_leasing_option?: unknown;
}

/** A car of the index with a loan of several lengths and a company lease, and its page path. */
function financedCar(index: string, detailPath: string): { car: FinancedCar; path: string } {
  const car = servedIndex<FinancedCar>(index).find(
    (record) =>
      (record.car_loan_option?.contract_durations.length ?? 0) > 1 && record.car_company_leasing_option,
  );
  if (!car) throw new Error(`${index} has no car with a loan and a company lease`);
  return { car, path: `${detailPath}/${car.car_id}/${car.slug}` };
}

const dataLayerEvents = (page: Page, name: string) =>
  page.evaluate(
    (eventName) =>
      ((window as { dataLayer?: Record<string, unknown>[] }).dataLayer ?? []).filter(
        (entry) => entry.event === eventName,
      ),
    name,
  );

/** A figure of an open panel, by its label (the panels are description lists). */
const figure = (page: Page, panel: string, label: string) =>
  page
    .getByRole('region', { name: new RegExp(panel) })
    .locator('dt', { hasText: new RegExp(`^${label}$`) })
    .locator('xpath=following-sibling::dd[1]');

test.describe('financing panels on a Swedish car store page', () => {
  test('the server sends each offer’s monthly cost before any script runs', async ({ browser }) => {
    const { car, path } = financedCar('carstore_se_vehicles', '/kopa-bil/bil');
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(siteUrl('carstoresesite', path));
    const finance = page.getByRole('region', { name: 'Finansiering' });
    await expect(finance.getByRole('heading', { level: 3, name: /Billån/ })).toContainText(
      car.car_loan_option?.default_monthly_cost_text ?? 'missing',
    );
    await expect(finance.getByRole('heading', { level: 3, name: /Företagsleasing/ })).toBeVisible();
    await context.close();
  });

  test('the loan calculator follows the period and the down payment, and reports a settled change', async ({
    page,
  }) => {
    const { car, path } = financedCar('carstore_se_vehicles', '/kopa-bil/bil');
    await page.goto(siteUrl('carstoresesite', path));
    await page.getByRole('button', { name: /Billån/ }).click();
    await expect
      .poll(() => dataLayerEvents(page, 'financing_panel'))
      .toEqual([{ event: 'financing_panel', action: 'open', finance_type: 'loan', car_id: car.car_id }]);
    const monthly = figure(page, 'Billån', 'Månadskostnad');
    const residual = figure(page, 'Billån', 'Restvärde');
    const before = { monthly: await monthly.textContent(), residual: await residual.textContent() };
    expect(before.monthly).toBe(car.car_loan_option?.default_monthly_cost_text);

    const period = page.getByRole('slider', { name: 'Avtalstid' });
    await period.focus();
    await page.keyboard.press('ArrowLeft');
    await expect(residual).not.toHaveText(before.residual ?? '');
    await expect(monthly).not.toHaveText(before.monthly ?? '');

    const downPayment = page.getByRole('textbox', { name: 'Kontantinsats' });
    await downPayment.fill('99999999');
    await downPayment.press('Enter');
    const maximum = await page.getByRole('slider', { name: 'Kontantinsats' }).getAttribute('aria-valuemax');
    await expect
      .poll(async () => (await downPayment.inputValue()).replace(/\D/g, ''))
      .toBe(maximum ?? 'missing');
    await expect
      .poll(() => dataLayerEvents(page, 'loan_calculator'))
      .toEqual([expect.objectContaining({ car_id: car.car_id, down_payment: Number(maximum) })]);
    expect(
      await new AxeBuilder({ page }).include('[aria-label="Finansiering"], #finance').analyze(),
    ).toHaveProperty('violations', []);
  });

  test('the company leasing calculator resets its choices for another mileage', async ({ page }) => {
    const { path } = financedCar('carstore_se_vehicles', '/kopa-bil/bil');
    await page.goto(siteUrl('carstoresesite', path));
    await page.getByRole('button', { name: /Företagsleasing/ }).click();
    const panel = page.getByRole('region', { name: /Företagsleasing/ });
    const monthly = figure(page, 'Företagsleasing', 'Månadskostnad');
    await panel.getByRole('button', { name: '24 mån' }).click();
    await expect(panel.getByRole('button', { name: '24 mån' })).toHaveAttribute('aria-pressed', 'true');
    const before = await monthly.textContent();
    await panel.getByRole('button', { name: /^2\s500 mil\/år$/ }).click();
    await expect(panel.getByRole('button', { name: /^2\s500 mil\/år$/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(monthly).not.toHaveText(before ?? '');
    await expect(panel.getByRole('button', { name: '36 mån' })).toHaveAttribute('aria-pressed', 'true');
  });
});

test('a market that hides residual value and effective rate shows neither, not even in the small print', async ({
  page,
}) => {
  const { path } = financedCar('hedin_no_vehicles', '/kjop-bil/bruktbil/bil');
  await page.goto(siteUrl('hedinautomotivenosite', path));
  await page.getByRole('link', { name: 'Beregn finansiering' }).click();
  await page.getByRole('button', { name: /Billån/ }).click();
  const panel = page.getByRole('region', { name: /Billån/ });
  await expect(panel.locator('dt', { hasText: 'Månedskostnad' })).toBeVisible();
  await expect(panel.locator('dt', { hasText: 'Restverdi' })).toHaveCount(0);
  await expect(panel.locator('dt', { hasText: 'Effektiv rente' })).toHaveCount(0);
  await expect(panel).not.toContainText('restverdi');
});
