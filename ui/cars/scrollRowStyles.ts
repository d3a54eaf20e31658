/**
 * A horizontally scrolling row of car cards for MUI styling (similar cars below `lg`; the query car
 * teaser's row is the same in its CSS module): it snaps to each card, shows a thin scroll bar that says there
 * is more to the side, keeps the cards' hover shadow inside its scrolled area, and shows its focus ring when
 * focused, so keyboard users scroll it with ←/→.
 */
import type { Theme } from '@mui/material/styles';

export const scrollRowStyles = (theme: Theme) =>
  ({
    position: 'relative',
    margin: theme.spacing(-1, 0, 0),
    padding: theme.spacing(1, 0, 2),
    overflowX: 'auto',
    overscrollBehaviorX: 'contain',
    scrollSnapType: 'x mandatory',
    scrollbarWidth: 'thin',
    scrollbarColor: `${theme.palette.text.secondary} ${theme.palette.action.hover}`,
    '&::-webkit-scrollbar': { height: 8 },
    '&::-webkit-scrollbar-track': { background: theme.palette.action.hover, borderRadius: 4 },
    '&::-webkit-scrollbar-thumb': { background: theme.palette.text.secondary, borderRadius: 4 },
    borderRadius: theme.shape.borderRadius,
    '&:focus-visible': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: -2 },
  }) as const;

/** The row's list of cards, each `cardWidthPx` wide: a grid cell, so the card fills its slot. */
export const scrollRowTrackStyles = (cardWidthPx: number, gapPx: number) =>
  ({
    display: 'flex',
    gap: gapPx,
    margin: 0,
    padding: 0,
    listStyle: 'none',
    '& > li': { flex: `0 0 ${cardWidthPx}px`, display: 'grid', scrollSnapAlign: 'start' },
  }) as const;
