/**
 * The car list page (spec 001 §2 "Car list page", §4 compare and slider debounce, §5 ranges, §8 error
 * texts, §9 limits) in both of its demo markets: the server-rendered first page, filters, typed ranges and
 * the price slider, keyphrase splitting, sort, load more, the URL with back and forward, compare across a
 * reload, error and empty texts, and the filter drawer. Expected counts and prices are computed from the
 * demo stock the app serves, texts from the markets' dictionaries.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './hydratedPage';
import { port, siteUrl } from './markets';
import { servedIndex } from './servedApp';

interface StockCar {
  car_id: string;
  car_brand: string;
  car_body: string;
  car_price: number;
  car_mileage: number;
  car_version: string;
}

const carLists = [
  {
    site: 'carstoresesite',
    language: 'sv-SE',
    currency: 'SEK',
    path: '/kopa-bil',
    make: 'Volvo',
    /** Two words that are facet values (make and body) and one that is not. */
    search: { make: 'Volvo', body: 'Kombi', typed: 'Volvo kombi', rest: 'Recharge' },
    price: { min: 100_000, max: 300_000, typedMin: '1x00 000 kr', typedMax: 'till 300000' },
  },
  {
    site: 'hedinautomotiveuksite',
    language: 'en-GB',
    currency: 'GBP',
    path: '/buy-car/used-cars/all-used-cars',
    make: 'Ford',
    search: { make: 'Volkswagen', body: 'Estate', typed: 'Volkswagen estate', rest: '4Motion' },
    price: { min: 10_000, max: 20_000, typedMin: '£10,000', typedMax: 'to 20k000' },
  },
] as const;

type CarListMarket = (typeof carLists)[number];

/** The demo stock the app under test serves for a market. */
function stock(market: CarListMarket): StockCar[] {
  const config = JSON.parse(
    readFileSync(path.join(process.cwd(), 'sites', market.site, 'site.json'), 'utf8'),
  ) as {
    searchIndexes: { vehicles: string };
  };
  return servedIndex<StockCar>(config.searchIndexes.vehicles);
}

const dictionaries = new Map<string, Record<string, string>>();
/** A market's dictionary text with its `{{name}}` values filled in. */
function text(market: CarListMarket, key: string, values: Record<string, string | number> = {}): string {
  let dictionary = dictionaries.get(market.site);
  if (!dictionary) {
    const file = path.join(process.cwd(), 'sites', market.site, 'dictionary', `${market.language}.json`);
    dictionary = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
    dictionaries.set(market.site, dictionary);
  }
  const template = dictionary[key];
  if (template === undefined) throw new Error(`${market.site} has no text for ${key}`);
  return template.replace(/\{\{(\w+)\}\}/g, (_match, name: string) => String(values[name]));
}

const number = (market: CarListMarket, value: number) => new Intl.NumberFormat(market.language).format(value);
/** The result count in the plural form the market's language gives the total (`carListCount_few` …). */
const countText = (market: CarListMarket, total: number) =>
  text(market, `carListCount_${new Intl.PluralRules(market.language).select(total)}`, {
    count: number(market, total),
  });
/** Non-breaking spaces (the locales' digit groups; `&nbsp;` in HTML) as plain spaces. */
const spaced = (html: string) => html.replace(/&nbsp;|\u00a0/g, ' ');
const listUrl = (market: CarListMarket, query = '') => siteUrl(market.site, `${market.path}${query}`);
/** The URL exactly, so a parameter that should be left out fails the test. */
const urlOf = (market: CarListMarket, query = '') =>
  new RegExp(`^${listUrl(market, query).replace(/[.?+()|[\]\\^$*{}]/g, '\\$&')}$`);

/** The results grid: the list that is marked busy while a new search loads. */
const grid = (page: Page) => page.locator('ul[aria-busy]');
const cards = (page: Page) => grid(page).getByRole('article');
const status = (page: Page) => page.getByRole('main').getByRole('status');
const stickyPanel = (page: Page, market: CarListMarket) =>
  page.getByRole('complementary', { name: text(market, 'carListFilterHeading') });
const makeBox = (scope: Page | Locator, make: string) =>
  scope.getByRole('checkbox', { name: new RegExp(`^${make} \\(\\d+\\)$`) });
const chip = (page: Page, market: CarListMarket, label: string) =>
  page.getByRole('button', { name: text(market, 'carListRemoveFilter', { label }), exact: true });
