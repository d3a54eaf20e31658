/**
 * `GET /api/mechmate/timeslots/from/{registrationNumber}/{departmentId}/{date}/?serviceOfferings=codes` (spec 002 §7): 28 days of slots.
 * The rules live in runtime/services/mechmate/handlers/; the backend behind it is the embedded one or the
 * workshop host (runtime/services/mechmate/index.ts).
 */
import { handleTimeslotsRequest, mechmateRoute } from '../../../../../../../runtime/server';

export const config = { api: { bodyParser: false } };

export default mechmateRoute('GET', (req, context) => handleTimeslotsRequest(req.query, context));
