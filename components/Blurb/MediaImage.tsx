import { ContentImage } from '../../ui';
import styles from './Blurb.module.css';
import type { BlurbImage } from './blurbMedia';

const dimension = (value: string | number | undefined) => {
  const number = Number(value);
  return Number.isFinite(number) && number > 0 ? number : undefined;
};

/**
 * A content image through next/image (JSS's, so editors get the field's chrome), with the loader's blur
 * placeholder when there is one. `fill` covers a positioned parent; otherwise the image keeps its own
 * proportions when the field gives its size, and is cropped to 4:3 when it does not.
 */
export function MediaImage({
  image,
  blurDataUrl,
  sizes,
  fill = false,
}: {
  image: BlurbImage;
  blurDataUrl?: string;
  sizes: string;
  fill?: boolean;
}) {
  const placeholder = blurDataUrl ? { placeholder: 'blur' as const, blurDataURL: blurDataUrl } : {};
  const width = dimension(image.value.width);
  const height = dimension(image.value.height);
  if (!fill && width && height) {
    return (
      <ContentImage
        field={image}
        width={width}
        height={height}
        sizes={sizes}
        style={{ display: 'block', width: '100%', height: 'auto' }}
        {...placeholder}
      />
    );
  }
  const filled = (
    <ContentImage field={image} fill sizes={sizes} style={{ objectFit: 'cover' }} {...placeholder} />
  );
  return fill ? filled : <div className={styles.cropped}>{filled}</div>;
}
