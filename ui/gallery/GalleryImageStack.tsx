/**
 * The pictures of a stage: the one shown and, once the page is interactive, its neighbours going round,
 * loaded but hidden, so a turn shows a picture at once. Only the first picture is in the server's HTML,
 * preloaded, as the page's largest paint. Pictures are not draggable, so a swipe turns instead.
 */
import { styled } from '@mui/material/styles';
import Image from 'next/image';
import { useHydrated } from '../browser/useHydrated';
import type { CarouselState } from '../carousel/useCarousel';
import type { ShownImage } from './useGalleryImages';

const Stack = styled('div')({
  position: 'absolute',
  inset: 0,
  '& > img:not([data-current])': { visibility: 'hidden' },
});

interface GalleryImageStackProps {
  images: readonly ShownImage[];
  carousel: Pick<CarouselState, 'current' | 'isNear'>;
  /** The `sizes` of the pictures at this stage's width. */
  sizes: string;
  fit: 'cover' | 'contain';
  /** Preload the first picture (the page's main view, not the overlay). */
  preloadFirst?: boolean;
  onError: (src: string) => void;
  onClick?: () => void;
  className?: string;
}

export function GalleryImageStack({
  images,
  carousel,
  sizes,
  fit,
  preloadFirst = false,
  onError,
  onClick,
  className,
}: GalleryImageStackProps) {
  const hydrated = useHydrated();
  return (
    <Stack className={className} onClick={onClick}>
      {images.map((image, index) => {
        const current = index === carousel.current;
        const lcp = preloadFirst && index === 0;
        if (!current && !(hydrated && carousel.isNear(index))) return null;
        return (
          <Image
            key={image.key}
            src={image.src}
            alt={current ? image.alt : ''}
            aria-hidden={current ? undefined : true}
            data-current={current || undefined}
            fill
            sizes={sizes}
            preload={lcp}
            fetchPriority={lcp ? 'high' : undefined}
            loading={lcp ? undefined : 'eager'}
            placeholder={image.blurDataUrl ? 'blur' : 'empty'}
            blurDataURL={image.blurDataUrl}
            draggable={false}
            style={{ objectFit: fit }}
            onError={() => onError(image.src)}
          />
        );
      })}
    </Stack>
  );
}
