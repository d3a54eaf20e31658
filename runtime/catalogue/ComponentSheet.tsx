/**
 * A component's page in the catalogue: its name and description from the field schema, what its
 * registry entry declares (loader, lazy loading, dictionary prefixes), its fields and its examples.
 */
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ComponentFactory } from '@sitecore-jss/sitecore-jss-nextjs';
import type { CatalogueComponentView } from './catalogueProps';
import { counted } from './catalogueTexts';
import { MONOSPACE } from './catalogueTheme';
import { ChipList } from './ChipList';
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
  return <ChipList label="Registry entry" chips={badges.map((text) => ({ text, kind: 'badge' }))} />;
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
