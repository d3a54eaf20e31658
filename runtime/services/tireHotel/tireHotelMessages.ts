/**
 * What this site's `/api/tirehotel/*` routes say themselves, besides the host's refusals (spec 002 §8):
 * a call without a live session, a failing backend, a client asking too often. The page shows them as
 * it shows the host's messages. Browser-safe.
 */

/** 401: no session, or one that lapsed. */
export const TIRE_HOTEL_SESSION_EXPIRED = 'Din session har gått ut. Logga in igen.';

/** 502/503/504: the backend failed or did not answer (spec 002 §8 "Other failure"). */
export const TIRE_HOTEL_SERVER_ERROR = 'Något gick fel, var god och försök senare.';

/** 429: one connection asked for codes or tried codes too often. */
export const TIRE_HOTEL_CLIENT_TOO_FAST = 'För många försök. Vänta en stund och försök igen.';
