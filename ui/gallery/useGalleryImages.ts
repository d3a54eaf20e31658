/**
 * The pictures the gallery can show and which one it shows. A picture that fails to load leaves the
 * view, the thumbnails and the count; the one shown stays shown when an earlier one leaves (the
 * position moves back with it), and the next takes its place when it is the one that failed.
 */
import { useMemo, useState } from 'react';
import { useCarousel, type CarouselState } from '../carousel/useCarousel';
import type { GalleryImage } from './galleryTypes';

/** A picture with a key that stays when earlier pictures leave: its place in the car's list. */
export type ShownImage = GalleryImage & { key: string };

export interface GalleryImages {
  shown: readonly ShownImage[];
  carousel: CarouselState;
  /** A picture failed to load. */
  drop: (src: string) => void;
}

export function useGalleryImages(images: readonly GalleryImage[]): GalleryImages {
  const [broken, setBroken] = useState<ReadonlySet<string>>(() => new Set());
  const shown = useMemo(
    () => images.flatMap((image, index) => (broken.has(image.src) ? [] : [{ ...image, key: String(index) }])),
    [images, broken],
  );
  const carousel = useCarousel(shown.length);

  const drop = (src: string) => {
    if (broken.has(src)) return;
    const before = shown.slice(0, carousel.current).filter((image) => image.src === src).length;
    if (before > 0) carousel.goTo(carousel.current - before);
    setBroken((known) => new Set(known).add(src));
  };

  return { shown, carousel, drop };
}
