import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { COMPILE_HINT } from '../../scripts/lib/compileHints';
import { expect, test } from './hydratedPage';
import { siteUrl } from './markets';

const uk = (path = '/') => siteUrl('hedinautomotiveuksite', path);
const desktopNav = (page: Page) => page.locator('header nav[aria-label="Menu"]').first();
const hamburger = (page: Page) => page.locator('header button[aria-haspopup="dialog"]');

test.describe('navigation', () => {
  test('desktop bar from 1280px, hamburger below', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(uk('/about-us'));
    await expect(desktopNav(page)).toBeVisible();
    await expect(hamburger(page)).toBeHidden();
    await page.setViewportSize({ width: 1279, height: 900 });
    await expect(hamburger(page)).toBeVisible();
    await expect(desktopNav(page)).toBeHidden();
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false, viewport: { width: 1280, height: 900 } });

    test('the desktop bar shows each item whole: one that does not fit is left out, not cut', async ({
      page,
    }) => {
      // Finland's bar has more items than 1280px holds; nothing measures it without JavaScript.
      await page.goto(siteUrl('hedinautomotivefisite'));
      const list = page.locator('header nav > ul').first();
      const bar = await list.boundingBox();
      if (!bar) throw new Error('no desktop bar');
      const items = await list.locator(':scope > li').evaluateAll((elements) =>
        elements.map((element) => {
          const { left, right, top } = element.getBoundingClientRect();
          return { left, right, top };
        }),
      );
      const shown = items.filter((item) => item.top < bar.y + bar.height);
      expect(shown.length).toBeGreaterThanOrEqual(4);
      for (const item of shown) expect(item.right).toBeLessThanOrEqual(bar.x + bar.width + 0.5);
    });
  });

  test('a dropdown opens on hover and closes about 200ms after the pointer leaves', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(uk('/about-us'));
    const trigger = desktopNav(page).locator('button[aria-haspopup="true"]').first();
    await trigger.hover();
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    const panel = page.locator(`#${await trigger.getAttribute('aria-controls')}`);
    await expect(panel).toBeVisible();
    await page.mouse.move(5, 700);
    await expect(trigger).toHaveAttribute('aria-expanded', 'false', { timeout: 2000 });
  });

  test('a dropdown is operable by keyboard and Escape returns focus', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(uk('/about-us'));
    const trigger = desktopNav(page).locator('button[aria-haspopup="true"]').first();
    await trigger.focus();
    await page.keyboard.press('Enter');
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    const panel = page.locator(`#${await trigger.getAttribute('aria-controls')}`);
    await expect(panel.locator('a').first()).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await expect(trigger).toBeFocused();
  });

  test('the mobile mega menu opens a nested page for an item and goes back', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto(uk('/about-us'));
    await hamburger(page).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    // Items with children are buttons in the list; leaves are links.
    const parent = dialog.locator('ul > li > button').first();
    const parentName = ((await parent.textContent()) ?? '').trim();
    await parent.click();
    await expect(dialog.getByRole('button', { name: 'Back' })).toBeVisible();
    await expect(dialog.getByRole('heading', { name: parentName })).toBeVisible();
    await dialog.getByRole('button', { name: 'Back' }).click();
    await expect(dialog.getByRole('button', { name: 'Back' })).toBeHidden();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
  });

  test('mega menu pages show their items’ images at 480×270', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(uk('/about-us'));
    await hamburger(page).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Buy a car' }).click();
    await dialog.getByRole('button', { name: 'New cars by brand' }).click();
    const image = dialog.getByRole('img', { name: 'BMW on an evening road' });
    await expect(image).toBeVisible();
    await expect(image).toHaveAttribute('width', '480');
    await expect(image).toHaveAttribute('height', '270');
    await expect
      .poll(() => image.evaluate((element: HTMLImageElement) => element.naturalWidth))
      .toBeGreaterThan(0);
  });

  test('the language switcher goes to the same page in the other language', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(siteUrl('hedingroupsite'));
    await page.getByRole('button', { name: 'Language: English' }).click();
    await page.getByRole('link', { name: 'Svenska (Sverige)' }).click();
    await expect(page).toHaveURL(siteUrl('hedingroupsite', '/sv-se'));
    await expect(page.locator('html')).toHaveAttribute('lang', 'sv-SE');
    await page.goto(siteUrl('hedingroupsite', '/about-us'));
    await expect(page.getByRole('button', { name: /^Language/ })).toHaveCount(0);
  });

  test('the home header is transparent at the top and solid after 100px', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(uk('/'));
    const header = page.locator('header[data-sticky]');
    await expect(header).toHaveAttribute('data-sticky', 'transparent');
    await page.evaluate(() => window.scrollTo(0, 99));
    await expect(header).toHaveAttribute('data-sticky', 'transparent');
    await page.evaluate(() => window.scrollTo(0, 160));
    await expect(header).toHaveAttribute('data-sticky', 'solid');
  });
});

