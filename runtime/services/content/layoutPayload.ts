/**
 * The one door every Layout Service payload comes in by, whatever read it: a local content file,
 * Experience Edge's `layout.item.rendered`, a personalised payload with `experiences`. What leaves is the
 * runtime's LayoutData, validated against schemas/layout.schema.json with what JSS leaves optional filled
 * in — a route's `fields` and `placeholders` (the schema's defaults), a rendering's `uid`, `fields`,
 * `params` and `placeholders` —, so the rest of the runtime relies on one shape. Editing chromes are kept
 * in editing mode only, where JSS's placeholder writes them out for the editor; personalised variants are
 * dropped, the rendering itself (the default variant) renders.
 *
 * A payload that fails the schema is rendered as far as it can be, never answered with a 500: a malformed
 * rendering becomes the section error for itself alone (MALFORMED_RENDERING), a malformed route field,
 * placeholder or optional route property is left out, a malformed context replaced by the request's;
 * the origin and JSON pointer of every problem are logged. Only a payload with nothing to render (not a
 * layout, a route without a name) is refused with MalformedLayoutError, which the page answers as its
 * content source being unavailable (503). Local files are refused by `npm run validate` before they get
 * here; this is for what a live upstream sends. Server-only.
 */
import type { ErrorObject, ValidateFunction } from 'ajv';
import type { LayoutContext, LayoutData } from '../../../schemas/generated/layout';
import type { ConfigError } from '../../config/ConfigError';
import { isJsonObject, type JsonObject } from '../../config/jsonObject';
import { projectValidator, validateWith } from '../../config/schemaValidator';
import { MALFORMED_RENDERING } from '../../layout/malformedRendering';

/** Where a payload came from (for the log) and the request it answers (for a missing context). */
export interface PayloadOrigin {
  /** A file path, or the upstream and route: `Experience Edge /<route> (<site name>, <language>)`. */
  source: string;
  site: string;
  language: string;
}

export class MalformedLayoutError extends Error {
  constructor(
    readonly source: string,
    readonly problems: readonly string[],
  ) {
    super(`Layout payload ${source} cannot be rendered: ${problems.join('; ')}`);
    this.name = 'MalformedLayoutError';
  }
}

/** A rendering's place: the placeholder names and indexes leading to it from the route. */
type RenderingPath = readonly (readonly [placeholder: string, index: number])[];

function generatedUid(path: RenderingPath): string {
  return `layout:${path.map(([name, index]) => `${name}/${index}`).join('/')}`;
}

function requestContext(origin: PayloadOrigin): LayoutContext {
  return { pageEditing: false, pageState: 'normal', language: origin.language, site: { name: origin.site } };
}

/**
 * JSS types every context property as optional; what the payload lacks comes from the request. JSS's
 * NextImage serves images unoptimised unless `pageState` is 'normal', so a payload without one (local
 * content, Experience Edge) gets the state its `pageEditing` implies.
 */
function filledContext(raw: unknown, origin: PayloadOrigin): JsonObject {
  const context = isJsonObject(raw) ? raw : {};
  const pageEditing = context.pageEditing ?? false;
  return {
    ...context,
    pageEditing,
    pageState: context.pageState ?? (pageEditing === true ? 'edit' : 'normal'),
    language: context.language ?? origin.language,
    site:
      isJsonObject(context.site) && context.site.name !== undefined ? context.site : { name: origin.site },
  };
}

function isEditingChrome(entry: JsonObject): boolean {
  return !('componentName' in entry) && 'name' in entry;
}

function fillPlaceholders(placeholders: unknown, at: RenderingPath, editing: boolean): void {
  if (!isJsonObject(placeholders)) return;
  for (const [name, entries] of Object.entries(placeholders)) {
    if (!Array.isArray(entries)) continue;
    const kept = entries.filter((entry) => editing || !isJsonObject(entry) || !isEditingChrome(entry));
    kept.forEach((entry, index) => {
      if (isJsonObject(entry) && !isEditingChrome(entry))
        fillRendering(entry, [...at, [name, index]], editing);
    });
    placeholders[name] = kept;
  }
}

function fillRendering(rendering: JsonObject, path: RenderingPath, editing: boolean): void {
  rendering.uid ??= generatedUid(path);
  rendering.fields ??= {};
  rendering.params ??= {};
  rendering.placeholders ??= {};
  delete rendering.experiences;
  fillPlaceholders(rendering.placeholders, path, editing);
}

/** What a schema error is repaired by: the part of the payload it lies in. */
type Repair =
  | { kind: 'context' }
  | { kind: 'routeProperty'; name: string }
  | { kind: 'routeField'; name: string }
  | { kind: 'placeholder'; owner: RenderingPath; name: string }
  | { kind: 'rendering'; path: RenderingPath }
  | { kind: 'none' };

function pointerSegments(error: ErrorObject): string[] {
  const pointer = error.instancePath + (error.propertyName === undefined ? '' : `/${error.propertyName}`);
  return pointer
    .split('/')
    .slice(1)
    .map((segment) => segment.replace(/~1/g, '/').replace(/~0/g, '~'));
}

