/**
 * The time budgets and breaker settings every upstream call runs with: the constants of
 * runtime/config/constants.ts, each overridable by an environment variable of the same name (a
 * positive whole number; anything else keeps the default and is logged once). Server-only.
 */
import {
  AUTOS_ON_SHOW_TIMEOUT_MS,
  BREAKER_COOL_DOWN_MS,
  BREAKER_FAILURE_THRESHOLD,
  BUILD_PAGE_BUDGET_MS,
  CONTENT_TIMEOUT_MS,
  DEGRADED_REVALIDATE_SECONDS,
  FINANCE_TIMEOUT_MS,
  JOTFORM_TIMEOUT_MS,
  MECHMATE_TIMEOUT_MS,
  PAGE_BUDGET_MS,
  PLACES_TIMEOUT_MS,
  SEARCH_TIMEOUT_MS,
  SITECORE_PROXY_TIMEOUT_MS,
  TIREHOTEL_TIMEOUT_MS,
} from '../../config/constants';

export interface UpstreamSettings {
  /** A whole page render: content, dictionary and every loader. */
  pageBudgetMs: number;
  contentTimeoutMs: number;
  searchTimeoutMs: number;
  autosOnShowTimeoutMs: number;
  financeTimeoutMs: number;
  jotformTimeoutMs: number;
  /** Each call to the workshop booking host, and each message of its stream. */
  mechmateTimeoutMs: number;
  /** Each call to the tyre hotel host. */
  tireHotelTimeoutMs: number;

  placesTimeoutMs: number;
  /** Until the response headers of the Sitecore / media proxies. */
  sitecoreProxyTimeoutMs: number;
  breakerFailureThreshold: number;
  breakerCoolDownMs: number;
  degradedRevalidateSeconds: number;
}

const DEFAULTS: Readonly<Record<keyof UpstreamSettings, { env: string; value: number }>> = {
  pageBudgetMs: { env: 'PAGE_BUDGET_MS', value: PAGE_BUDGET_MS },
  contentTimeoutMs: { env: 'CONTENT_TIMEOUT_MS', value: CONTENT_TIMEOUT_MS },
  searchTimeoutMs: { env: 'SEARCH_TIMEOUT_MS', value: SEARCH_TIMEOUT_MS },
  autosOnShowTimeoutMs: { env: 'AUTOS_ON_SHOW_TIMEOUT_MS', value: AUTOS_ON_SHOW_TIMEOUT_MS },
  financeTimeoutMs: { env: 'FINANCE_TIMEOUT_MS', value: FINANCE_TIMEOUT_MS },
  jotformTimeoutMs: { env: 'JOTFORM_TIMEOUT_MS', value: JOTFORM_TIMEOUT_MS },
  mechmateTimeoutMs: { env: 'MECHMATE_TIMEOUT_MS', value: MECHMATE_TIMEOUT_MS },
  tireHotelTimeoutMs: { env: 'TIREHOTEL_TIMEOUT_MS', value: TIREHOTEL_TIMEOUT_MS },
  placesTimeoutMs: { env: 'PLACES_TIMEOUT_MS', value: PLACES_TIMEOUT_MS },
  sitecoreProxyTimeoutMs: { env: 'SITECORE_PROXY_TIMEOUT_MS', value: SITECORE_PROXY_TIMEOUT_MS },
  breakerFailureThreshold: { env: 'BREAKER_FAILURE_THRESHOLD', value: BREAKER_FAILURE_THRESHOLD },
  breakerCoolDownMs: { env: 'BREAKER_COOL_DOWN_MS', value: BREAKER_COOL_DOWN_MS },
  degradedRevalidateSeconds: { env: 'DEGRADED_REVALIDATE_SECONDS', value: DEGRADED_REVALIDATE_SECONDS },
};

/** Next.js sets it for `next build` and the workers that prerender pages. */
const BUILD_PHASE = 'phase-production-build';

/**
 * Settings from `env`, and one message per variable that is set but not a positive whole number. While
 * `next build` runs, pages get BUILD_PAGE_BUDGET_MS unless PAGE_BUDGET_MS is set.
 */
export function readUpstreamSettings(env: Record<string, string | undefined>): {
  settings: UpstreamSettings;
  problems: string[];
} {
  const problems: string[] = [];
  const entries = Object.entries(DEFAULTS).map(([key, { env: name, value: defaultValue }]) => {
    const value =
      key === 'pageBudgetMs' && env.NEXT_PHASE === BUILD_PHASE ? BUILD_PAGE_BUDGET_MS : defaultValue;
    const raw = env[name]?.trim();
    if (!raw) return [key, value];
    const parsed = Number(raw);
    if (Number.isSafeInteger(parsed) && parsed > 0) return [key, parsed];
    problems.push(`${name}="${raw}" is not a positive whole number; using ${value}`);
    return [key, value];
  });
  return { settings: Object.fromEntries(entries) as UpstreamSettings, problems };
}

let current: { source: string; settings: UpstreamSettings } | undefined;

/**
 * The process's settings. Read again only when one of the variables changes (tests set them), so a
 * misconfigured variable is logged once rather than on every call.
 */
export function upstreamSettings(env: Record<string, string | undefined> = process.env): UpstreamSettings {
  const source = [
    ...Object.values(DEFAULTS).map(({ env: name }) => env[name] ?? ''),
    env.NEXT_PHASE ?? '',
  ].join('\0');
  if (current?.source !== source) {
    const { settings, problems } = readUpstreamSettings(env);
    for (const problem of problems) console.error(`Upstream settings: ${problem}`);
    current = { source, settings };
  }
  return current.settings;
}
