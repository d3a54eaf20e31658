/**
 * A coordinate as a URL writes it ('59.33', '-0.5', '+18.06'): the workshop routes' latitude and
 * longitude, the place search's reverse lookup and the booking page's `?lat&lng` read it one way, so a
 * point one accepts the others accept too. Only the format is checked here; the range is each reader's.
 * Browser-safe.
 */
const DECIMAL_DEGREES = /^[-+]?\d{1,3}(\.\d{1,15})?$/;

/** `text` as a number when it is a decimal coordinate, else null. */
export const decimalDegrees = (text: string | null | undefined): number | null =>
  typeof text === 'string' && DECIMAL_DEGREES.test(text) ? Number(text) : null;
