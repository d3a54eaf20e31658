/**
 * The terms and conditions of a quote, on demand (spec 001 §7 "GET /api/codeweaver/legal"): asked for when
 * the dialog opens (the request is aborted when it closes first), shown as paragraphs, or a short text
 * when they could not be fetched.
 */
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { fetchFinanceTerms } from '../../../runtime';
import { useFinanceQuoteText } from './financeQuoteTexts';

type Terms = { state: 'loading' } | { state: 'shown'; paragraphs: string[] } | { state: 'failed' };

export function QuoteTermsDialog({ reference, onClose }: { reference: string; onClose: () => void }) {
  const text = useFinanceQuoteText();
  const [terms, setTerms] = useState<Terms>({ state: 'loading' });

  useEffect(() => {
    const controller = new AbortController();
    fetchFinanceTerms(reference, controller.signal).then(
      ({ TermsAndConditions }) =>
        setTerms({ state: 'shown', paragraphs: TermsAndConditions.split(/\n\s*\n/).filter(Boolean) }),
      () => {
        if (!controller.signal.aborted) setTerms({ state: 'failed' });
      },
    );
    return () => controller.abort();
  }, [reference]);

  return (
    <Dialog open onClose={onClose} scroll="paper" maxWidth="md" aria-labelledby="finance-terms-title">
      <DialogTitle id="finance-terms-title">{text('financeQuoteTermsHeading', { reference })}</DialogTitle>
      <DialogContent dividers>
        {terms.state === 'loading' && (
          <Typography role="status" sx={{ display: 'flex', gap: 1.5, alignItems: 'center' }}>
            <CircularProgress size={20} aria-hidden />
            {text('financeQuoteTermsLoading')}
          </Typography>
        )}
        {terms.state === 'failed' && <Typography role="alert">{text('financeQuoteTermsFailed')}</Typography>}
        {terms.state === 'shown' &&
          // Two paragraphs may read alike; the text's order is what tells them apart.
          terms.paragraphs.map((paragraph, index) => (
            <Typography key={index} sx={{ mb: 1.5, fontSize: '0.9375rem' }}>
              {paragraph}
            </Typography>
          ))}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} autoFocus>
          {text('financeQuoteClose')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
