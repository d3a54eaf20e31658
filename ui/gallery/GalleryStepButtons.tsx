/** Previous and next over a gallery stage: the picture view and the fullscreen view both have them. */
import Box from '@mui/material/Box';
import { CarouselStepButton } from '../carousel/CarouselStepButton';
import type { CarouselState } from '../carousel/useCarousel';
import { useGalleryText } from './galleryTexts';
import { stepButtonStyles } from './galleryStage';

export function GalleryStepButtons({ carousel }: { carousel: Pick<CarouselState, 'step'> }) {
  const text = useGalleryText();
  return (
    <>
      <Box
        component={CarouselStepButton}
        carousel={carousel}
        direction={-1}
        label={text('galleryPrevious')}
        look="overlay"
        sx={stepButtonStyles('left')}
      />
      <Box
        component={CarouselStepButton}
        carousel={carousel}
        direction={1}
        label={text('galleryNext')}
        look="overlay"
        sx={stepButtonStyles('right')}
      />
    </>
  );
}
