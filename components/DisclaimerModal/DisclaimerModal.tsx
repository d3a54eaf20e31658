import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { RichText } from '@sitecore-jss/sitecore-jss-nextjs';
import { useAtom } from 'jotai';
import { useRouter } from 'next/router';
import { useId, useMemo } from 'react';
import { localisedPath, usePageLanguage, useSite, type RenderingProps } from '../../runtime';
import { TextOrDefault } from '../../ui';
import { approvalAtom } from './approvalStorage';
import { useDisclaimerText } from './disclaimerModalTexts';
import type { DisclaimerModalFields } from './fields.generated';

/**
 * A consent gate (see the field schema). An alert dialog: focus is trapped in it and the page behind is
 * inert (MUI Dialog), and it has no close: no backdrop click, no Escape, since closing without a choice would
 * bypass the consent it asks for. (MUI closes a dialog only through `onClose`, which it is not given.)
 *
 * Static pages cannot know a visitor's choice, so the server and the hydrating browser render it closed (an
 * approved visitor never sees it flash); right after hydration the browser reads the stored approval and
 * opens it if there is none.
 */
export default function DisclaimerModal({
  fields,
  params,
  rendering,
}: RenderingProps<DisclaimerModalFields>) {
  const site = useSite();
  const language = usePageLanguage();
  const router = useRouter();
  const text = useDisclaimerText();
  const titleId = useId();
  const textId = useId();
  const name = params.StorageKey || rendering.uid;
  // One atom per mounted dialog: each mount starts unread, so hydration matches the static HTML.
  const [approval, setApproval] = useAtom(useMemo(() => approvalAtom(name), [name]));
  const open = approval === 'unanswered';

  // Closes the dialog even where storage refuses the approval.
  const approve = () => setApproval('approved');

  const decline = () => {
    // The router loads external URLs as a full page load itself.
    void router.push(fields.DeclineUrl?.value.href || localisedPath(site, language, '/'));
  };

  return (
    <Dialog
      open={open}
      role="alertdialog"
      aria-labelledby={titleId}
      aria-describedby={fields.Text?.value ? textId : undefined}
      maxWidth="sm"
      fullWidth
      slotProps={{
        backdrop: { sx: { bgcolor: 'rgba(10, 12, 14, 0.72)', backdropFilter: 'blur(4px)' } },
        paper: { sx: { borderRadius: 2, p: { xs: 1, md: 2 } } },
      }}
    >
      <DialogTitle id={titleId} component="h2" variant="h4" sx={{ pb: 1 }}>
        <TextOrDefault field={fields.Title} fallback={text('disclaimerTitle')} />
      </DialogTitle>
      {fields.Text?.value && (
        <DialogContent id={textId} sx={{ '& p': { mt: 0, mb: 1.5 }, '& p:last-child': { mb: 0 } }}>
          <RichText field={fields.Text} />
        </DialogContent>
      )}
      <DialogActions sx={{ px: 3, pb: 2, pt: 2, gap: 1, flexWrap: 'wrap-reverse' }}>
        <Button variant="outlined" color="inherit" size="large" onClick={decline}>
          <TextOrDefault field={fields.DeclineText} fallback={text('disclaimerDecline')} />
        </Button>
        <Button variant="contained" size="large" onClick={approve}>
          <TextOrDefault field={fields.ApproveText} fallback={text('disclaimerApprove')} />
        </Button>
      </DialogActions>
    </Dialog>
  );
}
