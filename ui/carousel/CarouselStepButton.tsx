import IconButton from '@mui/material/IconButton';
import type { SxProps, Theme } from '@mui/material/styles';
import { Icon } from '../../runtime';
import type { CarouselState } from './useCarousel';

interface CarouselStepButtonProps {
  carousel: Pick<CarouselState, 'step'>;
  /** Previous (-1) or next (1). */
  direction: 1 | -1;
  label: string;
  /** Nothing more that way (carousels that stop at their ends): it stays focusable, marked `aria-disabled`. */
  disabled?: boolean;
  sx?: SxProps<Theme>;
}

/** The previous or next button: a chevron pointing the way the carousel turns. */
export function CarouselStepButton({ carousel, direction, label, disabled, sx }: CarouselStepButtonProps) {
  return (
    <IconButton
      aria-label={label}
      aria-disabled={disabled || undefined}
      onClick={() => {
        if (!disabled) carousel.step(direction);
      }}
      sx={sx}
    >
      <Icon name={direction === 1 ? 'ChevronRight' : 'ChevronLeft'} size={22} />
    </IconButton>
  );
}
