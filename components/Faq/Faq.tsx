import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { RichText, Text } from '@sitecore-jss/sitecore-jss-nextjs';
import { useId } from 'react';
import { Icon, type RenderingProps } from '../../runtime';
import { faqJsonLd } from './faqJsonLd';
import type { FaqFields } from './fields.generated';

/**
 * Questions as MUI accordions (a native button in an h3 with `aria-expanded`; MUI 9 does not link it with
 * its panel, so the ids are set here: the answer is a region named by its question), the title beside
 * them on wide screens, and the FAQPage JSON-LD in the page for search engines.
 */
export default function Faq({ fields, params }: RenderingProps<FaqFields>) {
  const headingId = useId();
  const itemId = useId();
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
          {items.map((item, index) => (
            <Accordion
              key={item.id}
              defaultExpanded={index === 0 && params.FirstItemOpen === '1'}
              slotProps={{
                region: { id: `${itemId}-${index}-panel`, 'aria-labelledby': `${itemId}-${index}-button` },
              }}
              disableGutters
              elevation={0}
              sx={{
                bgcolor: 'background.default',
                border: 1,
                borderColor: 'divider',
                borderRadius: 1,
                '&::before': { display: 'none' },
                '&.Mui-expanded': { borderColor: 'primary.main' },
              }}
            >
              <AccordionSummary
                id={`${itemId}-${index}-button`}
                aria-controls={`${itemId}-${index}-panel`}
                expandIcon={<Icon name="ChevronDown" size={22} />}
                sx={{
                  px: { xs: 2, md: 3 },
                  '& .MuiAccordionSummary-content': { my: 2 },
                  '& .MuiAccordionSummary-expandIconWrapper': { color: 'primary.main' },
                  '&.Mui-focusVisible': { bgcolor: 'action.focus' },
                }}
              >
                <Typography
                  component="span"
                  sx={{ fontWeight: 600, fontSize: { xs: '1.0625rem', md: '1.125rem' } }}
                >
                  <Text field={item.fields.Title} />
                </Typography>
              </AccordionSummary>
              <AccordionDetails sx={{ px: { xs: 2, md: 3 }, pt: 0, pb: 2.5 }}>
                <Typography
                  component="div"
                  color="text.secondary"
                  sx={{
                    '& p': { my: 1, lineHeight: 1.7 },
                    '& ul': { pl: 3 },
                    '& a': { color: 'primary.main', fontWeight: 600 },
                  }}
                >
                  <RichText field={item.fields.Content} />
                </Typography>
              </AccordionDetails>
            </Accordion>
          ))}
        </Box>
      </Container>
    </Box>
  );
}
