/**
 * The compiled redirect table of each site, read from `redirects/<site>.json` and compiled once, then
 * kept for the life of the process: tables are part of the deployment, never fetched per request. The
 * server compiles them all when it starts (instrumentation.ts), so no request pays for a large table.
 * Next.js bundles the page routes, the proxy and instrumentation apart, each with its own copy of this
 * module: the tables are kept once per process (onePerProcess), so that one process compiles each table
 * once. They are as many as the sites.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { RedirectTable } from '../../schemas/generated/redirects';
import { onePerProcess } from '../cache/onePerProcess';
import type { SiteConfig } from '../config/SiteConfig';
import { projectRoot, redirectsDir } from '../config/projectPaths';
import { type CompiledRedirectTable, compileRedirectTable } from './compileRedirectTable';

export function redirectTableFile(root: string, siteName: string): string {
  return path.join(redirectsDir(root), `${siteName}.json`);
}

/** The site's rules, or none when it has no table. */
export function readRedirectRules(root: string, siteName: string): RedirectTable['rules'] {
  const file = redirectTableFile(root, siteName);
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as RedirectTable).rules : [];
}

const compiled = onePerProcess('compiledRedirectTables', () => new Map<string, CompiledRedirectTable>());

export function redirectTableFor(
  site: Pick<SiteConfig, 'name' | 'externalRedirectHosts'>,
  root: string = projectRoot(),
): CompiledRedirectTable {
  const key = `${root}\0${site.name}`;
  let table = compiled.get(key);
  if (!table) {
    table = compileRedirectTable(readRedirectRules(root, site.name), site.externalRedirectHosts);
    // Validation at build and start refuses tables with errors; a table edited on a running server
    // keeps its valid rules and says what it dropped.
    for (const error of table.errors)
      console.error(`redirects/${site.name}.json rule ${error.index}: ${error.message}`);
    compiled.set(key, table);
  }
  return table;
}

/** Compiles every site's table ahead of the first request. */
export function compileRedirectTables(
  sites: readonly Pick<SiteConfig, 'name' | 'externalRedirectHosts'>[],
  root: string = projectRoot(),
): void {
  for (const site of sites) redirectTableFor(site, root);
}
