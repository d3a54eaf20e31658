/**
 * The frame of an embedded third-party form (JotformEmbed, HubSpotForm). In page-editing mode the form is
 * not live (spec 001 §6): an edit-mode notice covers it with an overlay that blocks every click and key,
 * and the form underneath is inert, so an editor arranging the page never submits a lead. Outside the
 * editor the frame adds nothing.
 */
import Box from '@mui/material/Box';
import { alpha } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { useSitecoreContext } from '@sitecore-jss/sitecore-jss-nextjs';
import type { ReactNode } from 'react';
import { useEmbeddedFormText } from './embedTexts';

export function EmbeddedFormFrame({ children }: { children: ReactNode }) {
  const { sitecoreContext } = useSitecoreContext();
  const text = useEmbeddedFormText();
  if (sitecoreContext.pageEditing !== true) return children;
  return (
    <Box sx={{ position: 'relative', minHeight: 120 }}>
      <Box inert>{children}</Box>
      <Box
        data-edit-mode-overlay=""
        sx={{
          position: 'absolute',
          inset: 0,
          zIndex: 1,
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          p: 3,
          cursor: 'not-allowed',
          bgcolor: (theme) => alpha(theme.palette.background.paper, 0.85),
          border: '2px dashed',
          borderColor: 'warning.main',
        }}
      >
        <Typography role="note" sx={{ fontWeight: 600, textAlign: 'center', maxWidth: 480 }}>
          {text('embeddedFormEditMode')}
        </Typography>
      </Box>
    </Box>
  );
}
