/**
 * The pieces every page of the tyre storage flow shares, so the pages read alike: the card a page sits in,
 * its heading (the target focus moves to when the page changes, see `usePageFocus`), a failure in an
 * alert (a live region, so screen readers announce it) and the "still asking" line.
 */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** The attribute that marks a page's heading, for the focus on arrival. */
export const PAGE_HEADING_ATTRIBUTE = 'data-page-heading';

interface PageCardProps {
  title: ReactNode;
  intro?: ReactNode;
  children: ReactNode;
}

export function PageCard({ title, intro, children }: PageCardProps) {
  return (
    <Box
      sx={{
        bgcolor: 'background.paper',
        border: 1,
        borderColor: 'divider',
        borderRadius: 3,
        p: { xs: 2.5, sm: 4 },
        display: 'grid',
        gap: 3,
      }}
    >
      <Box sx={{ display: 'grid', gap: 1 }}>
        <Typography
          variant="h3"
          component="h1"
          tabIndex={-1}
          {...{ [PAGE_HEADING_ATTRIBUTE]: true }}
          sx={{ outline: 'none' }}
        >
          {title}
        </Typography>
        {intro && (
          <Typography component="div" color="text.secondary">
            {intro}
          </Typography>
        )}
      </Box>
      {children}
    </Box>
  );
}

export function Failure({ children }: { children: ReactNode }) {
  return (
    <Alert severity="error" variant="outlined">
      {children}
    </Alert>
  );
}

export function Loading({ label }: { label: string }) {
  return (
    <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 1.5, color: 'text.secondary' }}>
      <CircularProgress size={20} aria-hidden="true" />
      <Typography variant="body2">{label}</Typography>
    </Box>
  );
}
