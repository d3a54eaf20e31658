/**
 * The react-hook-form resolver of every lead form: the form's JSON Schema decides, nothing else. It turns
 * what the fields hold into the values the form submits (`toValues`), runs the schema's generated
 * validator on them and hands each failure to its field with the dictionary text for the rule broken.
 * Valid values are what the form's submit handler receives, exactly as they will be posted.
 */
import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import type { FormValidator } from './FormValidator';
import { schemaFieldErrors, type SchemaFieldError } from './schemaErrors';

/** The form-level error that stops a submission without telling the visitor (see `silentlyRequired`). */
export const SILENT_ABORT = 'silentAbort';
/** The form-level error of a failed `check`: its message is shown in the form's error box. */
export const FORM_CHECK = 'formCheck';

export interface SchemaResolverOptions<State extends FieldValues, Values> {
  validate: FormValidator;
  /** The values the schema validates and the form posts, from what the fields hold. */
  toValues: (state: State) => Values;
  /** The field that sets a property, when it is not the field of the same name. */
  fieldOf?: (property: string) => string;
  /** The text shown for a field's failure. */
  message: (error: SchemaFieldError) => string;
  /**
   * Fields whose absence stops the submission silently: no message, nothing posted (spec 002 §5: the
   * sell-car form is silently aborted without name, phone or e-mail). Their other failures show as usual.
   */
  silentlyRequired?: readonly string[];
  /**
   * A rule on what the fields hold that the schema cannot state (a recipient the form must find among the
   * page's data), checked first: a text it returns stops the submission as the form's own error.
   */
  check?: (state: State) => string | undefined;
}

/** Undefined, null, NaN and blank text are absent; text is trimmed. */
export function compactValues<State extends FieldValues>(state: State): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(state)) {
    const kept = typeof value === 'string' ? value.trim() : value;
    if (kept === undefined || kept === null || kept === '' || Number.isNaN(kept)) continue;
    values[name] = kept;
  }
  return values;
}

export function schemaResolver<State extends FieldValues, Values>({
  validate,
  toValues,
  fieldOf,
  message,
  silentlyRequired = [],
  check,
}: SchemaResolverOptions<State, Values>): Resolver<State, unknown, Values> {
  return (state) => {
    const problem = check?.(state);
    if (problem !== undefined) {
      return { values: {}, errors: { root: { type: FORM_CHECK, message: problem } } as FieldErrors<State> };
    }
    const values = toValues(state);
    if (validate(values)) return { values, errors: {} };
    const errors: Record<string, { type: string; message: string }> = {};
    for (const error of schemaFieldErrors(validate.errors ?? [], fieldOf)) {
      if (error.rule === 'required' && silentlyRequired.includes(error.field)) {
        errors.root = { type: SILENT_ABORT, message: '' };
      } else {
        errors[error.field] = { type: error.rule, message: message(error) };
      }
    }
    // A failure with no field (values that are not an object) still stops the submission.
    if (Object.keys(errors).length === 0) errors.root = { type: 'invalid', message: '' };
    return { values: {}, errors: errors as FieldErrors<State> };
  };
}
