import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from './hydratedPage';
import { firstCarPagePath } from '../../scripts/bench/lib/carPagePath';
import { decodeCharacterReferences } from '../../scripts/lib/characterReferences';
import { configuredMarkets, fetchAs, port, siteUrl } from './markets';
import { servedAppDir } from './servedApp';

/**
 * Security headers and canonical URLs (issue 12 items 3–6) against the production server: every market's
 * home, car list and a story page load with the content security policy on, run their scripts (the page
 * hydrates) and report no violation; pages and API routes carry the headers; non-canonical paths and www
 * redirect before any rendering, never naming the server's own host and port.
 */

/** A request with a market's Host header, without following redirects. */
/** The market's content route holding a story (a StoryDetail rendering), if it has one. */
function storyPath(site: string, language: string): string | undefined {
  const root = path.join(process.cwd(), 'sites', site, 'content', language);
  const files = readdirSync(root, { recursive: true, encoding: 'utf8' }).filter((file) =>
    file.endsWith('.json'),
  );
  const story = files
    .sort()
    .find((file) => readFileSync(path.join(root, file), 'utf8').includes('"StoryDetail"'));
  return story && `/${story.replace(/\\/g, '/').replace(/(\/index)?\.json$/, '')}`;
}

/** Home, car list, the first demo car and a story page of every market. */
const marketPages = configuredMarkets().map(({ name, defaultLanguage }) => {
  const config = JSON.parse(readFileSync(path.join(process.cwd(), 'sites', name, 'site.json'), 'utf8')) as {
    paths: { carList: string; carDetail: string };
    searchIndexes: { vehicles: string };
  };
  const story = storyPath(name, defaultLanguage);
  return {
    site: name,
    pagePaths: async () => [
      '/',
      config.paths.carList,
      await firstCarPagePath(config, servedAppDir),
      ...(story ? [story] : []),
    ],
  };
});

/**
 * Collects what the browser reports of the content security policy: refusals and violation events. The
 * machine has no network, so requests to other hosts (GTM) are aborted at once rather than left hanging;
 * the policy decides before a request leaves the page, so a blocked one is still reported.
 */