const loadMore = (page: Page, market: CarListMarket) =>
  page.getByRole('button', { name: text(market, 'carListLoadMore') });
const sortBox = (page: Page, market: CarListMarket) =>
  page.getByRole('combobox', { name: text(market, 'carListSort') });

/** The shown price of every card (its CarPrice's first amount; a campaign price is the car's price). */
async function shownPrices(page: Page): Promise<number[]> {
  const amounts = await cards(page)
    .locator('[data-size] > p:first-child > span:first-child')
    .allTextContents();
  return amounts.map((amount) => Number(amount.replace(/\D/g, '')));
}

/** The first card's link: it names the car by its id. */
const firstCarHref = (page: Page) => cards(page).first().getByRole('link').getAttribute('href');

/**
 * The car list has hydrated (it marks its section `data-hydrated`). Every rendering sits in its own Activity
 * boundary, which React hydrates after the page's root, so Next's hydration mark comes too early: the
 * list's state is not live until its own rendering has hydrated.
 */
const hydrated = (page: Page) => page.locator('section[data-hydrated]').waitFor({ state: 'attached' });

async function openList(page: Page, market: CarListMarket, query = '') {
  await page.goto(listUrl(market, query));
  await hydrated(page);
}

for (const market of carLists) {
  test.describe(`car list on ${market.site}`, () => {
    test.use({ viewport: { width: 1280, height: 900 } });

    test('the first page and the total are in the server HTML; hydrating fetches nothing', async ({
      page,
    }) => {
      const total = stock(market).length;
      // Node does not resolve *.localhost as Chromium does: ask the loopback address for the market's host.
      const response = await page.request.get(`http://127.0.0.1:${port}${market.path}`, {
        headers: { host: `${market.site}.localhost:${port}` },
      });
      expect(response.ok()).toBe(true);
      const html = spaced(await response.text());
      // The count is the text of the list's status element, whose other attributes may come in any order.
      const listStart = html.indexOf(`>${spaced(countText(market, total))}<`);
      expect(html.slice(html.lastIndexOf('<', listStart), listStart)).toContain('role="status"');
      const listEnd = html.indexOf(
        spaced(text(market, 'carListShowing', { shown: 48, total: number(market, total) })),
        listStart,
      );
      expect(listStart).toBeGreaterThan(0);
      expect(listEnd).toBeGreaterThan(listStart);
      expect(html.slice(listStart, listEnd).match(/<article[\s>]/g)).toHaveLength(48);

      const searches: { offset?: number; limit?: number }[] = [];
      page.on('request', (request) => {
        if (request.url().endsWith('/api/search'))
          searches.push(request.postDataJSON() as { offset?: number; limit?: number });
      });
      await openList(page, market);
      await expect(cards(page)).toHaveCount(48);
      await expect(status(page)).toHaveText(countText(market, total));
      // The first search the browser makes is the second page's: page one came with the HTML.
      await loadMore(page, market).click();
      await expect(cards(page)).toHaveCount(96);
      expect(searches).toEqual([expect.objectContaining({ offset: 48, limit: 48 })]);
    });

    test('ticking a make filters in place, resets the page, and its chip removes it', async ({ page }) => {
      const total = stock(market).length;
      const ofMake = stock(market).filter((car) => car.car_brand === market.make).length;
      await openList(page, market);
      await page.evaluate(() => Object.assign(window, { sameDocument: true }));
      await loadMore(page, market).click();
      await expect(page).toHaveURL(urlOf(market, '?page=1'));
      await expect(cards(page)).toHaveCount(96);

      await makeBox(stickyPanel(page, market), market.make).check();
      await expect(page).toHaveURL(urlOf(market, `?car_brand=${market.make}`));
      await expect(status(page)).toHaveText(countText(market, ofMake));
      await expect(cards(page)).toHaveCount(48);
      await expect(grid(page)).toHaveAttribute('aria-busy', 'false');
      for (const heading of await cards(page).getByRole('link').allTextContents())
        expect(heading.startsWith(`${market.make} `)).toBe(true);
      expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);

      await chip(page, market, market.make).click();
      await expect(page).toHaveURL(urlOf(market));
      await expect(status(page)).toHaveText(countText(market, total));
      await expect(makeBox(stickyPanel(page, market), market.make)).not.toBeChecked();
      await expect(chip(page, market, market.make)).toHaveCount(0);
      expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
    });

    test('typed price bounds (digits only) filter the list; a price bound alone applies nothing', async ({
      page,
    }) => {
      const { min, max } = market.price;
      const prices = stock(market).map((car) => car.car_price);
      const inRange = prices.filter((price) => price >= min && price <= max).length;
      const priceLabel = text(market, 'carListFacet.car_price');
      const panel = stickyPanel(page, market);
      const input = (bound: 'carListRangeMin' | 'carListRangeMax') =>
        panel.getByRole('textbox', { name: `${priceLabel}, ${text(market, bound)}` });
      const money = (amount: number) =>
        new Intl.NumberFormat(market.language, {
          style: 'currency',
          currency: market.currency,
          maximumFractionDigits: 0,
        }).format(amount);

      await openList(page, market);
      await panel.getByRole('button', { name: priceLabel, exact: true }).click();
      await expect(input('carListRangeMax')).toHaveValue(String(Math.max(...prices)));
      await input('carListRangeMin').fill('');
      await input('carListRangeMin').pressSequentially(market.price.typedMin);
      await expect(input('carListRangeMin')).toHaveValue(String(min));
      // Leaving the input commits it (with the other bound at the extent); Enter commits too.
      await input('carListRangeMax').fill('');
      await input('carListRangeMax').pressSequentially(market.price.typedMax);
      await expect(input('carListRangeMax')).toHaveValue(String(max));
      await input('carListRangeMax').press('Enter');
      await expect(page).toHaveURL(urlOf(market, `?car_price=${min}..${max}`));
      await expect(status(page)).toHaveText(countText(market, inRange));
      await expect(chip(page, market, `${priceLabel}: ${money(min)} – ${money(max)}`)).toBeVisible();
      await expect(grid(page)).toHaveAttribute('aria-busy', 'false');
      await expect(cards(page)).toHaveCount(48);
      for (const price of await shownPrices(page)) {
        expect(price).toBeGreaterThanOrEqual(min);
        expect(price).toBeLessThanOrEqual(max);
      }

      // Only one bound of a price range: no price filter at all, and the inputs show the extent again.
      await input('carListRangeMax').fill('');
      await input('carListRangeMax').press('Enter');
      await expect(page).toHaveURL(urlOf(market));
      await expect(status(page)).toHaveText(countText(market, prices.length));
      await expect(input('carListRangeMin')).toHaveValue(String(Math.min(...prices)));
      await expect(input('carListRangeMax')).toHaveValue(String(Math.max(...prices)));
    });

    test('the price slider applies its moves together, 1500 ms after the last one', async ({ page }) => {
      const prices = stock(market).map((car) => car.car_price);
      const [lowest, highest] = [Math.min(...prices), Math.max(...prices)];
      // Two steps of a hundredth of the extent each.
      const min = Math.round(lowest + (2 * (highest - lowest)) / 100);
      const priceLabel = text(market, 'carListFacet.car_price');
      const panel = stickyPanel(page, market);
      await openList(page, market);
      await panel.getByRole('button', { name: priceLabel, exact: true }).click();
      // The page's own clock: when the last key went down, and when each URL was pushed.
      await page.evaluate(() => {
        const times = { key: 0, pushes: [] as number[] };
        Object.assign(window, { sliderTimes: times });
        window.addEventListener('keydown', () => (times.key = performance.now()), true);
        const pushState = history.pushState.bind(history);
        history.pushState = (...args: Parameters<History['pushState']>) => {
          times.pushes.push(performance.now());
          pushState(...args);
        };
      });
      const thumb = panel.getByRole('slider', { name: `${priceLabel}, ${text(market, 'carListRangeMin')}` });
      await thumb.focus();
      await thumb.press('ArrowRight');
      await thumb.press('ArrowRight');
      await expect(page).toHaveURL(urlOf(market, `?car_price=${min}..${highest}`));
      const times = await page.evaluate(
        () => (window as unknown as { sliderTimes: { key: number; pushes: number[] } }).sliderTimes,
      );
      expect(times.pushes).toHaveLength(1);
      expect((times.pushes[0] ?? 0) - times.key).toBeGreaterThanOrEqual(1500);
      await expect(status(page)).toHaveText(
        countText(market, prices.filter((price) => price >= min && price <= highest).length),
      );
    });

    test('a shared URL with one price bound ignores it, while one mileage bound applies', async ({
      page,
    }) => {
      const lowMileage = stock(market).filter((car) => car.car_mileage <= 5000).length;
      await openList(page, market, '?car_price=100000..&car_mileage=..5000');
      await expect(status(page)).toHaveText(countText(market, lowMileage));
      const mileageLabel = text(market, 'carListFacet.car_mileage');
      const priceLabel = text(market, 'carListFacet.car_price');
      const selected = page.getByRole('list', { name: text(market, 'carListSelectedFilters') });
      await expect(selected.getByRole('button', { name: new RegExp(mileageLabel) })).toHaveCount(1);
      await expect(selected.getByRole('button', { name: new RegExp(priceLabel) })).toHaveCount(0);
    });

    test('words of the search box that are facet values become filters; the rest stays a keyphrase', async ({
      page,
    }) => {
      const { make, body, rest } = market.search;
      const matching = stock(market).filter((car) => car.car_brand === make && car.car_body === body);
      const searchBox = page.getByRole('searchbox', { name: text(market, 'carListSearchLabel') });
      const submit = page.getByRole('button', { name: text(market, 'carListSearchSubmit'), exact: true });
      await openList(page, market);
      await searchBox.fill(market.search.typed);
      await submit.click();
      await expect(page).toHaveURL(urlOf(market, `?car_brand=${make}&car_body=${body}`));
      await expect(status(page)).toHaveText(countText(market, matching.length));
      await expect(chip(page, market, make)).toBeVisible();
      await expect(chip(page, market, body)).toBeVisible();
      await expect(searchBox).toHaveValue('');

      await searchBox.fill(rest);
      await searchBox.press('Enter');
      await expect(page).toHaveURL(urlOf(market, `?keyphrase=${rest}&car_brand=${make}&car_body=${body}`));
      const withWord = matching.filter((car) => car.car_version.toLowerCase().includes(rest.toLowerCase()));
      await expect(status(page)).toHaveText(countText(market, withWord.length));
      await expect(
        chip(page, market, text(market, 'carListKeyphraseChip', { keyphrase: rest })),
      ).toBeVisible();
      await expect(searchBox).toHaveValue(rest);
    });

    test('lowest price first sorts ascending with sortName in the URL; the default sort is left out', async ({
      page,
    }) => {
      const lowest = stock(market)
        .map((car) => car.car_price)
        .sort((a, b) => a - b)
        .slice(0, 48);
      await openList(page, market);
      await sortBox(page, market).selectOption('car_price_asc');
      await expect(page).toHaveURL(urlOf(market, '?sortName=car_price_asc'));
      await expect(grid(page)).toHaveAttribute('aria-busy', 'false');
      await expect.poll(() => shownPrices(page)).toEqual(lowest);

      await sortBox(page, market).selectOption('car_publishdate_desc');
      await expect(page).toHaveURL(urlOf(market));
      await expect(grid(page)).toHaveAttribute('aria-busy', 'false');
      await expect.poll(async () => (await shownPrices(page)).slice(0, 5)).not.toEqual(lowest.slice(0, 5));
    });

    test('load more shows 96 cars with their progress and page=1, also after a reload', async ({ page }) => {
      const total = number(market, stock(market).length);
      await openList(page, market);
      await expect(page.getByText(text(market, 'carListShowing', { shown: 48, total }))).toBeVisible();
      await loadMore(page, market).click();
      await expect(cards(page)).toHaveCount(96);
      const progress = text(market, 'carListShowing', { shown: 96, total });
      await expect(page.getByText(progress)).toBeVisible();
      await expect(page.getByRole('progressbar', { name: progress })).toBeVisible();
      await expect(page).toHaveURL(urlOf(market, '?page=1'));
      // Reading goes on at the first new car.
      await expect(cards(page).nth(48).getByRole('link')).toBeFocused();

      await page.reload();
      await hydrated(page);
      await expect(cards(page)).toHaveCount(96);
      await expect(page.getByText(progress)).toBeVisible();
    });

    test('back and forward walk through filter and sort; a shared URL shows the same list', async ({
      page,
      browser,
    }) => {
      const ofMake = stock(market).filter((car) => car.car_brand === market.make);
      const cheapest = Math.min(...ofMake.map((car) => car.car_price));
      const total = stock(market).length;
      await openList(page, market);
      const unfilteredFirst = await firstCarHref(page);

      await makeBox(stickyPanel(page, market), market.make).check();
      await expect(page).toHaveURL(urlOf(market, `?car_brand=${market.make}`));
      await expect(status(page)).toHaveText(countText(market, ofMake.length));
      await expect(grid(page)).toHaveAttribute('aria-busy', 'false');
      const filteredFirst = await firstCarHref(page);

      await sortBox(page, market).selectOption('car_price_asc');
      const sortedQuery = `?car_brand=${market.make}&sortName=car_price_asc`;
      await expect(page).toHaveURL(urlOf(market, sortedQuery));
      await expect(grid(page)).toHaveAttribute('aria-busy', 'false');
      await expect.poll(async () => (await shownPrices(page))[0]).toBe(cheapest);
      const sortedFirst = await firstCarHref(page);

      // Straight back, without waiting for the router to settle: back must win over the list's own push.
      await page.goBack();
      await expect(page).toHaveURL(urlOf(market, `?car_brand=${market.make}`));
      await expect(sortBox(page, market)).toHaveValue('car_publishdate_desc');
      await expect(cards(page).first().getByRole('link')).toHaveAttribute('href', filteredFirst ?? '');
      await expect(status(page)).toHaveText(countText(market, ofMake.length));

      await page.goBack();
      await expect(page).toHaveURL(urlOf(market));
      await expect(makeBox(stickyPanel(page, market), market.make)).not.toBeChecked();
      await expect(cards(page).first().getByRole('link')).toHaveAttribute('href', unfilteredFirst ?? '');
      await expect(status(page)).toHaveText(countText(market, total));

      await page.goForward();
      await expect(page).toHaveURL(urlOf(market, `?car_brand=${market.make}`));
      await expect(makeBox(stickyPanel(page, market), market.make)).toBeChecked();
      await expect(cards(page).first().getByRole('link')).toHaveAttribute('href', filteredFirst ?? '');
      await expect(status(page)).toHaveText(countText(market, ofMake.length));

      await page.goForward();
      await expect(page).toHaveURL(urlOf(market, sortedQuery));
      await expect(sortBox(page, market)).toHaveValue('car_price_asc');
      await expect(cards(page).first().getByRole('link')).toHaveAttribute('href', sortedFirst ?? '');

      const elsewhere = await browser.newContext({ viewport: { width: 1280, height: 900 } });
      const shared = await elsewhere.newPage();
      await openList(shared, market, sortedQuery);
      await expect(cards(shared).first().getByRole('link')).toHaveAttribute('href', sortedFirst ?? '');
      await expect(status(shared)).toHaveText(countText(market, ofMake.length));
      await expect(sortBox(shared, market)).toHaveValue('car_price_asc');
      await elsewhere.close();
    });

    test('the compare list survives a reload; the modal removes and clears', async ({ page }) => {
      const compareBar = page.getByRole('region', { name: text(market, 'compareBarLabel') });
      const toggle = (index: number) =>
        cards(page)
          .nth(index)
          .getByRole('button', { name: new RegExp(`^${text(market, 'compareToggle')} `) });
      await openList(page, market);
      const names = await Promise.all(
        [0, 1].map(async (index) =>
          ((await cards(page).nth(index).getByRole('link').textContent()) ?? '').replace(/\s+/g, ' ').trim(),
        ),
      );
      await toggle(0).click();
      await toggle(1).click();
      await expect(toggle(0)).toHaveAttribute('aria-pressed', 'true');
      await expect(compareBar).toContainText(text(market, 'compareBarCount', { count: 2, max: 4 }));

      await page.reload();
      await hydrated(page);
      await expect(compareBar).toContainText(text(market, 'compareBarCount', { count: 2, max: 4 }));
      await expect(toggle(0)).toHaveAttribute('aria-pressed', 'true');
      await expect(toggle(1)).toHaveAttribute('aria-pressed', 'true');
      await expect(toggle(2)).toHaveAttribute('aria-pressed', 'false');

      await compareBar.getByRole('button', { name: text(market, 'compareOpen', { count: 2 }) }).click();
      const modal = page.getByRole('dialog', { name: text(market, 'compareTitle') });
      await expect(modal).toBeVisible();
      // The page behind keeps its scrollbar's room while it cannot scroll, so it does not move sideways.
      const scrollbarGutter = () =>
        page.evaluate(() => getComputedStyle(document.documentElement).scrollbarGutter);
      expect(await scrollbarGutter()).toBe('stable');
      // One column per car, each with its picture, name and a remove button named after the car.
      const columns = modal.getByRole('columnheader');
      const remove = (name: string) => ({ name: text(market, 'compareRemove', { name }) });
      await expect(columns).toHaveCount(2);
      await expect(columns.nth(0).getByRole('button', remove(names[0] ?? ''))).toBeVisible();
      await expect(columns.nth(1).getByRole('button', remove(names[1] ?? ''))).toBeVisible();

      await columns
        .nth(0)
        .getByRole('button', remove(names[0] ?? ''))
        .click();
      await expect(columns).toHaveCount(1);
      await expect(columns.first().getByRole('button', remove(names[1] ?? ''))).toBeVisible();
      await modal.getByRole('button', { name: text(market, 'compareClear'), exact: true }).click();
      await expect(modal).toBeHidden();
      expect(await scrollbarGutter()).toBe('auto');
      await expect(compareBar).toHaveCount(0);
      await expect(toggle(1)).toHaveAttribute('aria-pressed', 'false');
      expect(await page.evaluate(() => window.sessionStorage.getItem('compareCars'))).toBe('[]');
    });

    test('page 20, a search without results and a failing search service show their texts', async ({
      page,
    }) => {
      await openList(page, market, '?page=20');
      await expect(page.getByRole('main').getByRole('alert')).toHaveText(text(market, 'carListError'));
      await expect(cards(page)).toHaveCount(0);

      await openList(page, market, '?keyphrase=zzzzqqq');
      await expect(page.getByText(text(market, 'noSearchResults'))).toBeVisible();
      await expect(status(page)).toHaveText(countText(market, 0));
      await expect(cards(page)).toHaveCount(0);

      await openList(page, market);
      await page.route('**/api/search', (route) =>
        route.fulfill({
          status: 502,
          contentType: 'application/json',
          body: JSON.stringify({ error: 'The search service failed.' }),
        }),
      );
      await makeBox(stickyPanel(page, market), market.make).check();
      await expect(page.getByRole('main').getByRole('alert')).toHaveText(text(market, 'carListError'));
      await expect(cards(page)).toHaveCount(0);
      // The facets stay, so the visitor can change the filters once the service is back.
      await page.unroute('**/api/search');
      await makeBox(stickyPanel(page, market), market.make).uncheck();
      await expect(status(page)).toHaveText(countText(market, stock(market).length));
      await expect(cards(page)).toHaveCount(48);
    });
  });
}

