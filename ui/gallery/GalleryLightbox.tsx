/**
 * The gallery's fullscreen overlay (spec 001 §2): the picture as large as the screen allows, uncropped,
 * with the car's name, its own counter, previous/next and a close button. The dialog keeps focus inside,
 * closes on Escape and gives focus back to what opened it; arrows and swipes turn it like the page's
 * gallery, whose position it shares. Loaded on the first open: nobody pays for it who never opens it.
 */
import Dialog from '@mui/material/Dialog';
import IconButton from '@mui/material/IconButton';
import { styled } from '@mui/material/styles';
import { useId } from 'react';
import { Icon } from '../../runtime';
import { carouselControlStyles } from '../carousel/carouselControls';
import type { CarouselState } from '../carousel/useCarousel';
import { arrowKeyStep } from './arrowKeyStep';
import { GalleryStepButtons } from './GalleryStepButtons';
import { useGalleryText } from './galleryTexts';
import { GalleryImageStack } from './GalleryImageStack';
import type { ShownImage } from './useGalleryImages';

const Bar = styled('div')(({ theme }) => ({
  display: 'flex',
  alignItems: 'center',
  gap: theme.spacing(2),
  padding: theme.spacing(1, 1, 1, 2),
  color: theme.palette.common.white,
  '& > h2': {
    flex: 1,
    minWidth: 0,
    margin: 0,
    fontSize: '1rem',
    fontWeight: 600,
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
  },
  '& > p': { margin: 0, fontSize: '0.875rem', fontVariantNumeric: 'tabular-nums', opacity: 0.85 },
  [theme.breakpoints.up('md')]: { padding: theme.spacing(1.5, 2, 1.5, 3) },
}));

const View = styled('div')({ position: 'relative', flex: 1, touchAction: 'pan-y', userSelect: 'none' });

interface GalleryLightboxProps {
  open: boolean;
  /** The dialog's name: the gallery's. */
  label: string;
  images: readonly ShownImage[];
  carousel: CarouselState;
  onError: (src: string) => void;
  onClose: () => void;
}

export function GalleryLightbox({ open, label, images, carousel, onError, onClose }: GalleryLightboxProps) {
  const text = useGalleryText();
  const titleId = useId();
  const several = images.length > 1;

  return (
    <Dialog
      open={open}
      fullScreen
      onClose={onClose}
      aria-labelledby={titleId}
      onKeyDown={arrowKeyStep(carousel.step)}
      slotProps={{ paper: { sx: { bgcolor: 'grey.900', backgroundImage: 'none' } } }}
    >
      <Bar>
        <h2 id={titleId}>{label}</h2>
        {several && <p>{text('galleryPosition', { current: carousel.current + 1, total: images.length })}</p>}
        <IconButton aria-label={text('galleryClose')} onClick={onClose} sx={carouselControlStyles}>
          <Icon name="Close" size={22} />
        </IconButton>
      </Bar>
      <View {...carousel.swipeHandlers}>
        <GalleryImageStack
          images={images}
          carousel={carousel}
          sizes="100vw"
          fit="contain"
          onError={onError}
        />
        {several && <GalleryStepButtons carousel={carousel} />}
      </View>
    </Dialog>
  );
}
