import { expect, test } from './hydratedPage';
import { configuredMarkets, markets, siteUrl } from './markets';

for (const market of markets) {
  test.describe(market.site, () => {
    test('home page shows the market’s title, language, font and theme colour', async ({ page }) => {
      const fontFiles: string[] = [];
      page.on('response', (answer) => {
        if (answer.url().includes('/api/fonts/')) fontFiles.push(`${answer.status()} ${answer.url()}`);
      });
      const response = await page.goto(siteUrl(market.site));
      expect(response?.status()).toBe(200);
      await expect(page).toHaveTitle(market.homeTitle);
      await expect(page.locator('html')).toHaveAttribute('lang', market.lang);
      const fontFamily = await page.locator('body').evaluate((body) => getComputedStyle(body).fontFamily);
      expect(fontFamily).toMatch(market.font);
      // The text is drawn in the market's font: its Latin-1 file, preloaded and served by the site.
      const loadedFaces = await page.evaluate(async () => {
        await document.fonts.ready;
        return [...document.fonts].filter((face) => face.status === 'loaded').map((face) => face.family);
      });
      expect(loadedFaces.some((family) => market.font.test(family))).toBe(true);
      expect(fontFiles).toContainEqual(
        expect.stringMatching(/^200 .*\/api\/fonts\/\w+-latin-[\d.]+\.woff2$/),
      );
      await page.goto(siteUrl(market.site, market.contentPath));
      const intro = page.locator('main section').first();
      await expect(intro).toHaveCSS('background-color', market.primaryRgb);
      await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', /^#/);
    });

    test.describe('without JavaScript', () => {
      test.use({ javaScriptEnabled: false });

      test('the home page has every section in place: none outlined behind a section error', async ({
        page,
      }) => {
        await page.goto(siteUrl(market.site));
        await expect(page.getByRole('main').getByRole('alert')).toHaveCount(0);
        // React's outlined boundaries: content hidden in <div hidden id="S:n"> until a script moves it in.
        await expect(page.locator('div[hidden][id^="S:"]')).toHaveCount(0);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expect(page.getByRole('contentinfo')).toBeVisible();
      });
    });

    test('content page renders nested placeholders and head tags', async ({ page }) => {
      await page.goto(siteUrl(market.site, market.nestedPath));
      await expect(page.locator('[data-placeholder="column-left"] article')).toBeVisible();
      await expect(page.locator('[data-placeholder="column-right"] article')).toBeVisible();
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
        'href',
        `${market.canonicalBase}${market.nestedPath}`,
      );
      await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', /.+/);
      await expect(page.locator('meta[property="og:site_name"]')).toHaveAttribute('content', /.+/);
      await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.+/);
      const jsonLd = JSON.parse(
        (await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}',
      ) as Record<string, unknown>;
      expect(jsonLd['@type']).toBe('WebSite');
      expect(jsonLd.url).toBe(`${market.canonicalBase}/`);
    });

    test('a missing route answers 404 with the market’s own not-found page', async ({ page }) => {
      const response = await page.goto(siteUrl(market.site, '/no-such-page-here'));
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(market.notFoundHeading);
      await expect(page.locator('html')).toHaveAttribute('lang', market.lang);
      await expect(page.locator('header img')).toBeVisible();
    });

    test('robots.txt and sitemap.xml are per market with lower-case canonical URLs', async ({ page }) => {
      const robots = await page.goto(siteUrl(market.site, '/robots.txt'));
      expect(robots?.status()).toBe(200);
      expect(await robots?.text()).toContain(`Sitemap: ${market.canonicalBase}/sitemap.xml`);
      const sitemap = await page.goto(siteUrl(market.site, '/sitemap.xml'));
      expect(sitemap?.headers()['content-type']).toContain('xml');
      const xml = (await sitemap?.text()) ?? '';
      expect(xml).toContain(`<loc>${market.canonicalBase}${market.nestedPath}</loc>`);
      expect(xml).not.toMatch(/<loc>[^<]*[A-Z][^<]*<\/loc>/);
      expect(xml).not.toContain('_404');
    });
  });
}

test('client-side navigation between routes keeps the market', async ({ page }) => {
  const failedRenderings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && message.text().startsWith('Rendering '))
      failedRenderings.push(message.text());
  });
  await page.goto(siteUrl('carstoresesite'));
  await page.getByRole('link', { name: 'Läs mer om oss' }).click();
  await expect(page).toHaveURL(siteUrl('carstoresesite', '/om-oss'));
  await expect(page).toHaveTitle('Om Car Store | Car Store');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bilhandel utan krångel');
  // The home page's sections are not rendered once more with the next page's data on the way.
  expect(failedRenderings).toEqual([]);
});

test('a bare localhost serves the default market', async ({ page }) => {
  await page.goto(`http://localhost:${process.env.E2E_BASE_PORT ?? '3100'}/`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'sv-SE');
});

test.describe('every configured market', () => {
  for (const site of configuredMarkets()) {
    test(`${site.name} serves its home page in ${site.defaultLanguage} with its title template`, async ({
      page,
    }) => {
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      const response = await page.goto(siteUrl(site.name));
      expect(response?.status()).toBe(200);
      await expect(page.locator('html')).toHaveAttribute('lang', site.defaultLanguage);
      const suffix = site.titleTemplate.split('{title}')[1] ?? '';
      await expect(page).toHaveTitle(new RegExp(`${suffix.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(errors).toEqual([]);
    });
  }
});
