/**
 * `GET /api/places/details?placeId=`: the Place (name, coordinates, län) of a chosen prediction.
 * The rules live in runtime/services/places/handlers/. It takes no body, so Next.js's parser is off.
 */
import { handlePlaceDetails, placesRoute } from '../../../runtime/server';

export const config = { api: { bodyParser: false } };

export default placesRoute(handlePlaceDetails);
