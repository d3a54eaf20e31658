/**
 * The frame every card shares (car, story, teaser, car model, content card): an article on paper with a
 * hairline border and the theme's radius, its parts stacked so that cards in a row line up (full height, the
 * body grows, actions sit at the bottom). An `interactive` card, one the visitor can open, lifts on hover
 * and zooms its picture, unless the visitor prefers reduced motion. Styled components rather than `sx`: the
 * car list draws 48 cards at a time.
 */
import { styled, type Theme } from '@mui/material/styles';

export const CardFrame = styled('article', {
  shouldForwardProp: (prop) => prop !== 'interactive',
})<{ interactive?: boolean }>(({ theme, interactive = false }) => ({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  height: '100%',
  minWidth: 0,
  overflow: 'hidden',
  backgroundColor: theme.palette.background.paper,
  border: `1px solid ${theme.palette.divider}`,
  borderRadius: theme.shape.borderRadius,
  ...(interactive && {
    transition: 'box-shadow 200ms ease',
    '&:hover': { boxShadow: theme.shadows[4] },
    '&:hover img': { transform: 'scale(1.03)' },
    '@media (prefers-reduced-motion: reduce)': { transition: 'none', '&:hover img': { transform: 'none' } },
  }),
}));

/** The card's picture area: 16:9 unless the card says otherwise, a quiet panel while the image loads. */
export const CardMedia = styled('div')(({ theme }) => ({
  position: 'relative',
  aspectRatio: '16 / 9',
  overflow: 'hidden',
  backgroundColor: theme.palette.action.hover,
  '& img': { objectFit: 'cover', transition: 'transform 300ms ease' },
}));

/** The card's text, growing to the frame's height so that a last child with `margin-top: auto` sits low. */
export const CardBody = styled('div')({
  flex: 1,
  display: 'flex',
  flexDirection: 'column',
});

/**
 * The link that opens a card (its title's): its area is stretched over the whole card, which shows the
 * focus ring in its place. Other controls in the card sit above it with `position: relative; z-index: 1`.
 */
export const stretchedLinkStyles = (theme: Theme) =>
  ({
    color: 'inherit',
    textDecoration: 'none',
    '&::after': { content: '""', position: 'absolute', inset: 0 },
    '&:focus-visible': { outline: 'none' },
    '&:focus-visible::after': {
      outline: `3px solid ${theme.palette.primary.main}`,
      outlineOffset: -3,
      borderRadius: theme.shape.borderRadius,
    },
  }) as const;
