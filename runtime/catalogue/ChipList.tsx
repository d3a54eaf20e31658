/**
 * A labelled row of small chips, as the catalogue shows what a registry entry declares and where an
 * example is placed. Each chip is a list item styled by its kind.
 */
import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import { catalogueColours, MONOSPACE } from './catalogueTheme';

const CHIP_STYLES = {
  /** What a registry entry declares: accent pills. */
  badge: {
    px: 1,
    borderRadius: 999,
    bgcolor: catalogueColours.accentSoft,
    color: catalogueColours.accent,
    fontWeight: 600,
  },
  /** A fact of an example's placement: outlined code. */
  fact: {
    px: 0.75,
    borderRadius: 1,
    bgcolor: catalogueColours.panel,
    border: 1,
    borderColor: 'divider',
    fontFamily: MONOSPACE,
    overflowWrap: 'anywhere',
  },
  /** What an example's loader answered instead of data: a warning. */
  warning: { px: 0.75, borderRadius: 1, bgcolor: '#fef3c7', color: '#78350f', fontFamily: MONOSPACE },
} satisfies Record<string, SxProps<Theme>>;

export type ChipKind = keyof typeof CHIP_STYLES;

export interface Chip {
  text: string;
  kind: ChipKind;
}

export function ChipList({ label, chips }: { label: string; chips: readonly Chip[] }) {
  return (
    <Box component="ul" aria-label={label} sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75, m: 0, p: 0 }}>
      {chips.map(({ text, kind }) => (
        <Box
          component="li"
          key={`${kind}:${text}`}
          sx={{ listStyle: 'none', py: 0.25, fontSize: '0.75rem', ...CHIP_STYLES[kind] }}
        >
          {text}
        </Box>
      ))}
    </Box>
  );
}
