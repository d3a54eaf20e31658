/**
 * A component's page in the catalogue: its name and description from the field schema, what its
 * registry entry declares (loader, lazy loading, dictionary prefixes), its fields and its examples.
 */
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ComponentFactory } from '@sitecore-jss/sitecore-jss-nextjs';
import type { CatalogueComponentView } from './catalogueProps';
import { counted } from './catalogueTexts';
import { catalogueColours, MONOSPACE } from './catalogueTheme';
import { ExamplePreview } from './ExamplePreview';
import { FieldTable } from './FieldTable';

function Badges({ component }: { component: CatalogueComponentView }) {
  const badges = [
    counted(component.fieldCount, 'field'),
    counted(component.examples.length, 'example'),
    ...(component.loader ? ['server loader'] : []),
    ...(component.lazy ? ['loaded lazily'] : []),
    ...component.dictionaryPrefixes.map((prefix) => `dictionary ${prefix}*`),
  ];
  return (
    <Box
      component="ul"
      aria-label="Registry entry"
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75, m: 0, p: 0 }}
    >
      {badges.map((badge) => (
        <Box
          component="li"
          key={badge}
          sx={{
            listStyle: 'none',
            px: 1,
            py: 0.25,
            borderRadius: 999,
            bgcolor: catalogueColours.accentSoft,
            color: catalogueColours.accent,
            fontSize: '0.75rem',
            fontWeight: 600,
          }}
        >
          {badge}
        </Box>
      ))}
    </Box>
  );
}

export function ComponentSheet({
  component,
  background,
  componentFactory,
  isolated,
}: {
  component: CatalogueComponentView;
  background: string;
  componentFactory: ComponentFactory;
  isolated: boolean;
}) {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 4 }}>
      <Box component="header" sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
        <Typography variant="h1" sx={{ fontFamily: MONOSPACE, overflowWrap: 'anywhere' }}>
          {component.name}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ maxWidth: 820 }}>
          {component.description}
        </Typography>
        <Badges component={component} />
      </Box>
      <Box component="section" aria-labelledby="catalogue-fields">
        <Typography variant="h2" id="catalogue-fields" sx={{ mb: 1.5 }}>
          Fields
        </Typography>
        <FieldTable component={component.name} rows={component.fields} />
      </Box>
      <Box component="section" aria-labelledby="catalogue-examples">
        <Typography variant="h2" id="catalogue-examples" sx={{ mb: 2 }}>
          Examples
        </Typography>
        {component.problem && (
          <Box role="alert" sx={{ p: 2, mb: 2, color: '#991b1b', bgcolor: '#fef2f2', borderRadius: 1 }}>
            {component.problem}
          </Box>
        )}
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 5 }}>
          {component.examples.map((example) => (
            <ExamplePreview
              key={example.anchor}
              example={example}
              background={background}
              componentFactory={componentFactory}
              isolated={isolated}
            />
          ))}
        </Box>
      </Box>
    </Box>
  );
}
