/**
 * `POST /api/tirehotel/authorization/login?encryptedPhoneNumber=` (spec 002 §7): sends the SMS code and answers its token; 429 when asked too often.
 * The rules live in runtime/services/tireHotel/handlers/; the backend behind it is the embedded one or the
 * tyre hotel host (runtime/services/tireHotel/index.ts). Bodies are read by the handler within limits.
 */
import { handleLogin, tireHotelRoute } from '../../../../runtime/server';

export const config = { api: { bodyParser: false } };

export default tireHotelRoute('POST', (req, context) => handleLogin(req, context));
