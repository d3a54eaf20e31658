/**
 * The dashed notice developers and editors see where content cannot be shown as it is (an unknown
 * component, a root placeholder the frame does not render); visitors in production never get one.
 */
import { styled } from '@mui/material/styles';

export const DeveloperNotice = styled('div')(({ theme }) => ({
  margin: theme.spacing(2),
  padding: theme.spacing(2),
  border: `2px dashed ${theme.palette.warning.main}`,
  color: theme.palette.warning.dark,
  fontFamily: 'monospace',
}));
