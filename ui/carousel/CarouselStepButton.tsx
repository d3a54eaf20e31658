import IconButton from '@mui/material/IconButton';
import type { SxProps, Theme } from '@mui/material/styles';
import { Icon } from '../../runtime';
import type { CarouselState } from './useCarousel';

interface CarouselStepButtonProps {
  carousel: Pick<CarouselState, 'step'>;
  /** Previous (-1) or next (1). */
  direction: 1 | -1;
  label: string;
  sx?: SxProps<Theme>;
}

/** The previous or next button: a chevron pointing the way the carousel turns. */
export function CarouselStepButton({ carousel, direction, label, sx }: CarouselStepButtonProps) {
  return (
    <IconButton aria-label={label} onClick={() => carousel.step(direction)} sx={sx}>
      <Icon name={direction === 1 ? 'ChevronRight' : 'ChevronLeft'} size={22} />
    </IconButton>
  );
}
