/** `<page>?sc_mode=edit&secret=…`: a recorded editing payload opened offline (runtime/editing/editingRoutes.ts). */
import { editingOpenRoute } from '../../../../runtime/server';

export default editingOpenRoute;
