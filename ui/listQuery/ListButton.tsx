/**
 * A list's buttons (the car list's, the kit catalogue's) in MUI's three looks (contained, outlined, text; medium or large), as one small
 * class on a native button: MUI's Button adds 2 to 3 kB of critical CSS for each variant and size a page
 * uses, and the list used four of them.
 */
import { alpha, styled } from '@mui/material/styles';

export const ListButton = styled('button')(({ theme }) => {
  const { main, dark, contrastText } = theme.palette.primary;
  return {
    ...theme.typography.button,
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: theme.spacing(1),
    minWidth: 64,
    padding: '5px 15px',
    border: `1px solid ${alpha(main, 0.5)}`,
    borderRadius: theme.shape.borderRadius,
    backgroundColor: 'transparent',
    color: main,
    cursor: 'pointer',
    transition: theme.transitions.create(['background-color', 'box-shadow', 'border-color'], {
      duration: theme.transitions.duration.short,
    }),
    '&:hover': { borderColor: main, backgroundColor: alpha(main, theme.palette.action.hoverOpacity) },
    '&:focus-visible': { outline: `2px solid ${main}`, outlineOffset: 2 },
    '& > svg': { flexShrink: 0, marginLeft: -4 },
    '&[data-variant="contained"]': {
      padding: '6px 16px',
      border: 0,
      backgroundColor: main,
      color: contrastText,
      boxShadow: theme.shadows[2],
      '&:hover': { backgroundColor: dark, boxShadow: theme.shadows[4] },
    },
    '&[data-variant="text"]': { padding: '6px 8px', border: 0 },
    '&[data-size="large"]': { padding: '7px 21px', fontSize: theme.typography.pxToRem(15) },
  };
});
