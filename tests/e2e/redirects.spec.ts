import { expect, test } from './hydratedPage';
import { fetchAs, siteUrl } from './markets';

test.describe('permanent redirects over HTTP', () => {
  test('a legacy UK URL answers 308 with the wildcard filled in, before any page work', async ({
    request,
  }) => {
    const response = await fetchAs(
      request,
      'hedinautomotiveuksite.localhost',
      '/used/BMW/x5-xDrive40d?utm_source=mail',
    );
    expect(response.status()).toBe(308);
    // In canonical (lower) case, so the visitor's next request is the page itself.
    expect(response.headers().location).toBe('/buy-car/used-cars/bmw/x5-xdrive40d?utm_source=mail');
  });

  test('a production host name gets its own market’s table', async ({ request }) => {
    const response = await fetchAs(request, 'hedinautomotive.no', '/biler?brand=bmw&utm_campaign=x');
    expect(response.status()).toBe(308);
    expect(response.headers().location).toBe('/kjop-bil/nye-biler/bmw');
    const unconditional = await fetchAs(request, 'hedinautomotive.no', '/biler?brand=audi');
    expect(unconditional.headers().location).toBe('/kjop-bil');
  });

  test('external destinations go to the allowed careers host', async ({ request }) => {
    const response = await fetchAs(request, 'hedinautomotivesesite.localhost', '/lediga-tjanster/mekaniker');
    expect(response.status()).toBe(308);
    expect(response.headers().location).toBe('https://karriar.hedinmobility.com/jobs/mekaniker');
  });

  test('the main site sends www to the bare host, keeping path and query', async ({ request }) => {
    const response = await fetchAs(request, 'www.hedinmobility.com', '/investors?year=2024');
    expect(response.status()).toBe(308);
    // The site's canonicalBaseUrl, never the host and port the server itself listens on.
    expect(response.headers().location).toBe('https://hedinmobility.com/investors?year=2024');
    const otherMarket = await fetchAs(request, 'www.carstore.se', '/');
    expect(otherMarket.status()).toBe(200);
  });

  test('a current page is served, not redirected', async ({ request }) => {
    expect((await fetchAs(request, 'hedinautomotiveuksite.localhost', '/buy-car/used-cars')).status()).toBe(
      200,
    );
  });

  test('a visitor following a legacy link lands on the new page in one hop', async ({ page }) => {
    const response = await page.goto(siteUrl('carstoresesite', '/butiker/stockholm/kungens-kurva'));
    expect(response?.status()).toBe(200);
    expect(page.url()).toBe(siteUrl('carstoresesite', '/hitta-hit/car-store-stockholm'));
    expect(response?.request().redirectedFrom()?.redirectedFrom()).toBeNull();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
});
