/**
 * `GET /api/mechmate/authorized-workshop/{brand}` (spec 002 §7): hasBrand.
 * The rules live in runtime/services/mechmate/handlers/; the backend behind it is the embedded one or the
 * workshop host (runtime/services/mechmate/index.ts).
 */
import { handleAuthorizedWorkshopRequest, mechmateRoute } from '../../../../runtime/server';

export const config = { api: { bodyParser: false } };

export default mechmateRoute('GET', (req, context) => handleAuthorizedWorkshopRequest(req.query, context));
