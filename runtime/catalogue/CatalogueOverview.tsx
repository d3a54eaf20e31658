/**
 * The catalogue's front page: every registered component as a card (name, description, fields,
 * examples, whether it has a server loader), and how to add one.
 */
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { type CatalogueLinkState, catalogueHref } from './catalogueLinks';
import type { CatalogueComponentSummary } from './catalogueProps';
import { counted } from './catalogueTexts';
import { catalogueColours, MONOSPACE } from './catalogueTheme';

export function CatalogueOverview({
  components,
  state,
}: {
  components: readonly CatalogueComponentSummary[];
  state: CatalogueLinkState;
}) {
  const examples = components.reduce((sum, component) => sum + component.exampleCount, 0);
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 3 }}>
      <Box component="header" sx={{ display: 'flex', flexDirection: 'column', gap: 1.5, maxWidth: 820 }}>
        <Typography variant="h1">Component catalogue</Typography>
        <Typography variant="body2" color="text.secondary">
          {components.length} components of the registry with {examples} examples from their{' '}
          <Box component="code" sx={{ fontFamily: MONOSPACE }}>
            catalogue.json
          </Box>
          , rendered through the registry with their loaders, in the theme chosen above. A new component
          starts with{' '}
          <Box component="code" sx={{ fontFamily: MONOSPACE, fontWeight: 600 }}>
            npm run new-component -- &lt;Name&gt;
          </Box>
          .
        </Typography>
      </Box>
      <Box
        component="ul"
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' },
          gap: 2,
          m: 0,
          p: 0,
          listStyle: 'none',
        }}
      >
        {components.map((component) => (
          <Box
            component="li"
            key={component.name}
            sx={{
              position: 'relative',
              display: 'flex',
              flexDirection: 'column',
              gap: 1,
              p: 2,
              border: 1,
              borderColor: 'divider',
              borderRadius: 1,
              '&:hover': { borderColor: catalogueColours.accent },
              '&:has(a:focus-visible)': { outline: `2px solid ${catalogueColours.accent}`, outlineOffset: 2 },
            }}
          >
            <Typography variant="h2" sx={{ fontSize: '1rem', fontFamily: MONOSPACE }}>
              <Box
                component="a"
                href={catalogueHref(state, component.name)}
                sx={{
                  color: catalogueColours.accent,
                  textDecoration: 'none',
                  '&::after': { content: '""', position: 'absolute', inset: 0 },
                  '&:focus-visible': { outline: 'none' },
                }}
              >
                {component.name}
              </Box>
            </Typography>
            <Typography
              variant="body2"
              color="text.secondary"
              sx={{
                display: '-webkit-box',
                WebkitLineClamp: 3,
                WebkitBoxOrient: 'vertical',
                overflow: 'hidden',
                fontSize: '0.8125rem',
              }}
            >
              {component.description}
            </Typography>
            <Typography variant="body2" sx={{ mt: 'auto', fontSize: '0.75rem', color: 'text.secondary' }}>
              {[
                counted(component.fieldCount, 'field'),
                counted(component.exampleCount, 'example'),
                ...(component.loader ? ['server loader'] : []),
              ].join(' · ')}
            </Typography>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
