/**
 * `GET /api/mechmate/car/{registrationNumber}` (spec 002 §7): the car, or InvalidReg, VehicleNotFound, BrandNotSupported,<brand>.
 * The rules live in runtime/services/mechmate/handlers/; the backend behind it is the embedded one or the
 * workshop host (runtime/services/mechmate/index.ts).
 */
import { handleCarRequest, mechmateRoute } from '../../../../runtime/server';

export const config = { api: { bodyParser: false } };

export default mechmateRoute('GET', (req, context) => handleCarRequest(req.query, context));
