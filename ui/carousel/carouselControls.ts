/**
 * Round white-on-dark buttons that read on any picture behind them (fullscreen, close, pause, the 360° view's
 * controls), for MUI's IconButton: the step buttons' `overlay` look (carousel.module.css) as `sx`.
 */
export const carouselControlStyles = {
  color: 'common.white',
  bgcolor: 'rgba(0, 0, 0, 0.45)',
  border: '1px solid rgba(255, 255, 255, 0.45)',
  backdropFilter: 'blur(6px)',
  '&:hover': { bgcolor: 'rgba(0, 0, 0, 0.7)' },
  '&:focus-visible': { outline: '2px solid #fff', outlineOffset: 2 },
} as const;
