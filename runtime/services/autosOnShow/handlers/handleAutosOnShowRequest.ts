/**
 * `GET /api/autosonshow/{regNo}` (spec 001 §7 "Video and 360 data"): a car's film and 360° views for the
 * car page's gallery. Only sites with `features.carsOnShowExtras` show them, so another site answers 404
 * without asking the service. A malformed registration number is 400 with the reason, a car the service
 * has nothing for 404, a failing service is logged and answered 502, or 503 (with when to try again) /
 * 504 when it is unavailable.
 */
import type { SiteConfig } from '../../../config/SiteConfig';
import { upstreamFailureAnswer } from '../../upstream/upstreamErrors';
import {
  type AutosOnShowMedia,
  AutosOnShowRequestError,
  type AutosOnShowService,
  registrationKey,
} from '../contract';

export interface AutosOnShowHandlerResponse {
  status: 200 | 400 | 404 | 502 | 503 | 504;
  body: AutosOnShowMedia | { error: string };
  /** With a 503: seconds until the service is tried again (the route's Retry-After). */
  retryAfterSeconds?: number;
}

export interface AutosOnShowHandlerContext {
  service: AutosOnShowService;
  /** The site the request addresses. */
  site: { name: string; features: Pick<SiteConfig['features'], 'carsOnShowExtras'> };
  signal?: AbortSignal;
  logError?: (message: string, error: unknown) => void;
}

export const NOT_ON_SHOW = 'This car has no video or 360° views.';
export const NOT_ON_THIS_SITE = 'This site shows no video or 360° views of its cars.';

export async function handleAutosOnShowRequest(
  regNo: unknown,
  { service, site, signal, logError = console.error }: AutosOnShowHandlerContext,
): Promise<AutosOnShowHandlerResponse> {
  let key: string;
  try {
    key = registrationKey(regNo);
  } catch (error) {
    return { status: 400, body: { error: (error as Error).message } };
  }
  if (!site.features.carsOnShowExtras) return { status: 404, body: { error: NOT_ON_THIS_SITE } };
  try {
    const media = await service.media(key, signal ? { signal } : {});
    return media ? { status: 200, body: media } : { status: 404, body: { error: NOT_ON_SHOW } };
  } catch (error) {
    if (error instanceof AutosOnShowRequestError) return { status: 400, body: { error: error.message } };
    logError(`Autos-on-show media of ${key} for ${site.name} failed:`, error);
    return { ...upstreamFailureAnswer(error), body: { error: 'The video and 360° service failed.' } };
  }
}
