import type { TextField } from '../../schemas/generated/fields';
import type { CarModelCardFields } from './fields.generated';

/** A label/value pair as its two fields, which the card renders through JSS's `Text`. */
export interface CarModelFact {
  label: TextField;
  value: TextField;
}

/** Server loader result: the image's blur placeholder, when one could be made. */
export interface CarModelCardData {
  blurDataUrl?: string;
}

const FACT_NUMBERS = [1, 2, 3, 4] as const;

const hasText = (field: TextField) => String(field.value).trim() !== '';

/**
 * The label/value pairs in order; a pair shows only when both its label and its value have text, or, in
 * the page editor, when both fields are there to fill.
 */
export function carModelFacts(fields: CarModelCardFields): CarModelFact[] {
  return FACT_NUMBERS.flatMap((n) => {
    const label = fields[`Label${n}`];
    const value = fields[`Value${n}`];
    if (!label || !value) return [];
    const editable = label.editable !== undefined && value.editable !== undefined;
    return editable || (hasText(label) && hasText(value)) ? [{ label, value }] : [];
  });
}
