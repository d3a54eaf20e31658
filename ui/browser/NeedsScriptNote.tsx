/**
 * The note a flow that runs in the browser (service booking, tyre storage) shows only when scripts are
 * off (`@media (scripting: none)`): what the visitor can do instead. The server renders it into every
 * page, so a crawler or a phone without JavaScript reads it, and a browser running scripts never shows it.
 */
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { WITHOUT_SCRIPTS } from './withoutScripts';

export function NeedsScriptNote({ children }: { children: ReactNode }) {
  return (
    <Typography
      role="note"
      sx={{
        display: 'none',
        [WITHOUT_SCRIPTS]: { display: 'block' },
        mt: 2,
        p: 2,
        borderRadius: 2,
        border: 1,
        borderLeft: 6,
        borderColor: 'warning.main',
        bgcolor: 'background.paper',
        color: 'text.primary',
      }}
    >
      {children}
    </Typography>
  );
}
