/**
 * A text field that has a wording of its own when it is left empty (a dictionary default): visitors get
 * the field's text through JSS's `Text`, or the default; editors always get the field, empty or not, so
 * they can fill it.
 */
import { Text } from '@sitecore-jss/sitecore-jss-nextjs';
import type { TextField } from '../../schemas/generated/fields';

export function TextOrDefault({ field, fallback }: { field: TextField | undefined; fallback: string }) {
  if (field && (field.editable || String(field.value).trim() !== '')) return <Text field={field} />;
  return fallback;
}
