import type { SxProps, Theme } from '@mui/material/styles';
import { DESKTOP_MIN_WIDTH } from './navigationModel';

/** CSS media queries, so the server renders both menus and the browser shows the right one without a flash. */
export const DESKTOP = `@media (min-width: ${DESKTOP_MIN_WIDTH}px)`;
export const BELOW_DESKTOP = `@media (max-width: ${DESKTOP_MIN_WIDTH - 0.02}px)`;

/** Horizontal frame shared by the bar and the dropdown panels, so panel columns line up with the bar. */
export const frameSx = {
  width: '100%',
  maxWidth: 1600,
  mx: 'auto',
  px: { xs: 2.5, sm: 4 },
  [DESKTOP]: { px: 6 },
} satisfies SxProps<Theme>;

const focusRing = {
  outline: '2px solid currentColor',
  outlineOffset: '-6px',
  borderRadius: '6px',
} satisfies SxProps<Theme>;

/** A top-level entry of the desktop bar: link, dropdown trigger, or its hidden measuring copy. */
export const topItemSx = {
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  gap: 0.5,
  height: '100%',
  px: 1.75,
  m: 0,
  border: 0,
  background: 'none',
  color: 'inherit',
  font: 'inherit',
  fontSize: '0.9375rem',
  fontWeight: 500,
  letterSpacing: '0.01em',
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  '&::after': {
    content: '""',
    position: 'absolute',
    left: 14,
    right: 14,
    bottom: 'calc(50% - 16px)',
    height: 2,
    borderRadius: 1,
    bgcolor: 'currentColor',
    transform: 'scaleX(0)',
    transformOrigin: 'left',
    transition: 'transform 200ms ease',
  },
  '&:hover::after, &[data-open]::after, &[data-selected]::after': { transform: 'scaleX(1)' },
  '&:focus-visible': focusRing,
} satisfies SxProps<Theme>;

/** A link inside a dropdown panel or the show-more panel. */
export const panelLinkSx = {
  display: 'inline-flex',
  alignItems: 'center',
  gap: 0.75,
  py: 0.75,
  color: 'text.secondary',
  fontSize: '0.9375rem',
  textDecoration: 'none',
  transition: 'color 120ms ease',
  '&:hover': { color: 'text.primary', textDecoration: 'underline', textUnderlineOffset: '4px' },
  '&[data-selected], &[aria-current]': { color: 'text.primary', fontWeight: 600 },
  '&:focus-visible': { ...focusRing, outlineOffset: '2px', borderRadius: '2px' },
} satisfies SxProps<Theme>;

export const panelHeadingSx = {
  ...panelLinkSx,
  color: 'text.primary',
  fontWeight: 600,
  fontSize: '1rem',
  mb: 0.5,
} satisfies SxProps<Theme>;

export const focusVisibleSx = { '&:focus-visible': { ...focusRing, outlineOffset: '2px' } };
