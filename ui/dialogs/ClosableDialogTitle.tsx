/**
 * A dialog's title with its close button in the top right corner, as the compare list and the kit detail
 * dialog show it: the title (named by `id`, for the dialog's `aria-labelledby`) keeps clear of the button.
 */
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import type { ReactNode } from 'react';
import { Icon } from '../../runtime';

interface ClosableDialogTitleProps {
  id: string;
  closeLabel: string;
  onClose: () => void;
  children: ReactNode;
}

export function ClosableDialogTitle({ id, closeLabel, onClose, children }: ClosableDialogTitleProps) {
  return (
    <DialogTitle id={id} sx={{ pr: 7 }}>
      {children}
      <IconButton aria-label={closeLabel} onClick={onClose} sx={{ position: 'absolute', top: 12, right: 12 }}>
        <Icon name="Close" size={22} />
      </IconButton>
    </DialogTitle>
  );
}
