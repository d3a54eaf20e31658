/**
 * The route's root placeholders the page frame renders as header, main content and footer are site
 * configuration (`layout.rootPlaceholders` in site.json): this project's content uses `header`, `main`,
 * `footer`, a JSS sample app `jss-main`, the XM Cloud starter `headless-*`. Content in any other root
 * placeholder would vanish without a word, so it is named: a notice in development (the Layout), a log
 * line once per market and placeholder in production (the page's server render).
 */
import type { Route } from '../../schemas/generated/layout';
import type { SiteConfig } from '../config/SiteConfig';

export function rootPlaceholderNames(site: SiteConfig): string[] {
  const { header, main, footer } = site.layout.rootPlaceholders;
  return [header, main, footer];
}

/** Root placeholders of the route that hold something and that the page frame does not render. */
export function unrenderedRootPlaceholders(route: Route, rendered: readonly string[]): string[] {
  return Object.entries(route.placeholders)
    .filter(([name, entries]) => entries.length > 0 && !rendered.includes(name))
    .map(([name]) => name);
}

const reported = new Set<string>();

/** Logs each unrendered root placeholder once per market and process. Server-only. */
export function reportUnrenderedRootPlaceholders(site: SiteConfig, route: Route, routePath: string): void {
  const names = rootPlaceholderNames(site);
  for (const name of unrenderedRootPlaceholders(route, names)) {
    const key = `${site.name}\u0000${name}`;
    if (reported.has(key)) continue;
    reported.add(key);
    console.warn(
      `Root placeholder "${name}" of ${site.name} ${routePath} is not rendered: the page frame renders ${names.join(', ')} (site.json layout.rootPlaceholders).`,
    );
  }
}
