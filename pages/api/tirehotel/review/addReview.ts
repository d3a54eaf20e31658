/**
 * `POST /api/tirehotel/review/addReview` (spec 002 §7): stores the customer's review.
 * The rules live in runtime/services/tireHotel/handlers/; the backend behind it is the embedded one or the
 * tyre hotel host (runtime/services/tireHotel/index.ts). Bodies are read by the handler within limits.
 */
import { handleAddReview, tireHotelRoute } from '../../../../runtime/server';

export const config = { api: { bodyParser: false } };

export default tireHotelRoute('POST', (req, context) => handleAddReview(req, context));
