import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { Text } from '@sitecore-jss/sitecore-jss-nextjs';
import { useId } from 'react';
import { type RenderingProps, SitePlaceholder } from '../../runtime';
import { cardGridColumns } from './cardGridColumns';
import type { CardGridFields } from './fields.generated';

export default function CardGrid({ rendering, fields, params }: RenderingProps<CardGridFields>) {
  const headingId = useId();
  const hasTitle = Boolean(fields.Title?.value);
  return (
    <Box component="section" aria-labelledby={hasTitle ? headingId : undefined} sx={{ py: { xs: 5, md: 8 } }}>
      <Container maxWidth="lg">
        {hasTitle && fields.Title && (
          <Typography variant="h2" id={headingId} sx={{ mb: { xs: 3, md: 5 } }}>
            <Text field={fields.Title} />
          </Typography>
        )}
        <Box
          data-card-grid
          sx={{ display: 'grid', gap: { xs: 3, md: 4 }, ...cardGridColumns(params.Columns) }}
        >
          <SitePlaceholder name="cards" rendering={rendering} />
        </Box>
      </Container>
    </Box>
  );
}
