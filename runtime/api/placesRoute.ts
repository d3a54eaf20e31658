/**
 * The `/api/places/*` routes over the shared service route plumbing (runtime/http/serviceRoute.ts): GET
 * only, the maps provider's call aborted when the client goes away (a newer keystroke). Places hardly
 * change, so a 200 or 404 may be cached for an hour; an error must not outlive its cause.
 */
import { serviceRoute } from '../http/serviceRoute';
import { serverPlacesService } from '../services/places';
import type {
  PlacesHandlerContext,
  PlacesHandlerResponse,
  PlacesQuery,
} from '../services/places/handlers/handlePlacesRequest';

const CACHED_SECONDS = 3_600;

const placesCacheControl = (status: number): string =>
  status === 200 || status === 404 ? `public, max-age=${CACHED_SECONDS}` : 'no-store';

export const placesRoute = <Body>(
  handle: (query: PlacesQuery, context: PlacesHandlerContext) => Promise<PlacesHandlerResponse<Body>>,
) =>
  serviceRoute('GET', (req, { signal }) => handle(req.query, { service: serverPlacesService(), signal }), {
    cacheControl: placesCacheControl,
  });
