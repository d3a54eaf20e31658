import type { StoryExtras } from '../../schemas/generated/content';
import type { ImageField, TextField } from '../../schemas/generated/fields';

/** What the server loader hands the component (JSON). */
export interface StoryDetailData {
  /** Null when the route is not a story the content source knows. */
  extras: StoryExtras | null;
  /** Blur placeholder of the route's `image`. */
  heroBlurDataUrl?: string;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** A route field read as a text field (route fields are not validated per template). */
export function asTextField(field: unknown): TextField | undefined {
  return isObject(field) && (typeof field.value === 'string' || typeof field.value === 'number')
    ? (field as unknown as TextField)
    : undefined;
}

/** A route field read as an image field with a source. */
export function asImageField(field: unknown): ImageField | undefined {
  return isObject(field) && isObject(field.value) && typeof field.value.src === 'string' && field.value.src
    ? (field as unknown as ImageField)
    : undefined;
}
