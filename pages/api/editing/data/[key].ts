/** JSS's editing data between an editor's render request and the page render (runtime/editing/editingRoutes.ts). */
import { editingDataRoute } from '../../../../runtime/server';

export const config = { api: { bodyParser: false } };

export default editingDataRoute;
