/**
 * Picks the site that serves a request. Pure: the caller passes the configs and the environment facts.
 *
 * Order: `?sc_site=<name>` (only outside production), exact host names, then wildcard host names (in
 * both cases the first listed wins: sites in name order, host names in config order), then the
 * default site. A bare `localhost` always gets the default site.
 */
export interface SiteHosts {
  name: string;
  hostNames: readonly string[];
}

export interface ResolveSiteOptions {
  /** Name of the default site (config `default: true`, or the DEFAULT_SITE environment variable). */
  defaultSite: string;
  /** Value of the `sc_site` query parameter, if any. */
  siteOverride?: string | null;
  production: boolean;
}

export function normaliseHost(host: string): string {
  const lower = host.trim().toLowerCase();
  // IPv6 literal: keep the brackets, drop the port.
  if (lower.startsWith('[')) return lower.slice(0, lower.indexOf(']') + 1);
  return lower.replace(/:\d+$/, '').replace(/\.$/, '');
}

function wildcardMatches(pattern: string, host: string): boolean {
  const suffix = pattern.slice(1); // "*.example.com" -> ".example.com"
  return host.endsWith(suffix) && host.length > suffix.length;
}

export function resolveSite<S extends SiteHosts>(
  host: string,
  sites: readonly S[],
  options: ResolveSiteOptions,
): S | undefined {
  const byName = (name: string): S | undefined => sites.find((site) => site.name === name);
  if (!options.production && options.siteOverride) {
    const override = byName(options.siteOverride);
    if (override) return override;
  }
  const hostname = normaliseHost(host);
  if (hostname !== 'localhost') {
    for (const site of sites) {
      if (site.hostNames.some((name) => !name.startsWith('*.') && name === hostname)) return site;
    }
    for (const site of sites) {
      if (site.hostNames.some((name) => name.startsWith('*.') && wildcardMatches(name, hostname)))
        return site;
    }
  }
  return byName(options.defaultSite);
}

export function defaultSiteName(
  sites: readonly { name: string; default: boolean }[],
  env: string | undefined,
): string {
  if (env && sites.some((site) => site.name === env)) return env;
  const configured = sites.find((site) => site.default);
  if (!configured) throw new Error('No default site: set "default": true in one site.json');
  return configured.name;
}
