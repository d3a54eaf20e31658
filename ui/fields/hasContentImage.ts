/**
 * Whether an image field has something to show: a picture, or (in the page editor, where the field
 * carries its `editable` markup) an empty field an editor can fill. Components and their data helpers ask
 * this before rendering a field through ContentImage.
 */
import type { ImageField, OptionalImageField } from '../../schemas/generated/fields';

export function hasContentImage<Field extends ImageField | OptionalImageField>(
  field: Field | undefined,
): field is Field {
  return Boolean(field?.value.src || field?.editable);
}
