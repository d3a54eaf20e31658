/** The small print under a finance offer: its disclaimer, with numbered placeholders already filled. */
import Typography from '@mui/material/Typography';

export function FinanceDisclaimer({ text }: { text: string | undefined }) {
  if (!text) return null;
  return (
    <Typography component="p" sx={{ fontSize: '0.75rem', lineHeight: 1.5, color: 'text.secondary', mt: 2 }}>
      {text}
    </Typography>
  );
}
