/**
 * The lists of the language-neutral keys (catalogues/keys.schema.json) the generator walks through. They
 * are the schema's own enums, so these lists and the generated types cannot drift apart.
 */
import type { Colour, DepartmentKind } from './catalogues/keys.generated';
import keys from './catalogues/keys.schema.json';

export const COLOURS = keys.$defs.Colour.enum as readonly Colour[];

/** In the order a dealer site lists and numbers its departments. */
export const DEPARTMENT_KINDS = keys.$defs.DepartmentKind.enum as readonly DepartmentKind[];
