/**
 * The teaser blocks (issue 16, spec 002 §2 "Site selection", "Teaser blocks") on the pages that show them,
 * in Chromium against the production build: the Swedish and Norwegian dealer groups' workshop sites
 * linking to their dealer pages, the UK home page's chosen cars in the editor's order in a grid of four
 * columns (one on a phone), the car store's newest electric cars in a row of 315 px cards that the
 * keyboard scrolls; every card opening its page; axe on each page. The expected cars and sites are read
 * from the stock and content the build serves.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './hydratedPage';
import { siteUrl } from './markets';
import { servedAppDir, servedIndex } from './servedApp';

interface StockCar {
  car_id: string;
  slug: string;
  car_fuel: string;
  car_publishdate?: string;
}

interface StockSite {
  slug: string;
  site_official_name: string;
  site_phone?: string;
  site_department_types?: string[];
  website_sort_order: number;
}

/** A rendering's fields in the content the build serves. */
function renderingFields(site: string, file: string, uid: string): Record<string, { value: string }> {
  const layout = JSON.parse(
    readFileSync(path.join(servedAppDir, 'sites', site, 'content', file), 'utf8'),
  ) as { sitecore: { route: { placeholders: { main: { uid: string; fields: object }[] } } } };
  const rendering = layout.sitecore.route.placeholders.main.find((candidate) => candidate.uid === uid);
  if (!rendering) throw new Error(`No rendering ${uid} in ${site}/${file}`);
  return rendering.fields as Record<string, { value: string }>;
}

/** The market's sites with a workshop, in the dealer list's order. */
const workshops = (index: string) =>
  servedIndex<StockSite>(index)
    .filter((site) => site.site_department_types?.includes('service'))
    .sort((a, b) => a.website_sort_order - b.website_sort_order);

const block = (page: Page, title: string) => page.getByRole('region', { name: title });
/** The block's cards (a car card holds a list of its own). */
const cards = (section: Locator) => section.locator('ul > li:has(> article)');
const cardLinks = (section: Locator) => cards(section).locator('article :is(h2, h3) a');

