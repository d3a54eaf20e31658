/**
 * A component's fields as the catalogue lists them (fieldRows.ts): name, type, whether it is required
 * and its description. On a phone the table scrolls sideways inside its own focusable region.
 */
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { FieldRow } from './fieldRows';
import { catalogueColours, MONOSPACE } from './catalogueTheme';

const cell = {
  px: 1.5,
  py: 1,
  borderBottom: 1,
  borderColor: 'divider',
  textAlign: 'left',
  verticalAlign: 'top',
} as const;

export function FieldTable({ component, rows }: { component: string; rows: readonly FieldRow[] }) {
  if (rows.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary">
        No fields: everything it shows comes from its loader, the page it sits on or the dictionary.
      </Typography>
    );
  }
  return (
    <Box
      role="region"
      aria-label={`Fields of ${component}`}
      tabIndex={0}
      sx={{
        overflowX: 'auto',
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        '&:focus-visible': { outline: `2px solid ${catalogueColours.accent}`, outlineOffset: 2 },
      }}
    >
      <Box component="table" sx={{ width: '100%', minWidth: 560, borderCollapse: 'collapse' }}>
        <Box component="thead" sx={{ bgcolor: catalogueColours.panel }}>
          <tr>
            {['Field', 'Type', 'Required', 'Description'].map((heading) => (
              <Box
                component="th"
                scope="col"
                key={heading}
                sx={{ ...cell, fontSize: '0.75rem', textTransform: 'uppercase', letterSpacing: 0.5 }}
              >
                {heading}
              </Box>
            ))}
          </tr>
        </Box>
        <tbody>
          {rows.map((row) => (
            <Box component="tr" key={row.name} sx={{ '&:last-child > *': { borderBottom: 0 } }}>
              <Box
                component="th"
                scope="row"
                sx={{ ...cell, fontFamily: MONOSPACE, fontSize: '0.8125rem', fontWeight: 600 }}
              >
                {row.name}
              </Box>
              <Box
                component="td"
                sx={{ ...cell, fontFamily: MONOSPACE, fontSize: '0.8125rem', color: 'primary.main' }}
              >
                {row.type}
              </Box>
              <Box component="td" sx={{ ...cell, fontSize: '0.875rem' }}>
                {row.required ? (
                  'required'
                ) : (
                  <Box component="span" sx={{ color: 'text.secondary' }}>
                    optional
                  </Box>
                )}
              </Box>
              <Box component="td" sx={{ ...cell, fontSize: '0.875rem', color: 'text.secondary' }}>
                {row.description ?? '–'}
              </Box>
            </Box>
          ))}
        </tbody>
      </Box>
    </Box>
  );
}
