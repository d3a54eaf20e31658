/**
 * Playwright's `test`, whose `page` resolves `goto` and `reload` once the page has hydrated
 * (`window.next.router.isReady`), not only at `load`. A page runs its scripts after its first paint
 * (runtime/head/paintFirstScripts.tsx), which can come after `load`, and a test driving a control that only
 * JavaScript makes work must not race hydration. Unchanged: a navigation that asks to stop earlier
 * (`waitUntil: 'commit'` or `'domcontentloaded'`, as the tests of what happens before hydration do), an
 * answer that is not a Next.js page (JSON, robots.txt) and a page without JavaScript.
 */
import { test as base, type Page, type Response } from '@playwright/test';

export { expect } from '@playwright/test';

type WaitUntil = NonNullable<Parameters<Page['goto']>[1]>['waitUntil'];

async function untilHydrated(page: Page, waitUntil: WaitUntil): Promise<void> {
  if (waitUntil === 'commit' || waitUntil === 'domcontentloaded') return;
  await page.waitForFunction(
    () =>
      document.getElementById('__NEXT_DATA__') === null ||
      (window as { next?: { router?: { isReady?: boolean } } }).next?.router?.isReady === true,
  );
}

export const test = base.extend({
  page: async ({ page, javaScriptEnabled }, provide) => {
    if (javaScriptEnabled !== false) {
      const goto = page.goto.bind(page);
      const reload = page.reload.bind(page);
      page.goto = async (url, options): Promise<Response | null> => {
        const response = await goto(url, options);
        await untilHydrated(page, options?.waitUntil);
        return response;
      };
      page.reload = async (options): Promise<Response | null> => {
        const response = await reload(options);
        await untilHydrated(page, options?.waitUntil);
        return response;
      };
    }
    await provide(page);
  },
});
