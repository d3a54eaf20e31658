/**
 * `GET /api/mechmate/addons/{registrationNumber}?lat&lng` (spec 002 §7): the add-on categories.
 * The rules live in runtime/services/mechmate/handlers/; the backend behind it is the embedded one or the
 * workshop host (runtime/services/mechmate/index.ts).
 */
import { handleOfferingsRequest, mechmateRoute } from '../../../../runtime/server';

export const config = { api: { bodyParser: false } };

export default mechmateRoute('GET', (req, context) => handleOfferingsRequest('addons', req.query, context));