test.describe('the filter panel as a drawer or beside the list', () => {
  const market = carLists[0];

  test('below 1024px the filter button opens a drawer with the facets', async ({ page }) => {
    const ofMake = stock(market).filter((car) => car.car_brand === market.make).length;
    await page.setViewportSize({ width: 375, height: 800 });
    await openList(page, market);
    await expect(stickyPanel(page, market)).toBeHidden();
    const filterButton = page.getByRole('button', { name: text(market, 'carListFilterButton'), exact: true });
    await filterButton.click();
    const drawer = page.getByRole('dialog', { name: text(market, 'carListFilterHeading') });
    await expect(drawer).toBeVisible();
    await expect(drawer.getByRole('button', { name: text(market, 'carListFacet.car_brand') })).toBeVisible();
    await makeBox(drawer, market.make).check();
    await expect(page).toHaveURL(urlOf(market, `?car_brand=${market.make}`));
    const showCars = drawer.getByRole('button', {
      name: text(market, 'carListShowResults', { count: number(market, ofMake) }),
    });
    await showCars.click();
    await expect(drawer).toBeHidden();
    await expect(status(page)).toHaveText(countText(market, ofMake));
    await expect(
      page.getByRole('button', { name: `${text(market, 'carListFilterButton')} (1)`, exact: true }),
    ).toBeVisible();
  });

  test('from 1024px the choice of sticky panel or drawer is remembered across a reload', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await openList(page, market);
    const filterButton = page.getByRole('button', { name: text(market, 'carListFilterButton'), exact: true });
    await expect(stickyPanel(page, market)).toBeVisible();
    await expect(filterButton).toBeHidden();

    await page.getByRole('button', { name: text(market, 'carListUnpinFilters') }).click();
    await expect(stickyPanel(page, market)).toHaveCount(0);
    await expect(filterButton).toBeVisible();
    expect(await page.evaluate(() => window.sessionStorage.getItem('filterType'))).toBe('toggle');

    await page.reload();
    await hydrated(page);
    await expect(stickyPanel(page, market)).toHaveCount(0);
    await expect(filterButton).toBeVisible();
    await filterButton.click();
    const drawer = page.getByRole('dialog', { name: text(market, 'carListFilterHeading') });
    await expect(drawer).toBeVisible();
    await drawer.getByRole('button', { name: text(market, 'carListFilterClose') }).click();
    await expect(drawer).toBeHidden();

    await page.getByRole('button', { name: text(market, 'carListPinFilters') }).click();
    await expect(stickyPanel(page, market)).toBeVisible();
    await page.reload();
    await hydrated(page);
    await expect(stickyPanel(page, market)).toBeVisible();
    await expect(filterButton).toBeHidden();
    expect(await page.evaluate(() => window.sessionStorage.getItem('filterType'))).toBe('sticky');
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 1280, height: 900 } });

  test('the server-rendered list is in place, with no section error', async ({ page }) => {
    const market = carLists[0];
    await page.goto(listUrl(market));
    await expect(page.getByRole('main').getByRole('alert')).toHaveCount(0);
    await expect(cards(page)).toHaveCount(48);
  });

  test('the sort is a form: choosing one and submitting goes to the list with that sort', async ({
    page,
  }) => {
    const market = carLists[0];
    await page.goto(listUrl(market));
    await sortBox(page, market).selectOption('car_price_asc');
    await page.getByRole('button', { name: text(market, 'carListSort'), exact: true }).click();
    await expect(page).toHaveURL(/[?&]sortName=car_price_asc(&|$)/);
    expect(new URL(page.url()).pathname).toBe(market.path);
  });
});

