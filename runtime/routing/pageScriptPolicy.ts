/**
 * The content security policy a page carries in a `<meta>` of its own: its inline scripts by hash. The
 * header policy (securityHeaders.ts) is fixed at build and cannot know them, and a nonce would need every
 * statically generated page to pass the proxy. A page's inline scripts are known when `_document` renders
 * it: the bootstrap Next.js's Turbopack build puts before the page's chunks, the loader that runs them
 * after the first paint (head/paintFirstScripts.tsx), and whatever the page's body
 * holds (the alert bar's cookie check before first paint, React's scripts that reveal streamed sections).
 * The hashes are of exactly that text, so a browser runs these scripts and no other inline one.
 * `__NEXT_DATA__` and JSON-LD are data (`type="application/json"`, `…ld+json`) and never run. HubSpot's
 * script hosts are listed only when the page holds a HubSpot form (HUBSPOT_FORM_MARKER).
 */
import { createHash } from 'node:crypto';
import { type BuildManifest, getTurbopackChunkGroupBootstrap } from 'next/dist/server/get-page-files';
import { htmlEscapeJsonString } from 'next/dist/shared/lib/htmlescape';
import { PAINT_FIRST_LOADER } from '../head/paintFirstScripts';
import { HUBSPOT_FORM_MARKER, HUBSPOT_SCRIPT_SOURCES, pageScriptSources } from './securityHeaders';

const SCRIPT_ELEMENT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const EXECUTABLE_TYPES: ReadonlySet<string> = new Set([
  '',
  'text/javascript',
  'application/javascript',
  'module',
]);

/** The text of each inline script of an HTML fragment that a browser would run. */
export function inlineScripts(html: string): string[] {
  const scripts: string[] = [];
  for (const [, rawAttributes = '', text = ''] of html.matchAll(SCRIPT_ELEMENT)) {
    const attributes = ` ${rawAttributes}`;
    if (/\ssrc\s*=/i.test(attributes)) continue;
    const type = /\stype\s*=\s*["']?([^"'\s>]*)/i.exec(attributes)?.[1]?.toLowerCase() ?? '';
    if (EXECUTABLE_TYPES.has(type)) scripts.push(text);
  }
  return scripts;
}

/** The inline bootstrap Next.js renders before a page's chunks (Turbopack production builds only). */
export function turbopackBootstrapScript(buildManifest: BuildManifest, page: string): string | undefined {
  const { pagesChunkGroupBootstrapParams: params, chunkLoadingGlobal } = buildManifest;
  if (!params || !chunkLoadingGlobal) return undefined;
  // The same functions and arguments as next/dist/pages/_document.js, so the text hashed is the text sent.
  const bootstrap = getTurbopackChunkGroupBootstrap(params, chunkLoadingGlobal, ['/_app', page]);
  return bootstrap === undefined ? undefined : htmlEscapeJsonString(bootstrap);
}

const sha256Source = (text: string) =>
  `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/** What `_document` knows of the page it renders. */
export interface RenderedDocument {
  /** The page's body markup. */
  html: string;
  buildManifest: BuildManifest;
  __NEXT_DATA__: { page: string };
}

/**
 * The page's script policy: the site's script sources (with the maps provider's when a key is configured,
 * HubSpot's on a page with a HubSpot form) and the hash of each inline script it carries.
 */
export function pageScriptPolicy({ html, buildManifest, __NEXT_DATA__ }: RenderedDocument): string {
  const bootstrap = turbopackBootstrapScript(buildManifest, __NEXT_DATA__.page);
  const scripts = [
    ...(bootstrap === undefined ? [] : [bootstrap]),
    PAINT_FIRST_LOADER,
    ...inlineScripts(html),
  ];
  const hosts = html.includes(HUBSPOT_FORM_MARKER)
    ? [...pageScriptSources(), ...HUBSPOT_SCRIPT_SOURCES]
    : pageScriptSources();
  return `script-src ${[...hosts, ...new Set(scripts.map(sha256Source))].join(' ')}`;
}