async function watchContentSecurityPolicy(page: Page): Promise<string[]> {
  const reports: string[] = [];
  await page.route(
    (url) => !url.hostname.endsWith('localhost') && url.hostname !== '127.0.0.1',
    (route) => route.abort(),
  );
  page.on('console', (message) => {
    if (/content.security.policy/i.test(message.text())) reports.push(`${page.url()}: ${message.text()}`);
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(`Content Security Policy violation: ${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  return reports;
}

/** Opens a page and waits until it has hydrated (its scripts ran) and stopped loading. */
async function openHydrated(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await page.waitForFunction(
    () => (window as { next?: { router?: { isReady?: boolean } } }).next?.router?.isReady === true,
  );
  await page.waitForLoadState('networkidle');
}

test.describe('content security policy in Chromium', () => {
  for (const { site, pagePaths } of marketPages) {
    test(`${site}: home, car list, a car and a story page run their scripts with no violation`, async ({
      page,
    }) => {
      const reports = await watchContentSecurityPolicy(page);
      for (const pagePath of await pagePaths()) await openHydrated(page, siteUrl(site, pagePath));
      expect(reports).toEqual([]);
    });
  }

  test('a page rendered again with a failing section runs the scripts that reveal its sections', async ({
    page,
  }) => {
    const reports = await watchContentSecurityPolicy(page);
    await openHydrated(page, siteUrl('carstoresesite', '/e2e/trasig-sektion'));
    expect(reports).toEqual([]);
  });

  test('the YouTube player may be framed', async ({ page }) => {
    const reports = await watchContentSecurityPolicy(page);
    await openHydrated(page, siteUrl('carstoresesite', '/inspiration'));
    // The page opens with its price disclaimer.
    await page.getByRole('button', { name: 'Jag förstår' }).click();
    await page.getByRole('button', { name: 'Spela upp video' }).first().click();
    await expect(page.locator('iframe[src^="https://www.youtube-nocookie.com/"]')).toHaveCount(1);
    expect(reports).toEqual([]);
  });
});

test.describe('security headers', () => {
  test('a page carries the policy, its script hashes and the other headers', async ({ request }) => {
    const response = await fetchAs(request, 'carstoresesite.localhost', '/om-oss');
    expect(response.status()).toBe(200);
    const headers = response.headers();
    expect(headers['content-security-policy']).toContain("default-src 'self'");
    expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(headers['x-frame-options']).toBe('DENY');
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['permissions-policy']).toContain('camera=()');
    expect(headers['strict-transport-security']).toBe('max-age=31536000');
    expect(headers['x-middleware-rewrite']).toBeUndefined();
    expect(decodeCharacterReferences(await response.text())).toMatch(
      /<meta http-equiv="Content-Security-Policy" content="script-src 'self' https:\/\/www\.googletagmanager\.com 'sha256-[A-Za-z0-9+/]{43}='/,
    );
  });

  test('an API route carries a policy that loads nothing', async ({ request }) => {
    const response = await request.post(`http://127.0.0.1:${port}/api/search`, {
      data: { index: 'carstore_se_vehicles', limit: 1 },
    });
    expect(response.status()).toBe(200);
    expect(response.headers()['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(response.headers()['x-content-type-options']).toBe('nosniff');
  });

  test('an API route answers a deeply nested body and a large limit with 400', async ({ request }) => {
    const deep = await request.post(`http://127.0.0.1:${port}/api/search`, {
      headers: { 'content-type': 'application/json' },
      data: `${'['.repeat(5000)}${']'.repeat(5000)}`,
    });
    expect(deep.status()).toBe(400);
    const large = await request.post(`http://127.0.0.1:${port}/api/search`, {
      data: { index: 'carstore_se_vehicles', limit: 1000 },
    });
    expect(await large.json()).toEqual({
      error: '/limit: at most 100 records per request (ask for further pages with offset)',
    });
  });
});

test.describe('canonical URLs', () => {
  test('every capitalisation of a path redirects to the lower-case path, query kept, before rendering', async ({
    request,
  }) => {
    for (const variant of ['/KOPA-BIL', '/Kopa-Bil']) {
      const response = await fetchAs(
        request,
        'carstoresesite.localhost',
        `${variant}?car_brand=Volvo&page=1`,
      );
      expect(response.status()).toBe(308);
      expect(response.headers().location).toBe('/kopa-bil?car_brand=Volvo&page=1');
      expect(response.headers()['x-nextjs-cache']).toBeUndefined();
    }
    expect((await fetchAs(request, 'carstoresesite.localhost', '/kopa-bil')).status()).toBe(200);
  });

  test('Next.js itself sends trailing and repeated slashes to the path without them', async ({ request }) => {
    for (const [variant, canonical] of [
      ['/kopa-bil/', '/kopa-bil'],
      ['//kopa-bil', '/kopa-bil'],
      ['/om-oss//kontakt', '/om-oss/kontakt'],
      ['/Kopa-Bil/', '/Kopa-Bil'],
    ] as const) {
      const response = await fetchAs(request, 'carstoresesite.localhost', variant);
      expect(response.status(), variant).toBe(308);
      expect(response.headers().location, variant).toBe(canonical);
    }
  });

  test('www goes to the canonical origin, not to the port the server listens on, behind TLS too', async ({
    request,
  }) => {
    const response = await fetchAs(request, 'www.hedinmobility.com', '/About-Us?x=1', {
      'x-forwarded-proto': 'https',
      'x-forwarded-port': '443',
    });
    expect(response.status()).toBe(308);
    expect(response.headers().location).toBe('https://hedinmobility.com/about-us?x=1');
  });
});
