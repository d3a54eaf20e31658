import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { Text } from '@sitecore-jss/sitecore-jss-nextjs';
import { useId } from 'react';
import type { RenderingProps } from '../../runtime';
import { AccordionItems } from '../../ui';
import type { AccordionFields } from './fields.generated';

/**
 * Expandable sections under an optional h2: the UI kit's `AccordionItems` (each button linked with its
 * panel), as a flat list between dividers.
 */
export default function Accordion({ fields, params }: RenderingProps<AccordionFields>) {
  const headingId = useId();
  const items = fields.Items ?? [];
  const title = fields.Title?.value ? fields.Title : undefined;
  return (
    <Box component="section" aria-labelledby={title ? headingId : undefined} sx={{ py: { xs: 5, md: 8 } }}>
      <Container maxWidth="md">
        {title && (
          <Typography variant="h2" id={headingId} sx={{ mb: { xs: 3, md: 4 } }}>
            <Text field={title} />
          </Typography>
        )}
        <Box sx={{ borderTop: 1, borderColor: 'divider' }}>
          <AccordionItems
            items={items}
            firstItemOpen={params.FirstItemOpen === '1'}
            square
            itemSx={{ bgcolor: 'transparent', borderBottom: 1, borderColor: 'divider' }}
            summarySx={{
              px: 0,
              '& .MuiAccordionSummary-content': { my: 2.25 },
              '&:hover': { color: 'primary.main' },
            }}
            titleSx={{ fontSize: { xs: '1.0625rem', md: '1.1875rem' } }}
            detailsSx={{ px: 0, pt: 0, pb: 3 }}
          />
        </Box>
      </Container>
    </Box>
  );
}
