/**
 * The kit catalogue's drawers (its filters, its cart below 1200px): MUI's Drawer as a labelled modal
 * dialog, with a close button in its header. Not the list's native `<dialog>` drawer (ui/listQuery's
 * ListDrawer): the cart opens the kit detail and request dialogs, MUI modals that must stack over it,
 * and a native modal dialog would leave them under it, inert.
 */
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import { styled } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { type ReactNode, useId } from 'react';
import { Icon } from '../../runtime';

const DrawerHeader = styled('div')(({ theme }) => ({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  padding: theme.spacing(1.5, 1.5, 1.5, 2.5),
  borderBottom: `1px solid ${theme.palette.divider}`,
}));

const DrawerFooter = styled('div')(({ theme }) => ({
  padding: theme.spacing(2),
  borderTop: `1px solid ${theme.palette.divider}`,
}));

interface KitsDrawerProps {
  open: boolean;
  anchor: 'left' | 'right';
  heading: string;
  closeLabel: string;
  onClose: () => void;
  /** Under the scrolling body (the filters' "show results" button). */
  footer?: ReactNode;
  children: ReactNode;
}

export function KitsDrawer({
  open,
  anchor,
  heading,
  closeLabel,
  onClose,
  footer,
  children,
}: KitsDrawerProps) {
  const headingId = useId();
  return (
    <Drawer
      anchor={anchor}
      open={open}
      onClose={onClose}
      slotProps={{
        paper: {
          role: 'dialog',
          'aria-modal': true,
          'aria-labelledby': headingId,
          sx: { width: 'min(400px, 100vw)' },
        },
      }}
    >
      <DrawerHeader>
        <Typography id={headingId} variant="h6" component="h2">
          {heading}
        </Typography>
        <IconButton aria-label={closeLabel} onClick={onClose}>
          <Icon name="Close" />
        </IconButton>
      </DrawerHeader>
      <Box sx={{ flex: 1, overflowY: 'auto', px: 2 }}>{children}</Box>
      {footer && <DrawerFooter>{footer}</DrawerFooter>}
    </Drawer>
  );
}
