/**
 * The page-editing host in the built site: the Sitecore editor's render request (JSS's chromes mode,
 * through preview mode and the host), and a recorded editing payload opened offline with `?sc_mode=edit`
 * and the secret. The server runs with JSS_EDITING_SECRET (scripts/e2e.ts).
 */
import type { Page } from '@playwright/test';
import { expect, test } from './hydratedPage';
import { editorRenderBody } from '../fixtures/editorRenderRequest';
import { fetchAs, port, siteUrl } from './markets';

const secret = process.env.JSS_EDITING_SECRET ?? '';
const omOss = siteUrl('carstoresesite', '/om-oss');
const chromes = (page: Page) => page.locator('main code[type="text/sitecore"]');
const pageViews = (page: Page) =>
  page.evaluate(
    () =>
      ((window as { dataLayer?: Record<string, unknown>[] }).dataLayer ?? []).filter(
        (entry) => entry.event === 'pageView',
      ).length,
  );

test.describe('a recorded editing payload opened with ?sc_mode=edit', () => {
  test('without the secret answers 401 and opens nothing', async ({ request }) => {
    for (const query of ['?sc_mode=edit', '?sc_mode=edit&secret=guess']) {
      const answer = await fetchAs(request, 'carstoresesite.localhost', `/om-oss${query}`);
      expect(answer.status()).toBe(401);
      expect(answer.headers()['set-cookie']).toBeUndefined();
    }
  });

  test('shows the page as the editor does: chromes, editable fields, empty placeholders, no navigation, no analytics', async ({
    page,
  }) => {
    await page.goto(`${omOss}?sc_mode=edit&secret=${secret}`);
    await expect(page).toHaveURL(omOss);
    await expect(page.locator('[data-page-editing]')).toBeVisible();
    expect(await chromes(page).count()).toBeGreaterThan(10);
    // Every part is rendered for the editor's chromes, the footer below the first screen too.
    expect(
      await page.locator('footer').evaluate((footer) => getComputedStyle(footer).contentVisibility),
    ).toBe('visible');
    await expect(page.locator('main .scWebEditInput').first()).toBeAttached();
    await expect(page.locator('[data-empty-placeholder]')).toHaveCount(2);
    await expect(page.locator('[data-empty-placeholder="column-left"]')).toContainText(
      'Tom platshållare: column-left',
    );
    // Hydrated: a click on a link stays in the editor.
    const link = page.getByRole('main').getByRole('link').first();
    await link.click();
    await expect(page).toHaveURL(omOss);
    expect(await pageViews(page)).toBe(0);
    // A reload stays in editing mode; the page below it is the visitor's.
    await page.reload();
    await expect(page.locator('[data-empty-placeholder]')).toHaveCount(2);
    await page.goto(siteUrl('carstoresesite', '/om-oss/kontakt'));
    await expect(page.locator('[data-page-editing]')).toHaveCount(0);
    await expect(chromes(page)).toHaveCount(0);
    // sc_mode=normal leaves editing.
    await page.goto(`${omOss}?sc_mode=normal`);
    await expect(page).toHaveURL(omOss);
    await expect(page.locator('[data-page-editing]')).toHaveCount(0);
    await expect.poll(() => pageViews(page)).toBe(1);
  });

  test('leaves the page visitors get as it is', async ({ browser }) => {
    const editor = await browser.newPage();
    await editor.goto(`${omOss}?sc_mode=edit&secret=${secret}`);
    await expect(editor.locator('[data-page-editing]')).toBeVisible();
    const visitor = await browser.newPage();
    await visitor.goto(omOss);
    await expect(visitor.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(chromes(visitor)).toHaveCount(0);
    await expect(visitor.locator('[data-page-editing]')).toHaveCount(0);
    await Promise.all([editor.close(), visitor.close()]);
  });
});

test.describe("the Sitecore editor's render request (POST /api/editing/render)", () => {
  const renderUrl = `http://localhost:${port}/api/editing/render`;

  test('answers the page in edit mode as { html }, rendered from the posted payload', async ({ request }) => {
    const answer = await request.post(`${renderUrl}?secret=${secret}`, { data: editorRenderBody() });
    expect(answer.status()).toBe(200);
    const { html } = (await answer.json()) as { html: string };
    expect(html).toContain('chrometype="placeholder"');
    expect(html).toContain('class="scWebEditInput"');
    expect(html).toContain('data-empty-placeholder="column-right"');
    expect(html).toContain('Om Car Store | Car Store</title>');
  });

  test('refuses a missing secret (401) and a body that is not the editor’s (400, with the reason)', async ({
    request,
  }) => {
    expect((await request.post(renderUrl, { data: editorRenderBody() })).status()).toBe(401);
    const bad = await request.post(`${renderUrl}?secret=${secret}`, {
      data: { args: ['/om-oss', '{"sitecore":', '{}'] },
    });
    expect(bad.status()).toBe(400);
    expect(await bad.json()).toMatchObject({ error: 'args[1] (the layout payload) is not valid JSON' });
  });
});
