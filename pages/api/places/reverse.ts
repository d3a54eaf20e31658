/**
 * `GET /api/places/reverse?lat=&lng=`: the Swedish place nearest to the browser's geolocation or the
 * booking page's `lat` and `lng` parameters (404 when none is near).
 * The rules live in runtime/services/places/handlers/. It takes no body, so Next.js's parser is off.
 */
import { handleReversePlace, placesRoute } from '../../../runtime/server';

export const config = { api: { bodyParser: false } };

export default placesRoute(handleReversePlace);
