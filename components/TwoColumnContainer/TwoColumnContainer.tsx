import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { Text } from '@sitecore-jss/sitecore-jss-nextjs';
import { type RenderingProps, SitePlaceholder } from '../../runtime';
import type { TwoColumnContainerFields } from './fields.generated';

const RATIOS: Record<string, string> = { '50-50': '1fr 1fr', '60-40': '3fr 2fr', '40-60': '2fr 3fr' };

export default function TwoColumnContainer({
  rendering,
  fields,
  params,
}: RenderingProps<TwoColumnContainerFields>) {
  const columns = RATIOS[params.ratio ?? ''] ?? RATIOS['50-50'];
  return (
    <Box
      component="section"
      sx={{ bgcolor: params.background === 'muted' ? 'action.hover' : 'transparent', py: { xs: 4, md: 7 } }}
    >
      <Container maxWidth="lg">
        {fields.heading?.value && (
          <Typography variant="h2" sx={{ mb: 4 }}>
            <Text field={fields.heading} />
          </Typography>
        )}
        <Box sx={{ display: 'grid', gap: { xs: 3, md: 5 }, gridTemplateColumns: { xs: '1fr', md: columns } }}>
          <div data-placeholder="column-left">
            <SitePlaceholder name="column-left" rendering={rendering} />
          </div>
          <div data-placeholder="column-right">
            <SitePlaceholder name="column-right" rendering={rendering} />
          </div>
        </Box>
      </Container>
    </Box>
  );
}
