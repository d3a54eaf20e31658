/**
 * `GET /api/places/autocomplete?q=`: up to 8 Swedish places whose name starts with what the visitor typed
 * (the service booking's step 1, spec 002 §2).
 * The rules live in runtime/services/places/handlers/. It takes no body, so Next.js's parser is off.
 */
import { handlePlacesAutocomplete, placesRoute } from '../../../runtime/server';

export const config = { api: { bodyParser: false } };

export default placesRoute(handlePlacesAutocomplete);
