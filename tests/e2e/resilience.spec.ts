import { expect, test } from './hydratedPage';
import { siteUrl } from './markets';

test('a component that throws shows the section error while the rest of the page renders', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  const response = await page.goto(siteUrl('carstoresesite', '/e2e/trasig-sektion'));
  expect(response?.status()).toBe(200);
  // Next.js's route announcer is an alert too: pick the section error by its heading.
  const sectionError = page.getByRole('alert').filter({ hasText: 'Aj då' });
  await expect(sectionError).toHaveCount(1);
  await expect(sectionError.getByRole('heading', { name: 'Aj då' })).toBeVisible();
  await expect(sectionError).toContainText('Prova ladda om sidan');
  await expect(sectionError.getByRole('button', { name: 'Ladda om' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Finansiering som passar dig' })).toBeVisible();
  await expect(page.locator('footer')).toContainText('Car Store Sverige AB');
  expect(errors.filter((message) => message.includes('Hydration'))).toEqual([]);
});

test('the section error’s button reloads the page', async ({ page }) => {
  await page.goto(siteUrl('carstoresesite', '/e2e/trasig-sektion'));
  const navigation = page.waitForEvent('framenavigated');
  await page.getByRole('button', { name: 'Ladda om' }).click();
  await navigation;
  await expect(page.getByRole('alert').filter({ hasText: 'Aj då' })).toHaveCount(1);
});

test('/healthz reports valid configuration and the content source', async ({ page }) => {
  const response = await page.goto(siteUrl('carstoresesite', '/healthz'));
  expect(response?.status()).toBe(200);
  const body = (await response?.json()) as {
    status: string;
    config: { valid: boolean; errors: unknown[] };
    contentSource: string;
    site: string;
  };
  expect(body).toMatchObject({
    status: 'ok',
    config: { valid: true, errors: [] },
    contentSource: 'local',
    site: 'carstoresesite',
  });
});

test('Sitecore paths are not proxied anywhere when no content host is configured', async ({ page }) => {
  const response = await page.goto(siteUrl('carstoresesite', '/sitecore/api/layout/render'));
  expect(response?.status()).toBe(404);
  expect(await response?.text()).toContain('SITECORE_API_HOST');
});
