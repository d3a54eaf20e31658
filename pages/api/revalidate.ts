/** `POST /api/revalidate`: on-demand revalidation of a market's path or pages (runtime/api/revalidateRoute.ts). */
import { revalidateRoute } from '../../runtime/server';

// Everything it needs is in the query and a header: a body sent with it is never parsed.
export const config = { api: { bodyParser: false } };

export default revalidateRoute;
