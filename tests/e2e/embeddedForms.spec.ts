/**
 * The embedded third-party forms in Chromium against the production build: a JotformEmbed without a form
 * id says 'Missing FormId' (and an unconfigured HubSpotForm shows nothing in production); the Swedish car
 * store's test-drive page draws its Jotform form on the server, and a submission in the browser is stored
 * by the embedded Jotform service (data/jotform/submissions.sqlite of the served app) and shown back.
 * axe finds nothing on either page, before or after the submission.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './hydratedPage';
import { siteUrl } from './markets';
import { servedAppDir } from './servedApp';

const SUBMISSIONS_FILE = path.join(servedAppDir, 'data', 'jotform', 'submissions.sqlite');

/** The answers the embedded service stored under a submission id, by question id. */
function storedAnswers(id: string): Record<string, { answer: string }> | undefined {
  if (!existsSync(SUBMISSIONS_FILE)) return undefined;
  const database = new DatabaseSync(SUBMISSIONS_FILE, { readOnly: true });
  try {
    const row = database.prepare('SELECT answers FROM submissions WHERE id = ?').get(id);
    return row ? (JSON.parse(String(row.answers)) as Record<string, { answer: string }>) : undefined;
  } finally {
    database.close();
  }
}

async function axeViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).include('main').analyze();
  return violations.map(
    (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
}

test('a Jotform embed without a form id says Missing FormId; an unconfigured HubSpot form shows nothing', async ({
  page,
}) => {
  await page.goto(siteUrl('carstoresesite', '/e2e/formular-utan-id'));
  await expect(page.getByText('Missing FormId', { exact: true })).toBeVisible();
  await expect(page.locator('[data-hubspot-form]')).toHaveCount(0);
  await expect(page.getByText('HubSpotForm:')).toHaveCount(0);
  expect(await axeViolations(page)).toEqual([]);
});

test('a Jotform submission in the browser is stored and its answers shown back', async ({ page }) => {
  await page.goto(siteUrl('carstoresesite', '/boka-provkorning'));
  const form = page.getByRole('form', { name: 'Din provkörning' });
  await expect(form.getByRole('button', { name: 'Skicka' })).toBeEnabled();
  expect(await axeViolations(page)).toEqual([]);

  await form.getByRole('button', { name: 'Skicka' }).click();
  await expect(form.getByText('Ange ditt telefonnummer')).toBeVisible();

  await form.getByLabel('Namn').fill('Anna Andersson');
  await form.getByRole('textbox', { name: 'E-post' }).fill('anna.andersson@example.se');
  await form.getByLabel('Telefon').fill('070 123 45 67');
  await form.getByLabel('Vilken bil vill du provköra?').fill('Volvo XC60 Recharge');
  await form.getByLabel('Önskat datum').fill('2030-05-04');
  const answered = page.waitForResponse((response) => response.url().endsWith('/api/jotform'));
  await form.getByRole('button', { name: 'Skicka' }).click();
  const response = await answered;
  expect(response.status()).toBe(200);
  const [submission] = ((await response.json()) as { content: { id: string }[] }).content;

  const status = page.getByRole('status').filter({ hasText: 'Tack! Vi har tagit emot dina uppgifter' });
  await expect(status).toBeVisible();
  await expect(status.getByText('Volvo XC60 Recharge')).toBeVisible();
  expect(storedAnswers(submission?.id ?? '')).toMatchObject({
    '3': { answer: 'Anna Andersson' },
    '6': { answer: 'Volvo XC60 Recharge' },
    '7': { answer: '2030-05-04' },
  });
  expect(await axeViolations(page)).toEqual([]);
});

test('the UK test-drive page shows its form in English', async ({ page }) => {
  await page.goto(siteUrl('hedinautomotiveuksite', '/buy-car/brands/mercedes-benz-cars/test-drive'));
  const form = page.getByRole('form', { name: 'Your test drive' });
  await expect(form.getByLabel('Car you would like to drive')).toBeVisible();
  await expect(form.getByRole('button', { name: 'Send' })).toBeEnabled();
  expect(await axeViolations(page)).toEqual([]);
});
