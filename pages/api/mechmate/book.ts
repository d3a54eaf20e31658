/**
 * `POST /api/mechmate/book` (spec 002 §7): a booking; 409 TimeslotNotAvailable when the slot was taken. The handler reads the body within its limits, so Next.js's own parser is off.
 * The rules live in runtime/services/mechmate/handlers/; the backend behind it is the embedded one or the
 * workshop host (runtime/services/mechmate/index.ts).
 */
import { handleBookingPost, mechmateRoute } from '../../../runtime/server';

export const config = { api: { bodyParser: false } };

export default mechmateRoute('POST', (req, context) => handleBookingPost(req, context));
