/** Application default language (spec 000 §9) when a site config names none. */
export const APPLICATION_DEFAULT_LANGUAGE = 'en';

/** Seconds a statically generated page is served before it is regenerated in the background. */
export const REVALIDATE_SECONDS = 60;

/** Redirects are permanent and keep the method and body. */
export const REDIRECT_STATUS = 308;
