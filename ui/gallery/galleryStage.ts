/**
 * The 4:3 box every gallery panel shows its media in (pictures, video, 360° view), so switching tabs or
 * loading a picture never moves the page, and the buttons laid over it.
 */
import { styled } from '@mui/material/styles';

export const GalleryStage = styled('div')(({ theme }) => ({
  position: 'relative',
  aspectRatio: '4 / 3',
  overflow: 'hidden',
  borderRadius: theme.shape.borderRadius,
  backgroundColor: theme.palette.grey[100],
  // The browser keeps vertical scrolling; sideways movement is the visitor's swipe or drag.
  touchAction: 'pan-y',
  userSelect: 'none',
}));

/** Previous and next, centred on the stage's sides; a little larger from tablets up. */
export const stepButtonStyles = (side: 'left' | 'right') =>
  ({
    position: 'absolute',
    top: '50%',
    [side]: { xs: 8, md: 16 },
    transform: 'translateY(-50%)',
    zIndex: 1,
    width: { xs: 40, md: 48 },
    height: { xs: 40, md: 48 },
  }) as const;

/** A small dark label over the picture, such as the position counter. */
export const StageBadge = styled('p')(({ theme }) => ({
  position: 'absolute',
  zIndex: 1,
  margin: 0,
  padding: theme.spacing(0.25, 1.25),
  borderRadius: 999,
  fontSize: '0.8125rem',
  fontWeight: 600,
  fontVariantNumeric: 'tabular-nums',
  color: theme.palette.common.white,
  backgroundColor: 'rgba(0, 0, 0, 0.6)',
  pointerEvents: 'none',
}));
