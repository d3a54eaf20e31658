/**
 * Reads and validates every `sites/<name>/site.json`. The result is cached per project root: configs are
 * part of the deployed build and never change while a server runs.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { type ConfigError, InvalidConfigError } from './ConfigError';
import type { SiteConfig } from './SiteConfig';
import { projectValidator, validateWith } from './schemaValidator';
import { projectRoot, sitesDir } from './projectPaths';

export interface SiteConfigsResult {
  sites: SiteConfig[];
  errors: ConfigError[];
}

export function readJsonFile(root: string, file: string): { data: unknown; error?: ConfigError } {
  const relative = path.relative(root, file);
  try {
    return { data: JSON.parse(readFileSync(file, 'utf8')) as unknown };
  } catch (error) {
    return {
      data: undefined,
      error: { file: relative, pointer: '', message: `not valid JSON: ${(error as Error).message}` },
    };
  }
}

export function siteNames(root: string): string[] {
  const dir = sitesDir(root);
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
}

/**
 * Cross-file rules a single schema cannot express. `complete` is false when some site failed validation:
 * the default-site count is then unknowable and would only repeat that site's own error.
 */
function crossCheck(sites: SiteConfig[], complete: boolean): ConfigError[] {
  const errors: ConfigError[] = [];
  const defaults = sites.filter((site) => site.default);
  if (sites.length > 0 && (defaults.length > 1 || (complete && defaults.length !== 1))) {
    const file = defaults.length > 1 ? `sites/${defaults[1]?.name}/site.json` : 'sites';
    errors.push({
      file,
      pointer: defaults.length > 1 ? '/default' : '',
      message: `exactly one site must set "default": true (found ${defaults.length})`,
    });
  }
  const owners = new Map<string, string>();
  for (const site of sites) {
    site.hostNames.forEach((host, index) => {
      const owner = owners.get(host);
      if (owner) {
        errors.push({
          file: `sites/${site.name}/site.json`,
          pointer: `/hostNames/${index}`,
          message: `host name "${host}" is already claimed by site ${owner}`,
        });
      } else {
        owners.set(host, site.name);
      }
    });
  }
  return errors;
}

export function readSiteConfigs(root: string): SiteConfigsResult {
  const validate = projectValidator('site');
  const sites: SiteConfig[] = [];
  const errors: ConfigError[] = [];
  const names = siteNames(root);
  for (const name of names) {
    const file = path.join(sitesDir(root), name, 'site.json');
    const relative = path.relative(root, file);
    if (!existsSync(file)) {
      errors.push({
        file: relative,
        pointer: '',
        message: 'missing: every folder in sites/ needs a site.json',
      });
      continue;
    }
    const { data, error } = readJsonFile(root, file);
    if (error) {
      errors.push(error);
      continue;
    }
    const schemaErrors = validateWith(validate, data, relative);
    if (schemaErrors.length > 0) {
      errors.push(...schemaErrors);
      continue;
    }
    const site = data as SiteConfig;
    const siteErrors: ConfigError[] = [];
    if (site.name !== name)
      siteErrors.push({ file: relative, pointer: '/name', message: `must equal the folder name "${name}"` });
    if (!site.languages.includes(site.defaultLanguage)) {
      siteErrors.push({
        file: relative,
        pointer: '/defaultLanguage',
        message: `"${site.defaultLanguage}" is not one of languages (${site.languages.join(', ')})`,
      });
    }
    if (!site.carList.sortOptions.includes(site.carList.defaultSort)) {
      siteErrors.push({
        file: relative,
        pointer: '/carList/defaultSort',
        message: `"${site.carList.defaultSort}" is not one of carList.sortOptions (${site.carList.sortOptions.join(', ')})`,
      });
    }
    if (!site.hostNames.includes(`${name}.localhost`)) {
      siteErrors.push({ file: relative, pointer: '/hostNames', message: `must include "${name}.localhost"` });
    }
    errors.push(...siteErrors);
    if (siteErrors.length === 0) sites.push(site);
  }
  errors.push(...crossCheck(sites, sites.length === names.length));
  return { sites, errors };
}

const cache = new Map<string, SiteConfig[]>();

/** The validated site configs of a project; throws InvalidConfigError listing every problem. */
export function loadSiteConfigs(root: string = projectRoot()): SiteConfig[] {
  const cached = cache.get(root);
  if (cached) return cached;
  const { sites, errors } = readSiteConfigs(root);
  if (errors.length > 0) throw new InvalidConfigError(errors);
  cache.set(root, sites);
  return sites;
}

export function findSite(name: string, root?: string): SiteConfig | undefined {
  return loadSiteConfigs(root).find((site) => site.name === name);
}
