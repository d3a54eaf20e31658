/**
 * The header row of a block of cards (car of the week, similar cars, the teaser blocks): its title on the
 * left, its buttons on the right, wrapping under the title on narrow screens.
 */
import { styled } from '@mui/material/styles';

export const BlockHeader = styled('div')(({ theme }) => ({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  justifyContent: 'space-between',
  gap: theme.spacing(2),
  marginBottom: theme.spacing(2.5),
}));
