/**
 * A project of many markets for `npm run bench:validate`: copies of the real markets, round-robin, each
 * renamed everywhere its name is part of what validation checks (site.json's name, `<name>.localhost`
 * and its other host names, the layout files' site, its redirect table's file name), so that the copy
 * validates exactly as the real markets do, with their content, dictionaries and redirect tables.
 */
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

interface SiteFile {
  name: string;
  default?: boolean;
  hostNames: string[];
}

interface LayoutFile {
  sitecore?: { context?: { site?: { name?: string } } };
}

function jsonFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const file = path.join(dir, entry);
    if (statSync(file).isDirectory()) return jsonFiles(file);
    return entry.endsWith('.json') ? [file] : [];
  });
}

function rewriteJson<T>(file: string, change: (data: T) => void): void {
  const data = JSON.parse(readFileSync(file, 'utf8')) as T;
  change(data);
  writeFileSync(file, JSON.stringify(data, null, 2));
}

/**
 * Writes `count` markets into `target` (schemas copied, so `$schema` paths resolve alike) and returns
 * their names. The first copy of the default market stays the default.
 */
export function writeSyntheticMarkets(source: string, target: string, count: number): string[] {
  const sources = readdirSync(path.join(source, 'sites')).sort();
  cpSync(path.join(source, 'schemas'), path.join(target, 'schemas'), { recursive: true });
  mkdirSync(path.join(target, 'redirects'), { recursive: true });
  const names: string[] = [];
  for (let index = 0; index < count; index += 1) {
    const original = sources[index % sources.length] ?? '';
    const round = Math.floor(index / sources.length);
    const name = `${original}${round}`;
    const siteDir = path.join(target, 'sites', name);
    cpSync(path.join(source, 'sites', original), siteDir, { recursive: true });
    rewriteJson<SiteFile>(path.join(siteDir, 'site.json'), (site) => {
      site.name = name;
      site.default = site.default === true && round === 0;
      site.hostNames = site.hostNames.map((host) =>
        host === `${original}.localhost` ? `${name}.localhost` : `m${round}.${host.replace(/^\*\./, '')}`,
      );
    });
    for (const folder of ['content', 'editing']) {
      const dir = path.join(siteDir, folder);
      if (!existsSync(dir)) continue;
      for (const file of jsonFiles(dir))
        rewriteJson<LayoutFile>(file, (layout) => {
          const site = layout.sitecore?.context?.site;
          if (site) site.name = name;
        });
    }
    cpSync(
      path.join(source, 'redirects', `${original}.json`),
      path.join(target, 'redirects', `${name}.json`),
    );
    names.push(name);
  }
  return names;
}
