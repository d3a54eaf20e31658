import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { Text } from '@sitecore-jss/sitecore-jss-nextjs';
import { useId } from 'react';
import type { RenderingProps } from '../../runtime';
import { AccordionItems } from '../../ui';
import { faqJsonLd } from './faqJsonLd';
import type { FaqFields } from './fields.generated';

/**
 * Questions as the UI kit's `AccordionItems` (each answer a region named by its question), the title
 * beside them on wide screens, and the FAQPage JSON-LD in the page for search engines.
 */
export default function Faq({ fields, params }: RenderingProps<FaqFields>) {
  const headingId = useId();
  const items = fields.Items ?? [];
  const title = fields.Title?.value ? fields.Title : undefined;
  const jsonLd = faqJsonLd(items);
  return (
    <Box
      component="section"
      aria-labelledby={title ? headingId : undefined}
      sx={{ bgcolor: 'background.paper', py: { xs: 6, md: 9 } }}
    >
      {/* Serialised and escaped by faqJsonLd; a JSON script is data, never run. */}
      {jsonLd && <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLd }} />}
      <Container
        maxWidth="lg"
        sx={{
          display: 'grid',
          gap: { xs: 3, md: 8 },
          gridTemplateColumns: { xs: '1fr', md: title ? 'minmax(0, 1fr) minmax(0, 2fr)' : '1fr' },
          alignItems: 'start',
        }}
      >
        {title && (
          <Typography variant="h2" id={headingId} sx={{ position: { md: 'sticky' }, top: { md: 96 } }}>
            <Text field={title} />
          </Typography>
        )}
        <Box sx={{ display: 'grid', gap: 1.5 }}>
          <AccordionItems
            items={items}
            firstItemOpen={params.FirstItemOpen === '1'}
            itemSx={{
              bgcolor: 'background.default',
              border: 1,
              borderColor: 'divider',
              borderRadius: 1,
              '&.Mui-expanded': { borderColor: 'primary.main' },
            }}
            summarySx={{ px: { xs: 2, md: 3 }, '& .MuiAccordionSummary-content': { my: 2 } }}
            titleSx={{ fontSize: { xs: '1.0625rem', md: '1.125rem' } }}
            detailsSx={{ px: { xs: 2, md: 3 }, pt: 0, pb: 2.5 }}
          />
        </Box>
      </Container>
    </Box>
  );
}
