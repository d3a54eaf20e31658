/**
 * The autos-on-show service contract (spec 001 §3 "Autos-on-show data", §7 "Video and 360 data"): a
 * car's registration number answered by its film and 360° views (schemas/autosOnShow.schema.json), or
 * by nothing when the service has none for it. Two implementations: the hosted service over HTTP
 * (`httpClient.ts`, when AUTOS_ON_SHOW_API_URL is set) and the embedded one (`embedded/`, the default);
 * `index.ts` picks one. Both refuse a malformed registration number the same way, by the rules below.
 * Browser-safe.
 */
import type { AutosOnShowMedia } from '../../../schemas/generated/autosOnShow';

export type { AutosOnShowMedia };

/** The hosted service's circuit breaker, and its dependency on /healthz. */
export const AUTOS_ON_SHOW_UPSTREAM = 'autosOnShow';

export interface AutosOnShowCallOptions {
  /** The caller's deadline or abort: the hosted service stops waiting when it aborts. */
  signal?: AbortSignal;
}

export interface AutosOnShowService {
  /**
   * The media of the car with this registration number, or null when the service has none for it (an
   * unknown car, or a car not on show). Rejects with AutosOnShowRequestError for a malformed number,
   * with UpstreamUnavailableError when the service could not answer.
   */
  media(regNo: string, options?: AutosOnShowCallOptions): Promise<AutosOnShowMedia | null>;
}

/** The registration number is not one (400 with this reason): asking again will not help. */
export class AutosOnShowRequestError extends Error {
  override name = 'AutosOnShowRequestError';
}

/** The longest registration number accepted as written, spaces and hyphens included. */
export const REG_NO_MAX_CHARS = 16;
/** The fewest and most letters and digits of a plate (Norway's shortest, the UK's longest are 2 and 7). */
const REG_KEY_MIN = 2;
const REG_KEY_MAX = 10;
const REG_NO_CHARACTERS = /^[A-Za-z0-9 -]+$/;

/**
 * The key a registration number is stored and asked for by: its letters and digits in upper case, so
 * `ma21-psj`, `MA21PSJ` and `MA21 PSJ` are one car. Throws AutosOnShowRequestError with the reason when
 * `regNo` cannot be a registration number.
 */
export function registrationKey(regNo: unknown): string {
  if (typeof regNo !== 'string' || regNo.trim() === '')
    throw new AutosOnShowRequestError('The registration number is missing.');
  const written = regNo.trim();
  if (written.length > REG_NO_MAX_CHARS)
    throw new AutosOnShowRequestError(
      `The registration number is longer than ${REG_NO_MAX_CHARS} characters.`,
    );
  if (!REG_NO_CHARACTERS.test(written))
    throw new AutosOnShowRequestError(
      'The registration number may hold only the letters A–Z, digits, spaces and hyphens.',
    );
  const key = written.replace(/[ -]/g, '').toUpperCase();
  if (key.length < REG_KEY_MIN || key.length > REG_KEY_MAX)
    throw new AutosOnShowRequestError(
      `The registration number must have ${REG_KEY_MIN} to ${REG_KEY_MAX} letters and digits.`,
    );
  return key;
}
