/**
 * The text a form shows for a field that breaks a schema rule, in the market's language.
 *
 * Dictionary keys: `formError.<field>.<rule>` (e.g. `formError.customerPhone.pattern`), else the rule's
 * generic `formError.<rule>` (e.g. `formError.required`), else `formError.invalid`. A market's dictionary
 * wins at any level (its language beats a default's); without an entry the form's own defaults apply (a form may bring defaults in its language, by
 * `<field>.<rule>` or by rule), then the form layer's Swedish ones below, then `formError.invalid`.
 * ajv's numeric parameters fill placeholders: `{{limit}}` of `minimum`, `maxLength`, ….
 */
import type { SchemaFieldError } from './schemaErrors';

/** Default texts by `<rule>` or `<field>.<rule>`. */
export type FormErrorDefaults = Readonly<Record<string, string>>;

/** The dictionary lookup: i18next's `t` with a list of keys, the first found wins. */
export type TranslateKeys = (keys: string[], options: Readonly<Record<string, unknown>>) => string;

/** Generic texts per rule (Swedish, like every default of the runtime) and those of the shared lead fields. */
export const FORM_ERROR_DEFAULTS: FormErrorDefaults = {
  invalid: 'Kontrollera uppgiften',
  required: 'Fältet måste fyllas i',
  pattern: 'Kontrollera att uppgiften är rätt skriven',
  format: 'Kontrollera formatet',
  type: 'Ogiltigt värde',
  minimum: 'Ange minst {{limit}}',
  maximum: 'Ange högst {{limit}}',
  minLength: 'Fältet måste fyllas i',
  maxLength: 'Högst {{limit}} tecken',
  const: 'Du måste bekräfta',
  enum: 'Välj ett av alternativen',
  uniqueItems: 'Välj varje alternativ en gång',
  notBeforeToday: 'Välj i dag eller ett senare datum',
  additionalProperties: 'Fältet hör inte till formuläret',
  'regno.required': 'Ange registreringsnummer',
  'regno.pattern': 'Ange ett giltigt registreringsnummer',
  'milage.required': 'Ange miltal',
  'milage.type': 'Ange miltalet i hela tal',
  'milage.minimum': 'Miltalet kan inte vara negativt',
  'milage.maximum': 'Ange ett rimligt miltal',
  'customerName.required': 'Ange ditt namn',
  'customerName.pattern': 'Ange ditt namn',
  'customerPhone.required': 'Ange ditt telefonnummer',
  'customerPhone.pattern': 'Ange ett giltigt telefonnummer',
  'customerEmail.required': 'Ange din e-postadress',
  'customerEmail.format': 'Ange en giltig e-postadress',
};

/** ajv's parameters that read as text (`limit`, `format`, `missingProperty`, …). */
function placeholderValues(params: SchemaFieldError['params']): Record<string, string | number> {
  const values: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(params)) {
    if (typeof value === 'string' || typeof value === 'number') values[name] = value;
  }
  return values;
}

export function formErrorText(
  translate: TranslateKeys,
  { field, rule, params }: SchemaFieldError,
  formDefaults: FormErrorDefaults = {},
): string {
  const specific = `${field}.${rule}`;
  const defaultValue =
    formDefaults[specific] ??
    formDefaults[rule] ??
    FORM_ERROR_DEFAULTS[specific] ??
    FORM_ERROR_DEFAULTS[rule] ??
    formDefaults.invalid ??
    FORM_ERROR_DEFAULTS.invalid;
  return translate([`formError.${specific}`, `formError.${rule}`, 'formError.invalid'], {
    ...placeholderValues(params),
    defaultValue,
  });
}
