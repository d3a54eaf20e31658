/** `POST /api/revalidate`: on-demand revalidation of a market's path or pages (runtime/api/revalidateRoute.ts). */
import { revalidateRoute } from '../../runtime/server';

export default revalidateRoute;
