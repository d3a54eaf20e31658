/**
 * What a browser form validates with: a compiled validator of the form's JSON Schema, as ajv's standalone
 * code generated into `ui/forms/validators/` by `npm run generate` (scripts/lib/formValidators.ts). After a
 * call that answers false, `errors` holds ajv's error objects (without ajv's English messages).
 */
import type { ErrorObject } from 'ajv';

export interface FormValidator {
  (data: unknown): boolean;
  errors?: ErrorObject[] | null;
}

/** A form schema's generated module. */
export interface FormSchemaValidator {
  validate: FormValidator;
  /** The schema's top-level `required` properties. */
  requiredProperties: readonly string[];
}
