/**
 * `POST /api/tirehotel/booking/GetTimeslotDays?workshopIdentifier=` (spec 002 §7): the days with a free time; 401 without a session.
 * The rules live in runtime/services/tireHotel/handlers/; the backend behind it is the embedded one or the
 * tyre hotel host (runtime/services/tireHotel/index.ts). Bodies are read by the handler within limits.
 */
import { handleTimeslotDays, tireHotelRoute } from '../../../../runtime/server';

export const config = { api: { bodyParser: false } };

export default tireHotelRoute('POST', (req, context) => handleTimeslotDays(req, context));