test('a closed alert stays closed across a reload, without flashing', async ({ page, context }) => {
  await page.goto(uk('/about-us'));
  const alert = page.locator('[data-alert-type="Neutral"]');
  await expect(alert).toBeVisible();
  await alert.getByRole('button', { name: 'Close' }).click();
  await expect(alert).toBeHidden();
  const cookie = (await context.cookies()).find((candidate) => candidate.name === 'hideAlert');
  expect(cookie?.path).toBe('/');
  expect((cookie?.expires ?? 0) * 1000 - Date.now()).toBeGreaterThan(23 * 3600 * 1000);
  await page.reload();
  const hiddenBeforeScripts = await page.evaluate(() => document.documentElement.dataset.hideAlert);
  expect(hiddenBeforeScripts).toBe('1');
  await expect(page.locator('[data-alert-type="Neutral"]')).toBeHidden();
});

test('the hero search lands on the car list with the keyphrase', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(siteUrl('carstoresesite'));
  const search = page.locator('section[data-variant] [role="search"] input');
  await search.fill('Volvo XC60');
  await search.press('Enter');
  await expect(page).toHaveURL(/\/kopa-bil\?keyphrase=Volvo(\+|%20)XC60$/);
});

for (const viewport of [
  { width: 375, height: 812 },
  { width: 1280, height: 900 },
]) {
  test(`at ${viewport.width}px the hero picture is fetched once, by the head's preload`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await page.goto(siteUrl('carstoresesite'));
    const picture = page.locator('section[data-variant] picture img');
    await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    const fetches = await picture.evaluate((img: HTMLImageElement) => {
      const source = new URL(img.currentSrc).searchParams.get('url');
      return performance
        .getEntriesByType('resource')
        .filter((entry) => new URL(entry.name).searchParams.get('url') === source)
        .map((entry) => ({
          url: entry.name,
          initiator: (entry as PerformanceResourceTiming).initiatorType,
          shown: entry.name === img.currentSrc,
        }));
    });
    // The phone and desktop pictures are different files: only the one the viewport shows is fetched.
    expect(fetches).toEqual([expect.objectContaining({ initiator: 'link', shown: true })]);
  });
}

for (const path of ['/', '/kopa-bil']) {
  test(`${path} fetches its scripts only once its first paint is on screen and its priority pictures are in, then hydrates`, async ({
    page,
  }) => {
    await page.goto(siteUrl('carstoresesite', path));
    const timing = await page.evaluate(() => {
      const chunks = performance
        .getEntriesByType('resource')
        .filter((entry) => /^\/_next\/static\/.+\.js$/.test(new URL(entry.name).pathname));
      const pictures = [...document.querySelectorAll<HTMLImageElement>('img[fetchpriority="high"]')].map(
        (image) => performance.getEntriesByName(image.currentSrc)[0] as PerformanceResourceTiming | undefined,
      );
      return {
        chunks: chunks.length,
        firstChunk: Math.min(...chunks.map((entry) => entry.startTime)),
        firstPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
        pictures: pictures.map((entry) => entry?.responseEnd ?? Number.NaN),
      };
    });
    expect(timing.chunks).toBeGreaterThan(5);
    expect(timing.pictures.length).toBeGreaterThan(0);
    expect(timing.firstChunk).toBeGreaterThanOrEqual(timing.firstPaint);
    for (const pictureLoaded of timing.pictures)
      expect(timing.firstChunk).toBeGreaterThanOrEqual(pictureLoaded);
  });
}

