import type { ImageField } from '../../schemas/generated/fields';
import { ContentImage } from '../fields/ContentImage';

interface SlideImageProps {
  image: ImageField;
  /** The slide is current or next to it: its image loads now, so a turn never shows a placeholder. */
  near: boolean;
  blurDataUrl?: string;
  fetchPriority?: 'high';
}

/**
 * A slide's picture covering its positioned parent. Not draggable, so a swipe turns the slide instead of
 * dragging the picture.
 */
export function SlideImage({ image, near, blurDataUrl, fetchPriority }: SlideImageProps) {
  return (
    <ContentImage
      field={image}
      fill
      sizes="100vw"
      loading={near ? 'eager' : 'lazy'}
      fetchPriority={fetchPriority}
      placeholder={blurDataUrl ? 'blur' : 'empty'}
      blurDataURL={blurDataUrl}
      draggable={false}
      style={{ objectFit: 'cover' }}
    />
  );
}
