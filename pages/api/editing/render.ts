/** The Sitecore editor's render requests (runtime/editing/editingRoutes.ts). */
import { editingRenderRoute } from '../../../runtime/server';

export const config = { api: { bodyParser: false } };

export default editingRenderRoute;
