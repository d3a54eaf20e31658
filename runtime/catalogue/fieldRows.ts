/**
 * A component's field schema as the catalogue's field table: one row per field, with the fields of list
 * items (the Layout Service's `{ id, fields }` items) below their list as `Items[].Title`. The type is the
 * shared field shape a field refers to (schemas/fields.schema.json: TextField, LinkField, …); the
 * description is the field's own, else its shape's.
 */
import fieldsSchema from '../../schemas/fields.schema.json';

export interface FieldRow {
  /** `Title`, or `Items[].Title` for a field of a list's items. */
  name: string;
  type: string;
  required: boolean;
  description: string | null;
}

type SchemaNode = Readonly<Record<string, unknown>>;

const FIELDS_SCHEMA_DEFS = 'https://schemas.car-retail.internal/fields.schema.json#/$defs/';
/** Item lists inside item lists inside a field: deeper than any component goes. */
const MAX_DEPTH = 3;

function isNode(value: unknown): value is SchemaNode {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const text = (value: unknown): string | null => (typeof value === 'string' ? value : null);
const child = (node: SchemaNode, key: string): SchemaNode | undefined => {
  const value = node[key];
  return isNode(value) ? value : undefined;
};

/** The parts of an `allOf` (a shared shape narrowed by the component: `TextField` with an enum). */
const parts = (node: SchemaNode): SchemaNode[] =>
  Array.isArray(node.allOf) ? node.allOf.filter(isNode) : [];

/** The shared field shape a `$ref` names (itself, or in an `allOf`), with its title and description. */
function sharedShape(node: SchemaNode): SchemaNode | undefined {
  const ref = text(node.$ref);
  if (!ref) return parts(node).map(sharedShape).find(Boolean);
  if (!ref.startsWith(FIELDS_SCHEMA_DEFS)) return undefined;
  const defs: SchemaNode = fieldsSchema.$defs;
  return child(defs, ref.slice(FIELDS_SCHEMA_DEFS.length));
}

/** The values an `allOf` allows a field's `value` (`default | muted | primary`), empty ones left out. */
function allowedValues(node: SchemaNode): string {
  const values = parts(node).flatMap((part) => {
    const value = child(child(part, 'properties') ?? {}, 'value');
    return value && Array.isArray(value.enum) ? value.enum : [];
  });
  const shown = values.filter((value) => value !== '').map(String);
  return shown.length > 0 ? ` (${shown.join(' | ')})` : '';
}

/** The properties of a list item's `fields`, when the list holds Layout Service items. */
function itemFields(node: SchemaNode): SchemaNode | undefined {
  const items = child(node, 'items');
  const fields = items && child(child(items, 'properties') ?? {}, 'fields');
  return fields && child(fields, 'properties') ? fields : undefined;
}

function typeOf(node: SchemaNode): string {
  const shape = sharedShape(node);
  if (shape) return `${text(shape.title) ?? 'field'}${allowedValues(node)}`;
  const items = child(node, 'items');
  if (items) return itemFields(node) ? 'item list' : `${typeOf(items)}[]`;
  const variants = [node.oneOf, node.anyOf].find(Array.isArray);
  if (variants) return variants.filter(isNode).map(typeOf).join(' | ');
  if (Array.isArray(node.type)) return node.type.filter((type) => typeof type === 'string').join(' | ');
  return text(node.type) ?? 'any';
}

function rowsOf(objectSchema: SchemaNode, prefix: string, depth: number): FieldRow[] {
  const properties = child(objectSchema, 'properties') ?? {};
  const required = Array.isArray(objectSchema.required) ? objectSchema.required : [];
  return Object.entries(properties).flatMap(([key, value]) => {
    if (!isNode(value)) return [];
    const name = `${prefix}${key}`;
    const row: FieldRow = {
      name,
      type: typeOf(value),
      required: required.includes(key),
      description: text(value.description) ?? text(sharedShape(value)?.description),
    };
    const nested = itemFields(value);
    return nested && depth < MAX_DEPTH ? [row, ...rowsOf(nested, `${name}[].`, depth + 1)] : [row];
  });
}

/** The rows of a component's field schema (its `fields` object). */
export function fieldRows(schema: object): FieldRow[] {
  return isNode(schema) ? rowsOf(schema, '', 0) : [];
}
