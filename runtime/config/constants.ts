/** Application default language (spec 000 §9) when a site config names none. */
export const APPLICATION_DEFAULT_LANGUAGE = 'en';

/** Seconds a statically generated page is served before it is regenerated in the background. */
export const REVALIDATE_SECONDS = 60;

/** Request headers the proxy adds so server code knows the site without resolving it again. */
export const SITE_HEADER = 'x-site-name';
export const LANGUAGE_HEADER = 'x-site-language';
