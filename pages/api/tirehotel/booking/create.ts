/**
 * `POST /api/tirehotel/booking/create?departmentIdentifier=` (spec 002 §7): the booking's confirmation, or 409 when the time was taken meanwhile.
 * The rules live in runtime/services/tireHotel/handlers/; the backend behind it is the embedded one or the
 * tyre hotel host (runtime/services/tireHotel/index.ts). Bodies are read by the handler within limits.
 */
import { handleCreateBooking, tireHotelRoute } from '../../../../runtime/server';

export const config = { api: { bodyParser: false } };

export default tireHotelRoute('POST', (req, context) => handleCreateBooking(req, context));
