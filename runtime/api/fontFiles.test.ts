import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import fontRoute from '../../pages/api/fonts/[file]';
import { apiRequest, apiResponse, type ApiRequestParts } from '../../tests/fixtures/apiExchange';
import { FONT_FILES_VERSION, SITE_FONT_FILES, fontFileName } from '../theme/fontFaces';
import type { SiteFontKey } from '../theme/fonts';

async function call(parts: ApiRequestParts) {
  const { res, sent } = apiResponse();
  await fontRoute(apiRequest(parts), res);
  return sent;
}

describe('the font files route', () => {
  it('serves each market font’s files from its package, cached for a year', async () => {
    for (const key of Object.keys(SITE_FONT_FILES) as SiteFontKey[]) {
      const packageDir = path.join('node_modules', SITE_FONT_FILES[key].packageName);
      for (const subset of ['latin', 'latin-ext'] as const) {
        const sent = await call({ method: 'GET', query: { file: fontFileName(key, subset) } });
        expect(sent.status).toBe(200);
        expect(sent.headers).toMatchObject({
          'content-type': 'font/woff2',
          'cache-control': 'public, max-age=31536000, immutable',
        });
        expect(sent.body).toEqual(
          readFileSync(path.join(packageDir, `files/${key}-${subset}-wght-normal.woff2`)),
        );
      }
    }
  });

  it('answers HEAD without a body', async () => {
    const sent = await call({ method: 'HEAD', query: { file: fontFileName('figtree', 'latin') } });
    expect(sent.status).toBe(200);
    expect(sent.body).toBeUndefined();
    expect(Number(sent.headers['content-length'])).toBeGreaterThan(10_000);
  });

  it('serves no other file: another version, a path, or no name', async () => {
    for (const file of [
      'figtree-latin-1.0.0.woff2',
      '../../package.json',
      'figtree-latin-wght-normal.woff2',
      ['figtree-latin-5.3.0.woff2', 'x'],
      undefined,
    ]) {
      expect(await call({ method: 'GET', query: { file } })).toMatchObject({
        status: 404,
        body: { error: 'No such font file.' },
      });
    }
  });

  it('refuses other methods', async () => {
    expect(await call({ method: 'POST', query: { file: fontFileName('inter', 'latin') } })).toMatchObject({
      status: 405,
      headers: { allow: 'GET, HEAD' },
    });
  });

  it('names the installed packages’ version in every URL, so a new version is a new URL', () => {
    for (const { packageName } of Object.values(SITE_FONT_FILES)) {
      const manifest = JSON.parse(
        readFileSync(path.join('node_modules', packageName, 'package.json'), 'utf8'),
      ) as {
        version: string;
      };
      expect(manifest.version, packageName).toBe(FONT_FILES_VERSION);
    }
  });
});