test('every chunk a page loads tells the browser to compile it off the main thread', async ({ page }) => {
  await page.goto(siteUrl('carstoresesite', '/kopa-bil'));
  const firstLines = await page.evaluate(async () => {
    const chunks = performance
      .getEntriesByType('resource')
      .map((entry) => new URL(entry.name).pathname)
      .filter((path) => /^\/_next\/static\/chunks\/.+\.js$/.test(path));
    return Promise.all(
      chunks.map(async (chunk) => ({
        chunk,
        firstLine: (await (await fetch(chunk)).text()).split('\n', 1)[0],
      })),
    );
  });
  expect(firstLines.length).toBeGreaterThan(5);
  for (const { chunk, firstLine } of firstLines) expect(firstLine, chunk).toBe(COMPILE_HINT);
});

// A page's first Intl number or date formatter costs the browser 40–70 ms of locale data (a long task on a
// phone): prices, counts and dates are written from the page's locale formats instead.
for (const [site, path] of [
  ['carstoresesite', '/'],
  ['carstoresesite', '/kopa-bil'],
  ['carstoresesite', '/nyheter/dags-for-vinterdack'],
  ['hedinautomotiveuksite', '/'],
  ['hedinautomotivefisite', '/'],
  ['hedinautomotivesksite', '/'],
  ['carstorenosite', '/'],
] as const) {
  test(`${site} ${path} hydrates without building an Intl number or date formatter`, async ({ page }) => {
    await page.addInitScript(() => {
      const built: string[] = [];
      Object.assign(window, { intlFormattersBuilt: built });
      const counted = <Constructor extends new (...args: never[]) => object>(
        name: string,
        constructor: Constructor,
      ) =>
        new Proxy(constructor, {
          construct(target, args: unknown[], newTarget) {
            built.push(`${name} ${JSON.stringify(args)}`);
            return Reflect.construct(target, args, newTarget);
          },
        });
      Intl.NumberFormat = counted('NumberFormat', Intl.NumberFormat);
      Intl.DateTimeFormat = counted('DateTimeFormat', Intl.DateTimeFormat);
    });
    await page.goto(siteUrl(site, path));
    // Renderings hydrate after the frame, one by one: wait until the cards and dates have (React DOM keys
    // each element it has hydrated with `__reactFiber$…`).
    const unhydrated = () =>
      page.evaluate(() => {
        const formatted = [...document.querySelectorAll('main article, main time')];
        const hydrated = formatted.filter((element) =>
          Object.keys(element).some((key) => key.startsWith('__reactFiber$')),
        );
        return { formatted: formatted.length, unhydrated: formatted.length - hydrated.length };
      });
    await expect.poll(unhydrated).toEqual({ formatted: expect.any(Number), unhydrated: 0 });
    expect((await unhydrated()).formatted).toBeGreaterThan(0);
    expect(await page.evaluate(() => Reflect.get(window, 'intlFormattersBuilt'))).toEqual([]);
  });
}

test('scroll-to-top appears from 528px and takes the visitor back up', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 700 });
  await page.goto(uk('/'));
  const button = page.getByRole('button', { name: 'Back to top' });
  await page.evaluate(() => window.scrollTo(0, 527));
  await expect(button).toHaveCount(0);
  await page.evaluate(() => window.scrollTo(0, 528));
  await expect(button).toBeVisible();
  await button.click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

for (const market of ['carstoresesite', 'hedinautomotiveuksite']) {
  test(`axe finds no accessibility violations on the ${market} home page`, async ({ page }) => {
    await page.goto(siteUrl(market));
    const results = await new AxeBuilder({ page }).analyze();
    expect(
      results.violations.map(
        (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
      ),
    ).toEqual([]);
  });
}
