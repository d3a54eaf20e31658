import path from 'node:path';

/**
 * Where the data folders live. The project root is the working directory of every entry point
 * (next build/start, the scripts, the tests); tests point the loaders at fixture roots instead.
 */
export function projectRoot(): string {
  return process.cwd();
}

export const sitesDir = (root: string): string => path.join(root, 'sites');
export const siteDir = (root: string, site: string): string => path.join(root, 'sites', site);
export const redirectsDir = (root: string): string => path.join(root, 'redirects');
export const contentDir = (root: string, site: string, language: string): string =>
  path.join(root, 'sites', site, 'content', language);
/** Recorded page-editing payloads (runtime/editing/recordedEditing.ts), laid out like the content. */
export const editingDir = (root: string, site: string, language: string): string =>
  path.join(root, 'sites', site, 'editing', language);
