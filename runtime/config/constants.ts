/** Application default language (spec 000 §9) when a site config names none. */
export const APPLICATION_DEFAULT_LANGUAGE = 'en';

/** Seconds a statically generated page is served before it is regenerated in the background. */
export const REVALIDATE_SECONDS = 60;

/** Redirects are permanent and keep the method and body. */
export const REDIRECT_STATUS = 308;

// Faults: time budgets and circuit breakers (docs/ARCHITECTURE.md). Each has an environment override,
// read by runtime/services/upstream/upstreamSettings.ts and listed in the README.

/** Milliseconds a page render may spend on its content, dictionary and loaders together (`PAGE_BUDGET_MS`). */
export const PAGE_BUDGET_MS = 5_000;

/**
 * The page budget while `next build` prerenders: no visitor waits, and a page prerendered degraded (a
 * search that lost the race against a busy build machine) would be served until its short revalidation.
 * `PAGE_BUDGET_MS` set explicitly applies to the build too.
 */
export const BUILD_PAGE_BUDGET_MS = 60_000;

/** Milliseconds one call to Experience Edge may take, body included (`CONTENT_TIMEOUT_MS`). */
export const CONTENT_TIMEOUT_MS = 3_000;

/** Milliseconds one call to the hosted search service may take, body included (`SEARCH_TIMEOUT_MS`). */
export const SEARCH_TIMEOUT_MS = 3_000;

/** Milliseconds one call to the hosted autos-on-show service may take, body included (`AUTOS_ON_SHOW_TIMEOUT_MS`). */
export const AUTOS_ON_SHOW_TIMEOUT_MS = 2_000;

/** Milliseconds one call to the hosted finance quote service may take, body included (`FINANCE_TIMEOUT_MS`). */
export const FINANCE_TIMEOUT_MS = 2_000;

/** Milliseconds one call to the Jotform host may take, body included (`JOTFORM_TIMEOUT_MS`): a visitor waits on a submission. */
export const JOTFORM_TIMEOUT_MS = 5_000;

/**
 * Milliseconds one call to the workshop booking host may take, body included, and the longest wait for
 * each message of its workshop stream (`MECHMATE_TIMEOUT_MS`): a visitor waits on each step.
 */
export const MECHMATE_TIMEOUT_MS = 5_000;

/** Milliseconds one call to the tyre hotel host may take, body included (`TIREHOTEL_TIMEOUT_MS`): a visitor waits on each step. */
export const TIREHOTEL_TIMEOUT_MS = 5_000;

/** Milliseconds one call to the maps provider's place search may take, body included (`PLACES_TIMEOUT_MS`): a visitor is typing. */
export const PLACES_TIMEOUT_MS = 2_000;

/** Milliseconds the Sitecore and media proxies wait for an upstream's response headers (`SITECORE_PROXY_TIMEOUT_MS`). */
export const SITECORE_PROXY_TIMEOUT_MS = 10_000;

/** Consecutive failures (errors, timeouts, 5xx answers) that open an upstream's breaker (`BREAKER_FAILURE_THRESHOLD`). */
export const BREAKER_FAILURE_THRESHOLD = 5;

/** Milliseconds an open breaker fails fast before it lets one probe through (`BREAKER_COOL_DOWN_MS`). */
export const BREAKER_COOL_DOWN_MS = 15_000;

/**
 * Seconds a page rendered while an upstream or a loader failed is cached before it is rendered again
 * (instead of REVALIDATE_SECONDS), and the Retry-After of a 503 when no breaker says better
 * (`DEGRADED_REVALIDATE_SECONDS`).
 */
export const DEGRADED_REVALIDATE_SECONDS = 10;

/** Largest request body the Sitecore proxy forwards upstream; larger ones are refused with 413. */
export const SITECORE_PROXY_MAX_BODY_BYTES = 1_048_576;
