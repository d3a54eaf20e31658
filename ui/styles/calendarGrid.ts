/**
 * The booking pages' day pickers (service booking, tyre storage): the seven columns of a calendar (a week
 * per row, Monday first; equal columns that shrink with a phone's width) and the day button each picker
 * extends with its own size and marks — outlined, filled in the primary colour when chosen
 * (`aria-pressed`), muted without a border when it cannot be chosen.
 */
import ButtonBase from '@mui/material/ButtonBase';
import { styled } from '@mui/material/styles';

export const WeekGrid = styled('div')(({ theme }) => ({
  display: 'grid',
  gridTemplateColumns: 'repeat(7, minmax(0, 1fr))',
  gap: theme.spacing(0.5),
  [theme.breakpoints.up('sm')]: { gap: theme.spacing(1) },
}));

export const CalendarDay = styled(ButtonBase)(({ theme }) => ({
  borderRadius: theme.shape.borderRadius,
  border: `1px solid ${theme.palette.divider}`,
  backgroundColor: theme.palette.background.default,
  color: theme.palette.text.primary,
  fontWeight: 600,
  '&:hover': { borderColor: theme.palette.primary.main },
  '&.Mui-focusVisible': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: 2 },
  '&[aria-pressed="true"]': {
    backgroundColor: theme.palette.primary.main,
    borderColor: theme.palette.primary.main,
    color: theme.palette.primary.contrastText,
  },
  '&.Mui-disabled': {
    borderColor: 'transparent',
    backgroundColor: 'transparent',
    color: theme.palette.text.disabled,
    fontWeight: 400,
  },
}));
