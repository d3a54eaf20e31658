/**
 * `npm run screenshots -- <base-port> [path ...]`: full-page PNGs of every demo market at the device
 * widths people use (375, 768, 1280, 1920) into test-results/screenshots/, for looking at what we build.
 * Needs a running server (npm start, or the e2e build).
 */
import { mkdirSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { loadSiteConfigs } from '../runtime/config/loadSiteConfigs';
import { CHROMIUM_ARGS, findChromium } from './ensureChromium';

const WIDTHS = [375, 768, 1280, 1920];
const [port = '3000', ...paths] = process.argv.slice(2);
const outDir = 'test-results/screenshots';
mkdirSync(outDir, { recursive: true });

const browser = await chromium.launch({
  executablePath: findChromium(),
  args: CHROMIUM_ARGS,
});
try {
  for (const site of loadSiteConfigs()) {
    for (const path of paths.length > 0 ? paths : ['/']) {
      for (const width of WIDTHS) {
        const page = await browser.newPage({ viewport: { width, height: 900 } });
        const response = await page.goto(`http://${site.name}.localhost:${port}${path}`, {
          waitUntil: 'networkidle',
        });
        const file = `${outDir}/${site.name}${path.replace(/\//g, '_') || '_'}-${width}.png`;
        await page.screenshot({ path: file, fullPage: true });
        console.log(`${response?.status()} ${file}`);
        await page.close();
      }
    }
  }
} finally {
  await browser.close();
}
