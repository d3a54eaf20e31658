/**
 * The kit catalogue's profile dialog (spec 002 §2 "Kits listing"): the context values the catalogue was
 * opened with (user, dealer, unit, auto, transactionId, packageIds), each under its label, or a line saying
 * none were given; and the small button that opens it. Both read the context through `useKitContext`.
 */
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { styled } from '@mui/material/styles';
import { Fragment, useId, useState } from 'react';
import { Icon } from '../../runtime';
import { KIT_CONTEXT_PARAMS, type KitContext, useKitContext } from './kitContext';
import { useKitText } from './kitTexts';

const Values = styled('dl')(({ theme }) => ({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  gap: theme.spacing(1, 3),
  margin: 0,
  '& dt': { color: theme.palette.text.secondary },
  '& dd': { margin: 0, overflowWrap: 'anywhere' },
}));

/** A context value as shown: the package ids as one comma-separated line. */
function shownValue(context: KitContext, param: (typeof KIT_CONTEXT_PARAMS)[number]): string | undefined {
  const value = context[param];
  return typeof value === 'string' || value === undefined ? value : value.join(', ');
}

export interface KitProfileDialogProps {
  open: boolean;
  onClose: () => void;
}

export function KitProfileDialog({ open, onClose }: KitProfileDialogProps) {
  const text = useKitText();
  const { context } = useKitContext();
  const titleId = useId();
  const given = KIT_CONTEXT_PARAMS.filter((param) => context[param] !== undefined);

  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="xs" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{text('kitProfileTitle')}</DialogTitle>
      <DialogContent dividers>
        {given.length > 0 ? (
          <Values>
            {given.map((param) => (
              <Fragment key={param}>
                <dt>{text(`kitContext.${param}`)}</dt>
                <dd>{shownValue(context, param)}</dd>
              </Fragment>
            ))}
          </Values>
        ) : (
          <DialogContentText>{text('kitProfileEmpty')}</DialogContentText>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{text('kitProfileClose')}</Button>
      </DialogActions>
    </Dialog>
  );
}

/** The small button that opens the profile dialog, with the dialog itself. */
export function KitProfileButton({ className }: { className?: string }) {
  const text = useKitText();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        size="small"
        variant="outlined"
        className={className}
        startIcon={<Icon name="User" size={18} />}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        {text('kitProfileButton')}
      </Button>
      <KitProfileDialog open={open} onClose={() => setOpen(false)} />
    </>
  );
}