async function axeViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).include('main').analyze();
  return violations.map(
    (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
}

/** The distinct left edges of the cards: the number of columns of the grid. */
async function columnCount(section: Locator): Promise<number> {
  const lefts = await cards(section).evaluateAll((items) =>
    items.map((item) => Math.round(item.getBoundingClientRect().left)),
  );
  return new Set(lefts).size;
}

test.describe('site selection', () => {
  test('the Swedish dealer group’s home page shows its first 4 workshops, each opening its dealer page, and a link to all', async ({
    page,
  }) => {
    const expected = workshops('hedin_se_sites').slice(0, 4);
    await page.goto(siteUrl('hedinautomotivesesite', '/'));
    const section = block(page, 'Hitta din närmaste verkstad');
    await expect(cardLinks(section)).toHaveText(expected.map((site) => site.site_official_name));
    for (const [position, site] of expected.entries()) {
      await expect(cardLinks(section).nth(position)).toHaveAttribute('href', `/anlaggningar/${site.slug}`);
      const digits = (site.site_phone ?? '').replace(/[^0-9]/g, '');
      await expect(cards(section).nth(position).locator('a[href^="tel:"]')).toHaveAttribute(
        'href',
        `tel:${digits}`,
      );
    }
    await expect(section.getByRole('link', { name: 'Alla anläggningar' })).toHaveAttribute(
      'href',
      '/anlaggningar',
    );
    expect(await axeViolations(page)).toEqual([]);
  });

  test('the Norwegian dealer group’s service page lists every workshop with its picture and a booking button', async ({
    page,
  }) => {
    const expected = workshops('hedin_no_sites');
    await page.goto(siteUrl('hedinautomotivenosite', '/service-og-verksted'));
    const section = block(page, 'Finn ditt nærmeste verksted');
    await expect(cardLinks(section)).toHaveCount(expected.length);
    await expect(cardLinks(section).last()).toHaveAttribute('href', `/finn-oss/${expected.at(-1)?.slug}`);
    // The pictures load (they are below the fold: lazily, once scrolled to).
    const picture = cards(section).first().locator('img');
    await picture.scrollIntoViewIfNeeded();
    await expect
      .poll(() => picture.evaluate((image: HTMLImageElement) => image.naturalWidth))
      .toBeGreaterThan(0);
    await expect(section.getByRole('link', { name: 'Bestill service' })).toHaveAttribute(
      'href',
      '/service-og-verksted/bestill-service',
    );
    expect(await axeViolations(page)).toEqual([]);
  });
});

test.describe('fixed car teaser', () => {
  const ukCars = () => {
    const ids = renderingFields(
      'hedinautomotiveuksite',
      'en-GB/index.json',
      'hedinautomotiveuksite-home-picks',
    )
      .CarIds?.value.split(/[\s,;]+/)
      .filter(Boolean);
    const stock = new Map(servedIndex<StockCar>('hedin_uk_vehicles').map((car) => [car.car_id, car]));
    return (ids ?? []).flatMap((id) => stock.get(id) ?? []);
  };

  test('the UK home page shows the chosen cars in the given order, four to a row (one on a phone), each opening its car page', async ({
    page,
  }) => {
    const expected = ukCars();
    expect(expected.length).toBeGreaterThanOrEqual(4);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(siteUrl('hedinautomotiveuksite', '/'));
    const section = block(page, 'Hand-picked by our team');
    const links = cardLinks(section);
    await expect(links).toHaveCount(expected.length);
    for (const [position, car] of expected.entries())
      await expect(links.nth(position)).toHaveAttribute(
        'href',
        `/buy-car/used-cars/car/${car.car_id}/${car.slug}`,
      );
    await expect(section.getByText(/^£[\d,]+$/).first()).toBeVisible();
    expect(await columnCount(section)).toBe(4);
    expect(await axeViolations(page)).toEqual([]);
    await page.setViewportSize({ width: 375, height: 800 });
    await expect.poll(() => columnCount(section)).toBe(1);

    await links.first().click();
    await expect(page).toHaveURL(new RegExp(`/buy-car/used-cars/car/${expected[0]?.car_id}/`));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
});

test.describe('query car teaser', () => {
  test('the car store’s home page shows its 8 newest electric cars as 315 px cards in a row the keyboard scrolls', async ({
    page,
  }) => {
    const stock = new Map(servedIndex<StockCar>('carstore_se_vehicles').map((car) => [car.car_id, car]));
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(siteUrl('carstoresesite', '/'));
    const section = block(page, 'Nyinkomna elbilar');
    const links = cardLinks(section);
    await expect(links).toHaveCount(8);
    const shown = (
      await links.evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href') ?? ''))
    ).map((href) => {
      const [, id = '', slug = ''] = /^\/kopa-bil\/bil\/([^/]+)\/([^/]+)$/.exec(href) ?? [];
      const car = stock.get(id);
      expect(car?.slug, href).toBe(slug);
      return car;
    });
    expect(shown.every((car) => car?.car_fuel === 'El')).toBe(true);
    const dates = shown.map((car) => car?.car_publishdate ?? '');
    expect(dates).toEqual([...dates].sort().reverse());

    // The block waits unrendered below the first screen (offscreen.deferred) until the visitor nears it,
    // and Chromium measures its first card 0 wide until the frame that renders it.
    await section.scrollIntoViewIfNeeded();
    await expect
      .poll(() =>
        cards(section).evaluateAll((items) => items.map((item) => item.getBoundingClientRect().width)),
      )
      .toEqual(Array(8).fill(315));

    const row = section.getByRole('group', { name: 'Nyinkomna elbilar' });
    await row.focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => row.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
    await expect(section.getByRole('link', { name: 'Alla elbilar' })).toHaveAttribute(
      'href',
      '/kopa-bil?car_fuel=El',
    );
    expect(await axeViolations(page)).toEqual([]);
  });
});
