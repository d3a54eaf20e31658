/**
 * The grid of a teaser block's cards (spec 002 §2): one column on phones, two from 600 px, three from
 * 900 px and four from 1200 px, as a list so screen readers announce how many cards there are.
 */
import { styled } from '@mui/material/styles';

export const TeaserGrid = styled('ul')(({ theme }) => ({
  display: 'grid',
  gap: theme.spacing(3),
  gridTemplateColumns: '1fr',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  // A grid cell, so each card fills its slot and the cards of a row line up.
  '& > li': { display: 'grid', minWidth: 0 },
  [theme.breakpoints.up('sm')]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
  [theme.breakpoints.up('md')]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
  [theme.breakpoints.up('lg')]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' },
}));

/** The grid's `sizes` for a picture filling its card's width. */
export const TEASER_GRID_IMAGE_SIZES =
  '(max-width: 599px) 100vw, (max-width: 899px) 50vw, (max-width: 1199px) 33vw, 300px';
