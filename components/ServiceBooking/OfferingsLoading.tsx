/**
 * What steps 2 and 3 show while their offerings load: card-shaped placeholders under a heading-shaped one,
 * so the step keeps its height when the list arrives, and a status line for screen readers.
 */
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { VisuallyHidden } from '../../ui';

const PLACEHOLDER_CARDS = 3;

export function OfferingsLoading({ label }: { label: string }) {
  return (
    <Stack role="status" spacing={1.5} aria-busy="true">
      <VisuallyHidden>{label}</VisuallyHidden>
      <Skeleton variant="text" width="40%" height={32} />
      {Array.from({ length: PLACEHOLDER_CARDS }, (_, index) => (
        <Skeleton key={index} variant="rounded" height={88} />
      ))}
    </Stack>
  );
}
