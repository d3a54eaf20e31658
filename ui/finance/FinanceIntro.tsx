/** The paragraphs an offer opens with (its description, its sales text), each shown when the car has it. */
import Typography from '@mui/material/Typography';

export function FinanceIntro({ paragraphs }: { paragraphs: readonly (string | undefined)[] }) {
  return paragraphs
    .filter((paragraph): paragraph is string => Boolean(paragraph))
    .map((paragraph, index) => (
      <Typography key={index} component="p" sx={{ mb: 2 }}>
        {paragraph}
      </Typography>
    ));
}
