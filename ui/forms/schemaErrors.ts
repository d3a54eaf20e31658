/**
 * From ajv's errors to the form's: each error names the form field it belongs to and the schema rule it
 * breaks (`required`, `pattern`, `format`, `minimum`, `const`, `enum`, `notBeforeToday`,
 * `additionalProperties`, …), so the form can show that field's dictionary text for that rule.
 */
import type { ErrorObject } from 'ajv';

export interface SchemaFieldError {
  /** The form field (a top-level property of the values, or the field an alias maps it to). */
  field: string;
  /** The schema keyword that failed. */
  rule: string;
  /** ajv's parameters of the failure (`limit` of `minimum`, `allowedValues` of `enum`, …). */
  params: Readonly<Record<string, unknown>>;
}

/** Form values are flat: a pointer's first segment is the property (`/services/0` → `services`). */
function firstSegment(instancePath: string): string | undefined {
  const segment = instancePath.split('/')[1];
  return segment === undefined ? undefined : segment.replaceAll('~1', '/').replaceAll('~0', '~');
}

/** The property an error is about: a missing or unknown property is named in its params. */
function propertyOf(error: ErrorObject): string | undefined {
  if (error.instancePath === '') {
    if (error.keyword === 'required') return String(error.params.missingProperty);
    if (error.keyword === 'additionalProperties') return String(error.params.additionalProperty);
    return undefined;
  }
  return firstSegment(error.instancePath);
}

/**
 * One error per field, the first ajv reports for it (ajv checks a property's keywords in schema order).
 * `fieldOf` maps a property to the field that sets it, for forms where one field fills several values
 * (a dealer choice fills `siteName` and `siteEmail`). Errors about the values as a whole (a wrong type
 * of the whole object) have no field and are left out: a form's values are always an object.
 */
export function schemaFieldErrors(
  errors: readonly ErrorObject[],
  fieldOf: (property: string) => string = (property) => property,
): SchemaFieldError[] {
  const byField = new Map<string, SchemaFieldError>();
  for (const error of errors) {
    const property = propertyOf(error);
    if (property === undefined) continue;
    const field = fieldOf(property);
    if (!byField.has(field)) byField.set(field, { field, rule: error.keyword, params: error.params });
  }
  return [...byField.values()];
}
