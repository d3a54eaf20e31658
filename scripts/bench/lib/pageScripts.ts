import { gzipSync } from 'node:zlib';
import { PAINT_FIRST_SCRIPTS_ID } from '../../../runtime/head/paintFirstScripts';
import { decodeCharacterReferences } from '../../lib/characterReferences';
import { httpGet, publicUrl, type Target } from './http';

export interface ScriptSize {
  src: string;
  bytes: number;
  gzipBytes: number;
  /** `<script nomodule>`: only browsers without ES modules load it (Next's polyfills). */
  noModule: boolean;
}

export interface PageScripts {
  url: string;
  scripts: ScriptSize[];
  totalBytes: number;
  totalGzipBytes: number;
  /** What a current browser downloads: the total without the nomodule scripts. */
  modernGzipBytes: number;
}

interface ScriptTag {
  src: string;
  noModule: boolean;
}

const SCRIPT_ELEMENT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const SRC_ATTRIBUTE = /\bsrc\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))/i;
const NOMODULE_ATTRIBUTE = /\bnomodule\b/i;
const PAINT_FIRST_LIST = new RegExp(`\\bid\\s*=\\s*["']?${PAINT_FIRST_SCRIPTS_ID}\\b`);

/**
 * Every external script of the page, in document order: the `<script src>` elements and the chunks the
 * page adds after its first paint (runtime/head/paintFirstScripts.tsx); a src listed twice is
 * downloaded once.
 */
export function scriptTags(html: string): ScriptTag[] {
  const tags = new Map<string, ScriptTag>();
  const add = (src: string, noModule: boolean) => {
    if (!tags.has(src)) tags.set(src, { src, noModule });
  };
  for (const [, attributes = '', text = ''] of html.matchAll(SCRIPT_ELEMENT)) {
    if (PAINT_FIRST_LIST.test(attributes)) {
      for (const src of JSON.parse(text) as string[]) add(src, false);
      continue;
    }
    const src = SRC_ATTRIBUTE.exec(attributes);
    const value = src?.[1] ?? src?.[2] ?? src?.[3];
    if (value) add(decodeCharacterReferences(value), NOMODULE_ATTRIBUTE.test(attributes));
  }
  return [...tags.values()];
}

async function fetchPage(target: Target, path: string): Promise<Buffer> {
  const response = await httpGet(target, path);
  if (response.status !== 200) throw new Error(`${publicUrl(target, path)} answered ${response.status}`);
  return response.body;
}

/** The size of a page's HTML document as served, raw and gzipped. */
export interface PageHtml {
  url: string;
  bytes: number;
  gzipBytes: number;
}

export async function measurePageHtml(target: Target, pagePath: string): Promise<PageHtml> {
  const body = await fetchPage(target, pagePath);
  return { url: publicUrl(target, pagePath), bytes: body.length, gzipBytes: gzipSync(body).length };
}

/** Scripts are fetched from the same server; one from another origin cannot be measured offline. */
async function measureScript(target: Target, pageUrl: string, tag: ScriptTag): Promise<ScriptSize> {
  const url = new URL(tag.src, pageUrl);
  if (url.host !== target.host) throw new Error(`Script from another origin, not measured: ${tag.src}`);
  const path = `${url.pathname}${url.search}`;
  const response = await httpGet(target, path);
  if (response.status !== 200) throw new Error(`${url.href} answered ${response.status}`);
  return {
    src: path,
    bytes: response.body.length,
    gzipBytes: gzipSync(response.body).length,
    noModule: tag.noModule,
  };
}

function sum(scripts: readonly ScriptSize[], size: (script: ScriptSize) => number): number {
  return scripts.reduce((total, script) => total + size(script), 0);
}

/** The served HTML's `<script src>` files, each gzipped at zlib's default level (what a CDN would send). */
export async function measurePageScripts(target: Target, pagePath: string): Promise<PageScripts> {
  const url = publicUrl(target, pagePath);
  const html = (await fetchPage(target, pagePath)).toString('utf8');
  const scripts: ScriptSize[] = [];
  for (const tag of scriptTags(html)) scripts.push(await measureScript(target, url, tag));
  return {
    url,
    scripts,
    totalBytes: sum(scripts, (script) => script.bytes),
    totalGzipBytes: sum(scripts, (script) => script.gzipBytes),
    modernGzipBytes: sum(
      scripts.filter((script) => !script.noModule),
      (script) => script.gzipBytes,
    ),
  };
}
