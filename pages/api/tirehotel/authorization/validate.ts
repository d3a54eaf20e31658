/**
 * `POST /api/tirehotel/authorization/validate?authToken=&otpToken=` (spec 002 §7): the vehicle, the token then being the session; or the message of a wrong, expired, used or locked code.
 * The rules live in runtime/services/tireHotel/handlers/; the backend behind it is the embedded one or the
 * tyre hotel host (runtime/services/tireHotel/index.ts). Bodies are read by the handler within limits.
 */
import { handleValidate, tireHotelRoute } from '../../../../runtime/server';

export const config = { api: { bodyParser: false } };

export default tireHotelRoute('POST', (req, context) => handleValidate(req, context));
