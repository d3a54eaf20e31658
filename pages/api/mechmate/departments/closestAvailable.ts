/**
 * `GET /api/mechmate/departments/closestAvailable?regNo&serviceOfferings&latitude&longitude&cursor`
 * (spec 002 §7, §9): the nearest workshops as server-sent events, 5 then 4, or `{nosites}` / `{error}`.
 * The rules live in runtime/services/mechmate/handlers/handleClosestAvailable.ts.
 */
import { closestAvailableRoute } from '../../../../runtime/server';

export const config = { api: { bodyParser: false } };

export default closestAvailableRoute;
