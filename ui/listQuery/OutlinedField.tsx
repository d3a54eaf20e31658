/**
 * A text box or select with its label on the outline, as MUI's small outlined TextField draws it with the
 * label raised, in a native control: the car list's three TextFields (search box, sort, a facet's search)
 * brought some 12 kB of critical CSS and 800 bytes of markup each. Children: the `<label>` and then the
 * `<input>` or `<select>`.
 */
import { styled } from '@mui/material/styles';

export const OutlinedField = styled('div')(({ theme }) => {
  const border = theme.palette.mode === 'light' ? 'rgba(0, 0, 0, 0.23)' : 'rgba(255, 255, 255, 0.23)';
  return {
    position: 'relative',
    display: 'flex',
    minWidth: 0,
    '& > label': {
      position: 'absolute',
      top: 0,
      left: 10,
      zIndex: 1,
      maxWidth: 'calc(100% - 24px)',
      padding: '0 4px',
      overflow: 'hidden',
      textOverflow: 'ellipsis',
      whiteSpace: 'nowrap',
      transform: 'translateY(-50%)',
      fontSize: theme.typography.pxToRem(12),
      lineHeight: 1.4,
      color: theme.palette.text.secondary,
      backgroundColor: theme.palette.background.paper,
      pointerEvents: 'none',
    },
    '&:focus-within > label': { color: theme.palette.primary.main },
    '& > input, & > select': {
      flex: 1,
      minWidth: 0,
      height: 40,
      padding: '8.5px 14px',
      border: `1px solid ${border}`,
      borderRadius: theme.shape.borderRadius,
      backgroundColor: theme.palette.background.paper,
      font: 'inherit',
      fontSize: theme.typography.pxToRem(16),
      color: theme.palette.text.primary,
      '&:hover': { borderColor: theme.palette.text.primary },
      '&:focus': {
        outline: 'none',
        borderColor: theme.palette.primary.main,
        boxShadow: `inset 0 0 0 1px ${theme.palette.primary.main}`,
      },
      '&::placeholder': { color: theme.palette.text.secondary, opacity: 0.7 },
    },
    '& > select': { appearance: 'none', paddingRight: 36, cursor: 'pointer' },
    // The select's arrow, drawn in CSS like the filter sections' chevrons.
    '&:has(> select)::after': {
      content: '""',
      position: 'absolute',
      top: '50%',
      right: 14,
      width: 7,
      height: 7,
      marginTop: -5,
      borderRight: `2px solid ${theme.palette.action.active}`,
      borderBottom: `2px solid ${theme.palette.action.active}`,
      transform: 'rotate(45deg)',
      pointerEvents: 'none',
    },
  };
});
