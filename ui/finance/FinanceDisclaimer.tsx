/**
 * The small print under a finance offer: its disclaimer, with its numbered placeholders (`{0}`, `{1}` …)
 * filled from `values` when the offer is calculated.
 */
import Typography from '@mui/material/Typography';
import { fillNumberedPlaceholders } from './fillNumberedPlaceholders';

export function FinanceDisclaimer({
  text,
  values = [],
}: {
  text: string | undefined;
  values?: readonly string[];
}) {
  if (!text) return null;
  return (
    <Typography component="p" sx={{ fontSize: '0.75rem', lineHeight: 1.5, color: 'text.secondary', mt: 2 }}>
      {fillNumberedPlaceholders(text, values)}
    </Typography>
  );
}
