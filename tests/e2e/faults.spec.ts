import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './hydratedPage';
import { fetchAs } from './markets';

/**
 * What `next start` does when a page's content cannot be fetched, shown with the suite's server and its
 * local content source: the test makes a route file unreadable in the built copy (.e2e/app), which is
 * what a failing content source looks like to getStaticProps, and puts it back afterwards.
 * - A render whose loader failed is cached for the short retry interval (s-maxage=10, not 60).
 * - When revalidating such a page fails, Next.js keeps serving its last good render.
 * - A page never rendered before answers the market's 503 page with Retry-After.
 */

const contentDir = path.join(
  process.cwd(),
  '.e2e',
  'app',
  'sites',
  'carstoresesite',
  'content',
  'sv-SE',
  'e2e',
);
const UNREADABLE = '{ "sitecore": ';

const fetchPage = (request: APIRequestContext, pagePath: string) =>
  fetchAs(request, 'carstoresesite.localhost', pagePath);

test('a degraded render is cached 10 s, and the last good render is served while its content cannot be fetched', async ({
  request,
}) => {
  test.setTimeout(60_000);
  const page = '/e2e/senaste-goda';
  const file = path.join(contentDir, 'senaste-goda.json');
  const cacheState = async () => {
    const response = await fetchPage(request, page);
    expect(response.status()).toBe(200);
    expect(await response.text()).toContain('Senaste goda versionen');
    return response.headers()['x-nextjs-cache'];
  };

  const first = await fetchPage(request, page);
  expect(first.status()).toBe(200);
  expect(first.headers()['cache-control']).toMatch(/s-maxage=10\b/);
  // The build's render may already be stale: wait for the revalidation it triggers to settle.
  await expect.poll(cacheState, { timeout: 20_000 }).toBe('HIT');

  const good = readFileSync(file, 'utf8');
  writeFileSync(file, UNREADABLE);
  try {
    // Once stale, the old render is served while a revalidation runs, and fails, in the background …
    await expect.poll(cacheState, { timeout: 20_000 }).toBe('STALE');
    // … after which Next.js keeps that render as the page: still 200 with its content.
    await expect.poll(cacheState, { timeout: 20_000 }).toBe('HIT');
  } finally {
    writeFileSync(file, good);
  }
});

test('a page never rendered whose content cannot be fetched answers the market’s 503 page with Retry-After', async ({
  request,
}) => {
  const file = path.join(contentDir, 'aldrig-renderad.json');
  writeFileSync(file, UNREADABLE);
  try {
    const response = await fetchPage(request, '/e2e/aldrig-renderad');
    expect(response.status()).toBe(503);
    expect(Number(response.headers()['retry-after'])).toBeGreaterThan(0);
    expect(response.headers()['cache-control']).toContain('no-store');
    const html = await response.text();
    expect(html).toContain('<html lang="sv-SE"');
    expect(html).toContain('Något gick fel');
    expect(html).toContain('Försök igen om en stund');
  } finally {
    rmSync(file, { force: true });
  }
});
