/**
 * The booking's "still asking" line (step 4's workshop search and slot calendar): a spinner and what is
 * being asked, in a status region so screen readers announce it. One component, so the two read alike.
 */
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';

export function LoadingStatus({ label }: { label: string }) {
  return (
    <Box
      role="status"
      sx={{ display: 'flex', alignItems: 'center', gap: 1.5, py: 1, color: 'text.secondary' }}
    >
      <CircularProgress size={20} aria-hidden="true" />
      <Typography variant="body2">{label}</Typography>
    </Box>
  );
}
