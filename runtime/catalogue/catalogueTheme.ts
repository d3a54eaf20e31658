/**
 * The look of the catalogue itself, a developer's tool: system fonts, neutral greys and one accent, so
 * that it never competes with the market theme the examples are drawn in.
 */
import { createTheme } from '@mui/material/styles';

export const MONOSPACE = 'ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace';

export const catalogueColours = {
  ink: '#0f172a',
  muted: '#475569',
  line: '#e2e8f0',
  panel: '#f8fafc',
  bar: '#0f172a',
  barText: '#f8fafc',
  accent: '#4338ca',
  accentSoft: '#eef2ff',
} as const;

export const catalogueTheme = createTheme({
  palette: {
    primary: { main: catalogueColours.accent },
    text: { primary: catalogueColours.ink, secondary: catalogueColours.muted },
    divider: catalogueColours.line,
    background: { default: '#ffffff', paper: '#ffffff' },
  },
  shape: { borderRadius: 6 },
  typography: {
    fontFamily:
      'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
    h1: { fontSize: '1.75rem', fontWeight: 700, lineHeight: 1.25 },
    h2: { fontSize: '1.25rem', fontWeight: 700, lineHeight: 1.3 },
    h3: { fontSize: '1.05rem', fontWeight: 700, lineHeight: 1.35 },
    body2: { lineHeight: 1.55 },
  },
});
