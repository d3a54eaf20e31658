/**
 * `GET /api/mechmate/prices/{registrationNumber}/{mileage}/{departmentId}?serviceOfferings=codes` (spec 002 §7).
 * The rules live in runtime/services/mechmate/handlers/; the backend behind it is the embedded one or the
 * workshop host (runtime/services/mechmate/index.ts).
 */
import { handlePricesRequest, mechmateRoute } from '../../../../../../runtime/server';

export const config = { api: { bodyParser: false } };

export default mechmateRoute('GET', (req, context) => handlePricesRequest(req.query, context));
