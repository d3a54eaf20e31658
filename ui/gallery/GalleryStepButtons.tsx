/** Previous and next over a gallery stage: the picture view and the fullscreen view both have them. */
import { CarouselStepButton } from '../carousel/CarouselStepButton';
import type { CarouselState } from '../carousel/useCarousel';
import { useGalleryText } from './galleryTexts';
import { stepButtonStyles } from './galleryStage';

export function GalleryStepButtons({ carousel }: { carousel: Pick<CarouselState, 'step'> }) {
  const text = useGalleryText();
  return (
    <>
      <CarouselStepButton
        carousel={carousel}
        direction={-1}
        label={text('galleryPrevious')}
        sx={stepButtonStyles('left')}
      />
      <CarouselStepButton
        carousel={carousel}
        direction={1}
        label={text('galleryNext')}
        sx={stepButtonStyles('right')}
      />
    </>
  );
}
