import { classNames, Icon, iconButton } from '../../runtime';
import styles from './carousel.module.css';
import type { CarouselState } from './useCarousel';

interface CarouselStepButtonProps {
  carousel: Pick<CarouselState, 'step'>;
  /** Previous (-1) or next (1). */
  direction: 1 | -1;
  label: string;
  /** Nothing more that way (carousels that stop at their ends): it stays focusable, marked `aria-disabled`. */
  disabled?: boolean;
  /** White on a dark glass over pictures, or outlined on the page's own background. */
  look: 'overlay' | 'outlined';
  className?: string;
}

/** The previous or next button: a chevron pointing the way the carousel turns. */
export function CarouselStepButton({
  carousel,
  direction,
  label,
  disabled,
  look,
  className,
}: CarouselStepButtonProps) {
  return (
    <button
      type="button"
      className={classNames(iconButton.iconButton, styles.stepButton, styles[look], className)}
      aria-label={label}
      aria-disabled={disabled || undefined}
      onClick={() => {
        if (!disabled) carousel.step(direction);
      }}
    >
      <Icon name={direction === 1 ? 'ChevronRight' : 'ChevronLeft'} size={22} />
    </button>
  );
}
