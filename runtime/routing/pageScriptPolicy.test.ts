import { createHash } from 'node:crypto';
import type { BuildManifest } from 'next/dist/server/get-page-files';
import { describe, expect, it } from 'vitest';
import { PAINT_FIRST_LOADER } from '../head/paintFirstScripts';
import { inlineScripts, pageScriptPolicy, turbopackBootstrapScript } from './pageScriptPolicy';

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

const manifest = (turbopack: boolean): BuildManifest => ({
  devFiles: [],
  polyfillFiles: [],
  lowPriorityFiles: [],
  rootMainFiles: [],
  rootMainFilesTree: {},
  pages: { '/_app': [] },
  ...(turbopack
    ? {
        chunkLoadingGlobal: 'TURBOPACK',
        pagesChunkGroupBootstrapParams: {
          '/_app': { otherChunks: ['static/chunks/app.js'], runtimeModuleIds: [1] },
          '/page': { otherChunks: ['static/chunks/page</script>.js'], runtimeModuleIds: [2] },
        },
      }
    : {}),
});

const BODY = [
  '<div id="__next"><script>alert(1)</script><p>text</p></div>',
  '<script src="/_next/static/chunks/a.js" defer=""></script>',
  '<script id="__NEXT_DATA__" type="application/json">{"props":{}}</script>',
  '<script type="application/ld+json">{"@type":"FAQPage"}</script>',
  '<script type="module">import "/x.js"</script>',
].join('');

describe('inlineScripts', () => {
  it('finds the inline scripts a browser would run, not data blocks or scripts loaded from a file', () => {
    expect(inlineScripts(BODY)).toEqual(['alert(1)', 'import "/x.js"']);
    expect(inlineScripts('<SCRIPT TYPE="text/javascript">a()</SCRIPT >')).toEqual(['a()']);
  });
});

describe('turbopackBootstrapScript', () => {
  it('is the bootstrap Next.js inlines for the app and the page, escaped for HTML as Next escapes it', () => {
    const script = turbopackBootstrapScript(manifest(true), '/page');
    expect(script).toBe(
      [
        '(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({"otherChunks":["static/chunks/app.js"],"runtimeModuleIds":[1]});',
        '(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({"otherChunks":["static/chunks/page\\u003c/script\\u003e.js"],"runtimeModuleIds":[2]});',
      ].join('\n'),
    );
    expect(turbopackBootstrapScript(manifest(false), '/page')).toBeUndefined();
  });
});

describe('pageScriptPolicy', () => {
  it("allows the site's script sources and each inline script of the page by its SHA-256, once", () => {
    const html = `${BODY}<script>alert(1)</script>`;
    expect(pageScriptPolicy({ html, buildManifest: manifest(false), __NEXT_DATA__: { page: '/page' } })).toBe(
      [
        'script-src',
        "'self'",
        'https://www.googletagmanager.com',
        sha256(PAINT_FIRST_LOADER),
        "'sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI='",
        "'sha256-ZgW18qg6SfnFrB5iIB79LeGezO9OsNnmT4V5tR3Cb3s='",
      ].join(' '),
    );
  });

  it('adds the Turbopack bootstrap first, then the loader of the chunks', () => {
    const policy = pageScriptPolicy({
      html: '',
      buildManifest: manifest(true),
      __NEXT_DATA__: { page: '/page' },
    });
    expect(policy.split(' ')).toHaveLength(5);
    expect(policy).toMatch(
      /^script-src 'self' https:\/\/www\.googletagmanager\.com 'sha256-[A-Za-z0-9+/]{43}=' 'sha256-[A-Za-z0-9+/]{43}='$/,
    );
    expect(policy.endsWith(sha256(PAINT_FIRST_LOADER))).toBe(true);
  });

  it("lists HubSpot's script hosts only on a page that holds a HubSpot form", () => {
    const policy = (html: string) =>
      pageScriptPolicy({ html, buildManifest: manifest(false), __NEXT_DATA__: { page: '/page' } });
    expect(policy('<div id="f" data-hubspot-form="abc"></div>')).toContain('https://*.hsforms.net');
    expect(policy('<p>No form here</p>')).not.toContain('hsforms');
  });
});
