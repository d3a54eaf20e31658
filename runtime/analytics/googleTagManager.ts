/**
 * Where Google Tag Manager lives, for the page that loads it (PageAnalytics) and for the content security
 * policy that lets it load (runtime/routing/securityHeaders.ts), which must not pull React into next.config.
 */
export const GTM_ORIGIN = 'https://www.googletagmanager.com';

/** The container script of a GTM id. */
export function gtmScriptUrl(id: string): string {
  return `${GTM_ORIGIN}/gtm.js?id=${encodeURIComponent(id)}`;
}
