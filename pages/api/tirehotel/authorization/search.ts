/**
 * `GET /api/tirehotel/authorization/search?regNo=` (spec 002 §7): the customer with a tyre storage agreement, or 404 with a message.
 * The rules live in runtime/services/tireHotel/handlers/; the backend behind it is the embedded one or the
 * tyre hotel host (runtime/services/tireHotel/index.ts). Bodies are read by the handler within limits.
 */
import { handleSearch, tireHotelRoute } from '../../../../runtime/server';

export const config = { api: { bodyParser: false } };

export default tireHotelRoute('GET', (req, context) => handleSearch(req, context));
