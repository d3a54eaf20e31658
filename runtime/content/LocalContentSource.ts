/**
 * The default content source: Layout Service JSON files in `sites/<name>/content/<language>/`.
 * `/` is `index.json`, `/a/b` is `a/b.json`; a folder `a/` beside `a.json` holds the children of `/a`.
 * Files whose name starts with `_` (for example `_404.json`) are special pages, not routes.
 * Files are read on every call so revalidation picks up edited content without a rebuild.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type { Dictionary } from '../../schemas/generated/dictionary';
import type { Route } from '../../schemas/generated/layout';
import type { SiteConfig } from '../config/SiteConfig';
import { contentDir, projectRoot, siteDir } from '../config/projectPaths';
import {
  type ContentSource,
  type Language,
  type LayoutData,
  NAVIGATION_DEPTH,
  type NavigationItem,
  normaliseRoutePath,
} from './ContentSource';
import { languageInfo } from './languageInfo';

const SEGMENT = /^[a-z0-9][a-z0-9-]*$/;

/** Maps a route path to its file, or null when the path cannot name a route (traversal, odd characters). */
export function routeFile(root: string, site: string, language: string, routePath: string): string | null {
  const normalised = normaliseRoutePath(routePath).toLowerCase();
  if (normalised === '/') return path.join(contentDir(root, site, language), 'index.json');
  const segments = normalised.slice(1).split('/');
  if (!segments.every((segment) => SEGMENT.test(segment)) || segments.join('/') === 'index') return null;
  return path.join(contentDir(root, site, language), ...segments) + '.json';
}

/** The file of a special page such as `_404`. */
export function specialPageFile(root: string, site: string, language: string, name: string): string {
  return path.join(contentDir(root, site, language), `_${name}.json`);
}

function readJson<T>(file: string): T {
  return JSON.parse(readFileSync(file, 'utf8')) as T;
}

function routeNames(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((file) => file.endsWith('.json') && !file.startsWith('_') && file !== 'index.json')
    .map((file) => file.slice(0, -'.json'.length));
}

function sortOrder(route: Route): number {
  const value = Number(route.fields.sortOrder?.value);
  return Number.isFinite(value) ? value : Number.MAX_SAFE_INTEGER;
}

export class LocalContentSource implements ContentSource {
  readonly kind = 'local';

  constructor(private readonly root: string = projectRoot()) {}

  async getLayout(site: SiteConfig, routePath: string, language: string): Promise<LayoutData | null> {
    const file = routeFile(this.root, site.name, language, routePath);
    if (!file || !existsSync(file)) return null;
    return readJson<LayoutData>(file);
  }

  async getErrorPage(site: SiteConfig, language: string, statusCode: 404 | 500): Promise<LayoutData | null> {
    const file = specialPageFile(this.root, site.name, language, String(statusCode));
    return existsSync(file) ? readJson<LayoutData>(file) : null;
  }

  async getDictionary(site: SiteConfig, language: string): Promise<Dictionary> {
    const file = path.join(siteDir(this.root, site.name), 'dictionary', `${language}.json`);
    return existsSync(file) ? readJson<Dictionary>(file) : {};
  }

  async getLanguages(site: SiteConfig, routePath: string): Promise<Language[]> {
    return site.languages
      .filter((language) => {
        const file = routeFile(this.root, site.name, language, routePath);
        return file !== null && existsSync(file);
      })
      .map(languageInfo);
  }

  async getNavigation(site: SiteConfig, language: string, rootPath = '/'): Promise<NavigationItem[]> {
    const root = normaliseRoutePath(rootPath).toLowerCase();
    const dir =
      root === '/'
        ? contentDir(this.root, site.name, language)
        : path.join(contentDir(this.root, site.name, language), ...root.slice(1).split('/'));
    return this.navigationChildren(dir, root === '/' ? '' : root, 1);
  }

  private navigationChildren(dir: string, parentPath: string, level: number): NavigationItem[] {
    if (level > NAVIGATION_DEPTH) return [];
    return routeNames(dir)
      .map((name) => ({ name, route: readJson<LayoutData>(path.join(dir, `${name}.json`)).sitecore.route }))
      .filter((entry): entry is { name: string; route: Route } => entry.route !== null)
      .sort((a, b) => sortOrder(a.route) - sortOrder(b.route) || a.name.localeCompare(b.name))
      .map(({ name, route }) => {
        const itemPath = `${parentPath}/${name}`;
        const fields = route.fields;
        const externalHref = fields.externalLink?.value.href;
        const image = fields.navigationImage?.value;
        return {
          name,
          path: itemPath,
          navigationTitle: String(
            fields.navigationTitle?.value ?? fields.navTitle?.value ?? route.displayName ?? name,
          ),
          hideInNavigation: fields.hideInNavigation?.value === true,
          isNavigableInMenuWhenItHasChildren: fields.isNavigableInMenuWhenItHasChildren?.value === true,
          ...(externalHref
            ? {
                externalLink: {
                  href: externalHref,
                  linktype: fields.externalLink?.value.linktype ?? 'external',
                },
              }
            : {}),
          ...(image ? { image: { src: image.src, alt: image.alt } } : {}),
          children: this.navigationChildren(path.join(dir, name), itemPath, level + 1),
        };
      });
  }

  async getHomePath(): Promise<string> {
    return '/';
  }

  async listRoutePaths(site: SiteConfig, language: string): Promise<string[]> {
    const base = contentDir(this.root, site.name, language);
    if (!existsSync(base)) return [];
    const paths: string[] = existsSync(path.join(base, 'index.json')) ? ['/'] : [];
    const walk = (dir: string, prefix: string): void => {
      for (const name of routeNames(dir).sort()) {
        paths.push(`${prefix}/${name}`);
        walk(path.join(dir, name), `${prefix}/${name}`);
      }
    };
    walk(base, '');
    return paths;
  }
}
