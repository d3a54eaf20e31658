/**
 * Blur placeholders for next/image, computed on the server when page props are built (a component's
 * loader calls this). Local media (`/…`, served from public/) is read from disk; absolute URLs (the media
 * edge) are fetched with a short timeout. A failure is logged and ignored (spec 000 §8): the image then
 * simply has no placeholder. Results are kept for the life of the process.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { projectRoot } from '../config/projectPaths';

const BLUR_WIDTH = 12;
const FETCH_TIMEOUT_MS = 3000;
const cache = new Map<string, Promise<string | undefined>>();

async function imageBytes(src: string, root: string): Promise<Buffer> {
  if (/^https?:\/\//i.test(src)) {
    const response = await fetch(src, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    return Buffer.from(await response.arrayBuffer());
  }
  const publicDir = path.join(root, 'public');
  const file = path.resolve(publicDir, `.${decodeURI(src.split('?', 1)[0] ?? '')}`);
  if (!file.startsWith(publicDir + path.sep)) throw new Error('outside public/');
  return readFile(file);
}

async function compute(src: string, root: string): Promise<string | undefined> {
  try {
    const blurred = await sharp(await imageBytes(src, root))
      .resize(BLUR_WIDTH)
      .blur()
      .jpeg({ quality: 50 })
      .toBuffer();
    return `data:image/jpeg;base64,${blurred.toString('base64')}`;
  } catch (error) {
    console.error(`Blur placeholder for ${src} failed:`, error instanceof Error ? error.message : error);
    return undefined;
  }
}

/** The media service of loaders: blurred placeholders that a page shows while its images load. */
export interface BlurPlaceholders {
  blurDataUrl(src: string): Promise<string | undefined>;
  /** Keyed by src; images without a placeholder are left out. */
  blurDataUrls(srcs: readonly (string | undefined)[]): Promise<Record<string, string>>;
}

export function blurDataUrl(src: string, root: string = projectRoot()): Promise<string | undefined> {
  const key = `${root}\0${src}`;
  let pending = cache.get(key);
  if (!pending) {
    pending = compute(src, root);
    cache.set(key, pending);
  }
  return pending;
}

/** Placeholders for several images, keyed by src; images without one are left out. */
export async function blurDataUrls(
  srcs: readonly (string | undefined)[],
  root?: string,
): Promise<Record<string, string>> {
  const unique = [...new Set(srcs.filter((src): src is string => Boolean(src)))];
  const results = await Promise.all(unique.map(async (src) => [src, await blurDataUrl(src, root)] as const));
  return Object.fromEntries(
    results.filter((entry): entry is readonly [string, string] => entry[1] !== undefined),
  );
}

/** This project's placeholders (images under public/ or on the media host), as loaders receive them. */
export const blurPlaceholders: BlurPlaceholders = {
  blurDataUrl: (src) => blurDataUrl(src),
  blurDataUrls: (srcs) => blurDataUrls(srcs),
};
