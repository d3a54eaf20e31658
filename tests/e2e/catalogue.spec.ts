/**
 * The component catalogue in the built site, a production server (scripts/e2e.ts), so with the editing
 * secret. It doubles as a visual test: each component's page is loaded once, every example screenshotted
 * into test-results/catalogue/ (to look at, not compared with anything) and the page axe-checked. The
 * theme switcher is followed through every market on one example, without JavaScript. Without the
 * secret the catalogue is the market's 404.
 */
import AxeBuilder from '@axe-core/playwright';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './hydratedPage';
import { componentSlug, exampleAnchor } from '../../runtime/catalogue/catalogueSlugs';
import { fetchAs, siteUrl } from './markets';

const secret = process.env.JSS_EDITING_SECRET ?? '';
const SHOTS = path.join('test-results', 'catalogue');
/** A catalogue page on a market's host (any host serves it), with the secret; no slug: the overview. */
const catalogue = (slug?: string) =>
  siteUrl('carstoresesite', `/_catalogue${slug ? `/${slug}` : ''}?secret=${encodeURIComponent(secret)}`);

/** The served app's components: the project's and the end-to-end fixtures scripts/e2e.ts copies in. */
const componentDirs = ['components', 'tests/e2e/fixtures/components'].flatMap((dir) =>
  readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(path.join(dir, entry.name, 'catalogue.json')))
    .map((entry) => ({ name: entry.name, dir: path.join(dir, entry.name) })),
);

const exampleNames = (dir: string) =>
  (
    JSON.parse(readFileSync(path.join(dir, 'catalogue.json'), 'utf8')) as { examples: { name: string }[] }
  ).examples.map((example) => example.name);

/** Every picture of the example loaded (lazy ones too), so the screenshot shows what a visitor sees. */
const picturesLoaded = (frame: Locator) =>
  frame.evaluate((element) =>
    Promise.all(
      [...element.querySelectorAll('img')].map((image) => {
        image.loading = 'eager';
        return image.decode().catch(() => undefined);
      }),
    ),
  );

/**
 * Axe's findings on the page. A page shows one navigation bar or alert bar; the catalogue shows a
 * component's examples side by side, so with several of them their landmarks repeat by design and
 * `landmark-unique` is left out there.
 */
async function violations(page: Page, examples: number): Promise<string[]> {
  const axe = new AxeBuilder({ page });
  if (examples > 1) axe.disableRules(['landmark-unique']);
  return (await axe.analyze()).violations.map(
    (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
}

test.use({ viewport: { width: 1280, height: 900 }, reducedMotion: 'reduce' });

test('without the editing secret there is no catalogue: the market’s 404', async ({ request }) => {
  for (const address of ['/_catalogue', '/_catalogue/faq', '/_catalogue/faq?secret=guess']) {
    expect((await fetchAs(request, 'carstoresesite.localhost', address)).status(), address).toBe(404);
  }
});

test('the overview lists every component, each linking to its page', async ({ page }) => {
  await page.goto(catalogue());
  const cards = page.getByRole('main').getByRole('heading', { level: 2 }).getByRole('link');
  await expect(cards).toHaveCount(componentDirs.length);
  expect(await violations(page, 0)).toEqual([]);
});

for (const { name, dir } of componentDirs) {
  test(`${name}: every example renders; screenshots and axe`, async ({ page }) => {
    // The car list's page is large (48 cards, the filter panel): axe alone took 35 s on a loaded 2-core machine.
    test.setTimeout(120_000);
    const slug = componentSlug(name);
    const names = exampleNames(dir);
    await page.goto(catalogue(slug));
    // By its tag: a modal example (the disclaimer) hides the rest of the page from the accessibility tree.
    await expect(page.locator('main h1').first()).toHaveText(name);
    const frames = page.locator('[data-catalogue-example]');
    await expect(frames).toHaveCount(names.length);
    // The fixtures fail on purpose: their example is the section error. No other example may show it.
    const sectionErrors = name.startsWith('Failing') ? names.length : 0;
    await expect(page.locator('[data-catalogue-example] [data-section-error]')).toHaveCount(sectionErrors);
    for (const [index, example] of names.entries()) {
      const frame = frames.nth(index);
      await frame.scrollIntoViewIfNeeded();
      await picturesLoaded(frame);
      await frame.screenshot({ path: path.join(SHOTS, `${slug}--${exampleAnchor(example)}.png`) });
    }
    // A modal (the disclaimer) is drawn over the page, outside its example's frame.
    const dialog = page.getByRole('dialog').or(page.getByRole('alertdialog')).first();
    if (await dialog.isVisible()) await page.screenshot({ path: path.join(SHOTS, `${slug}--dialog.png`) });
    expect(await violations(page, names.length)).toEqual([]);
  });
}

interface MarketTheme {
  name: string;
  font: string;
  theme: { palette: { primary: { main: string } } };
}

const rgb = (hex: string) => {
  const [r, g, b] = [1, 3, 5].map((start) => Number.parseInt(hex.slice(start, start + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
};

test('the theme switcher draws an example in each market’s theme, without JavaScript', async ({
  browser,
}) => {
  const markets = readdirSync('sites').map(
    (site) => JSON.parse(readFileSync(path.join('sites', site, 'site.json'), 'utf8')) as MarketTheme,
  );
  const context = await browser.newContext({
    javaScriptEnabled: false,
    viewport: { width: 1280, height: 900 },
  });
  const page = await context.newPage();
  await page.goto(catalogue('page-intro'));
  const intro = page.locator('[data-catalogue-example] section').first();
  for (const market of markets) {
    await page
      .getByRole('navigation', { name: 'Theme' })
      .getByRole('link', { name: market.name, exact: true })
      .click();
    await expect(page).toHaveURL(new RegExp(`/_catalogue/page-intro\\?theme=${market.name}&`));
    await expect(page.getByRole('link', { name: market.name, exact: true })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await expect(intro).toHaveCSS('background-color', rgb(market.theme.palette.primary.main));
    await expect(intro.getByRole('heading', { level: 1 })).toHaveCSS(
      'font-family',
      new RegExp(market.font, 'i'),
    );
    await intro.screenshot({ path: path.join(SHOTS, `theme--${market.name}.png`) });
  }
  await context.close();
});
