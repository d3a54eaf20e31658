/** Round white-on-dark buttons (previous, next, pause) that read on any picture behind them. */
export const carouselControlStyles = {
  color: 'common.white',
  bgcolor: 'rgba(0, 0, 0, 0.45)',
  border: '1px solid rgba(255, 255, 255, 0.45)',
  backdropFilter: 'blur(6px)',
  '&:hover': { bgcolor: 'rgba(0, 0, 0, 0.7)' },
  '&:focus-visible': { outline: '2px solid #fff', outlineOffset: 2 },
} as const;

/** Outlined round buttons on the page's own background: the step buttons of rows of car cards. */
export const outlinedControlStyles = {
  border: 1,
  borderColor: 'divider',
  bgcolor: 'background.paper',
  '&:hover': { bgcolor: 'action.hover' },
  '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: 2 },
} as const;