test.describe('cards off screen', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('are rendered as the visitor reaches them, and the list is as long before as after', async ({
    page,
  }) => {
    const market = carLists[0];
    await openList(page, market);
    const last = cards(page).last();
    const rendered = () => last.evaluate((card) => card.checkVisibility({ contentVisibilityAuto: true }));
    // Far below the first screen the last card is not rendered yet, but a screen reader already has it.
    expect(await rendered()).toBe(false);
    await expect(last.getByRole('link')).toHaveAttribute('href', /\/bil\/\d+\//);
    const listLength = () => grid(page).evaluate((list) => list.getBoundingClientRect().height);
    const estimatedLength = await listLength();
    await last.scrollIntoViewIfNeeded();
    await expect.poll(rendered).toBe(true);
    await expect
      .poll(() => last.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);
    // Every card rendered: the height the unrendered ones took was within 2% of the list's real length.
    await page.addStyleTag({ content: 'ul[aria-busy] > li { content-visibility: visible !important; }' });
    await expect
      .poll(async () => Math.abs((await listLength()) - estimatedLength) / estimatedLength)
      .toBeLessThan(0.02);
  });
});

test.describe('before hydration', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('a sort chosen before the list hydrates is applied once it has', async ({ page }) => {
    const market = carLists[0];
    const cheapest = Math.min(...stock(market).map((car) => car.car_price));
    // The page's scripts wait until the choice is made, so it surely comes before hydration.
    let releaseScripts = () => {};
    const scriptsHeld = new Promise<void>((resolve) => (releaseScripts = resolve));
    await page.route('**/_next/static/**/*.js', async (route) => {
      await scriptsHeld;
      await route.continue();
    });
    // Not `domcontentloaded`: that waits for the page's deferred scripts, which are held.
    await page.goto(listUrl(market), { waitUntil: 'commit' });
    await sortBox(page, market).selectOption('car_price_asc');
    expect(await page.locator('section[data-hydrated]').count()).toBe(0);
    releaseScripts();
    await hydrated(page);
    await expect(page).toHaveURL(urlOf(market, '?sortName=car_price_asc'));
    await expect(sortBox(page, market)).toHaveValue('car_price_asc');
    await expect(grid(page)).toHaveAttribute('aria-busy', 'false');
    await expect.poll(async () => (await shownPrices(page))[0]).toBe(cheapest);
  });
});
