/**
 * A Sitecore image field as a picture, through JSS's `NextImage` so the page editor gets the field's chrome
 * (its `editable` markup) and visitors get next/image with the props given (sizes, fill, placeholder,
 * priority): the one door every component's image field goes through.
 *
 * Two things of JSS's are undone here. `NextImage` rewrites `/-/media/` to `/-/jssmedia/` (Sitecore's
 * resizing handler) before next/image sees the URL; next/image resizes itself, and the loaders key blur
 * placeholders by the field's `src`, so the URL is kept as the field gives it. And JSS writes every prop
 * into the editor's markup as an HTML attribute (a style object as JSON, a blur data URL, an error
 * handler's source), so the chrome gets only the size, class, alt and style (as CSS text) given here, and
 * a wrapper lays it out as the picture would be: covering its box for `fill`.
 */
import { NextImage } from '@sitecore-jss/sitecore-jss-nextjs';
import type { ImageProps } from 'next/image';
import type { ImageField, OptionalImageField } from '../../schemas/generated/fields';
import styles from './ContentImage.module.css';
import { styleAttribute } from './styleAttribute';

/** Matches nothing, so JSS leaves the media URL's prefix alone. */
const KEEP_MEDIA_URL = /(?!)/;

export type ContentImageProps = Omit<ImageProps, 'src' | 'alt'> & {
  field: ImageField | OptionalImageField;
  /** Overrides the field's alt text (for example '' for a decorative logo beside its name). */
  alt?: string;
};

export function ContentImage({ field, ...props }: ContentImageProps) {
  if (!field.editable) return <NextImage field={field} mediaUrlPrefix={KEEP_MEDIA_URL} {...props} />;
  const { fill, style, className, alt, width, height } = props;
  const css = style ? styleAttribute(style) : '';
  // Only attributes with a value: JSS writes an undefined one out as the text "undefined".
  const attributes = Object.fromEntries(
    Object.entries({
      className,
      alt,
      ...(fill ? {} : { width, height }),
      ...(css ? { style: css } : {}),
    }).filter(([, value]) => value !== undefined),
  );
  return (
    <span className={fill ? styles.fill : styles.contents}>
      <NextImage field={field} mediaUrlPrefix={KEEP_MEDIA_URL} {...attributes} />
    </span>
  );
}
