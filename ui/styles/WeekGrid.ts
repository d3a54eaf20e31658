/**
 * The seven columns of a calendar (a week per row, Monday first), for the booking pages' day pickers:
 * equal columns that shrink with a phone's width, a little more air from the small breakpoint up.
 */
import { styled } from '@mui/material/styles';

export const WeekGrid = styled('div')(({ theme }) => ({
  display: 'grid',
  gridTemplateColumns: 'repeat(7, minmax(0, 1fr))',
  gap: theme.spacing(0.5),
  [theme.breakpoints.up('sm')]: { gap: theme.spacing(1) },
}));
