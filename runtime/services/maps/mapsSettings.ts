/**
 * The maps provider's configuration: `MAPS_API_KEY`, a Google Maps JavaScript API key. Without it (the
 * default) dealer pages draw their offline map and the site names no maps host; with it, the dealer
 * loader passes `mapsKey()` to the page and the content security policy, fixed at build, allows Google's
 * map hosts (securityHeaders.ts), so the key must be set when building as well as when serving. A key is
 * public (the browser sends it); restrict it to the site's referrers in the Google Cloud console.
 */

/** The characters and length of a Google API key; anything else is a configuration mistake. */
const API_KEY = /^[A-Za-z0-9_-]{20,100}$/;

/** The configured key, or undefined when none is; throws on a value that cannot be a key. */
export function mapsKey(env: Record<string, string | undefined> = process.env): string | undefined {
  const key = env.MAPS_API_KEY?.trim();
  if (!key) return undefined;
  if (!API_KEY.test(key)) {
    throw new Error('MAPS_API_KEY: not an API key (20 to 100 letters, digits, "-" or "_")');
  }
  return key;
}

/** Google's hosts the interactive map needs, by policy directive (Maps JavaScript API's CSP guide). */
export const MAPS_POLICY_SOURCES = {
  'script-src': ['https://maps.googleapis.com', 'https://*.gstatic.com'],
  'connect-src': [
    'https://*.googleapis.com',
    'https://*.gstatic.com',
    'https://*.google.com',
    'data:',
    'blob:',
  ],
  'style-src': ['https://fonts.googleapis.com'],
  'font-src': ['https://fonts.gstatic.com'],
  'frame-src': ['https://*.google.com'],
  'worker-src': ['blob:'],
} as const satisfies Record<string, readonly string[]>;