/** The innermost rendering or placeholder holding a problem found below `/sitecore/route/placeholders`. */
function placeholderRepair(segments: readonly string[]): Repair {
  const path: [string, number][] = [];
  let at = 0;
  while (segments[at] === 'placeholders' && segments[at + 1] !== undefined) {
    const name = segments[at + 1] ?? '';
    const index = segments[at + 2];
    if (index === undefined) return { kind: 'placeholder', owner: path, name };
    path.push([name, Number(index)]);
    at += 3;
  }
  return path.length > 0 ? { kind: 'rendering', path } : { kind: 'routeProperty', name: 'placeholders' };
}

function repairFor(segments: readonly string[]): Repair {
  const [root, part, ...rest] = segments;
  if (root !== 'sitecore') return { kind: 'none' };
  if (part === 'context') return { kind: 'context' };
  const [property, field] = rest;
  if (part !== 'route' || property === undefined || property === 'name') return { kind: 'none' };
  if (property === 'fields' && field !== undefined) return { kind: 'routeField', name: field };
  if (property === 'placeholders') return placeholderRepair(rest);
  return { kind: 'routeProperty', name: property };
}

/**
 * The repairs of one round: those of the innermost problems. An error with others below it is the
 * verdict of a composite rule on the whole (a rendering that is neither a chrome nor a rendering because
 * one of its nested renderings is broken): repairing the inner part first keeps the outer one.
 */
function innermostRepairs(errors: readonly ErrorObject[]): Repair[] {
  const pointers = errors.map(pointerSegments);
  const below = (outer: readonly string[], inner: readonly string[]) =>
    inner.length > outer.length && outer.every((segment, index) => inner[index] === segment);
  return pointers.filter((pointer) => !pointers.some((other) => below(pointer, other))).map(repairFor);
}

/** The placeholders object of a rendering (or of the route, for an empty path), if it is still there. */
function placeholdersAt(route: JsonObject, path: RenderingPath): JsonObject | undefined {
  let placeholders: unknown = route.placeholders;
  for (const [name, index] of path) {
    const rendering: unknown = isJsonObject(placeholders)
      ? (placeholders[name] as unknown[])?.[index]
      : undefined;
    placeholders = isJsonObject(rendering) ? rendering.placeholders : undefined;
  }
  return isJsonObject(placeholders) ? placeholders : undefined;
}

function applyRepair(
  data: { sitecore: JsonObject },
  route: JsonObject,
  repair: Repair,
  origin: PayloadOrigin,
) {
  switch (repair.kind) {
    case 'context':
      data.sitecore.context = requestContext(origin);
      return;
    case 'routeProperty':
      // fields and placeholders are required: an empty one stands in for a malformed one.
      if (repair.name === 'fields' || repair.name === 'placeholders') route[repair.name] = {};
      else delete route[repair.name];
      return;
    case 'routeField':
      if (isJsonObject(route.fields)) delete route.fields[repair.name];
      return;
    case 'placeholder':
      delete placeholdersAt(route, repair.owner)?.[repair.name];
      return;
    case 'rendering': {
      const [name, index] = repair.path.at(-1) ?? ['', 0];
      const entries = placeholdersAt(route, repair.path.slice(0, -1))?.[name];
      if (!Array.isArray(entries) || index >= entries.length) return;
      const broken: unknown = entries[index];
      const uid =
        isJsonObject(broken) && typeof broken.uid === 'string' && broken.uid ? broken.uid : undefined;
      entries[index] = {
        uid: uid ?? generatedUid(repair.path),
        componentName: MALFORMED_RENDERING,
        fields: {},
        params: {},
        placeholders: {},
      };
      return;
    }
    case 'none':
      return;
  }
}

/** Each round repairs the innermost problems; a broken rendering inside a broken one takes two. */
const MAX_REPAIR_ROUNDS = 8;

const describeProblems = (problems: readonly ConfigError[]) => [
  ...new Set(problems.map((problem) => `${problem.pointer || '/'}: ${problem.message}`)),
];

/**
 * The runtime's LayoutData of a payload, or null when its route is null (the item does not exist).
 * Throws MalformedLayoutError when nothing of it can be rendered.
 */
export function layoutFromPayload(payload: unknown, origin: PayloadOrigin): LayoutData | null {
  if (!isJsonObject(payload) || !isJsonObject(payload.sitecore))
    throw new MalformedLayoutError(origin.source, ['/sitecore: missing, not a Layout Service payload']);
  const { context, route } = structuredClone(payload.sitecore);
  if (route === null || route === undefined) return null;
  const filled = filledContext(context, origin);
  const data = { sitecore: { context: filled, route } };
  if (isJsonObject(route)) fillPlaceholders(route.placeholders, [], filled.pageEditing === true);

  // The schema is the type: once it accepts the payload, the payload is LayoutData.
  const validate = projectValidator('layout') as ValidateFunction<LayoutData>;
  if (validate(data)) return data;
  const problems = describeProblems(validateWith(validate, data, origin.source));
  for (let round = 0; round < MAX_REPAIR_ROUNDS && isJsonObject(route); round += 1) {
    const repairs = innermostRepairs(validate.errors ?? []);
    if (repairs.some((repair) => repair.kind === 'none')) break;
    for (const repair of repairs) applyRepair(data, route, repair, origin);
    if (validate(data)) {
      console.error(
        `Layout payload ${origin.source} does not match the layout schema; rendering what it can:\n  ${problems.join('\n  ')}`,
      );
      return data;
    }
  }
  throw new MalformedLayoutError(
    origin.source,
    describeProblems(validateWith(validate, data, origin.source)),
  );
}
