import MuiAccordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { RichText, Text } from '@sitecore-jss/sitecore-jss-nextjs';
import { useId } from 'react';
import { Icon, type RenderingProps } from '../../runtime';
import type { AccordionFields } from './fields.generated';

/**
 * MUI's accordion: each summary is a native button inside an h3 with `aria-expanded`, so the sections
 * work by keyboard and announce their state. MUI 9 does not link a summary with its panel, so the ids
 * are set here: the button controls the panel, and the panel is a region named by the button.
 */
export default function Accordion({ fields, params }: RenderingProps<AccordionFields>) {
  const headingId = useId();
  const itemId = useId();
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
          {items.map((item, index) => (
            <MuiAccordion
              key={item.id}
              defaultExpanded={index === 0 && params.FirstItemOpen === '1'}
              slotProps={{
                region: { id: `${itemId}-${index}-panel`, 'aria-labelledby': `${itemId}-${index}-button` },
              }}
              disableGutters
              elevation={0}
              square
              sx={{
                bgcolor: 'transparent',
                borderBottom: 1,
                borderColor: 'divider',
                '&::before': { display: 'none' },
              }}
            >
              <AccordionSummary
                id={`${itemId}-${index}-button`}
                aria-controls={`${itemId}-${index}-panel`}
                expandIcon={<Icon name="ChevronDown" size={22} />}
                sx={{
                  px: 0,
                  '& .MuiAccordionSummary-content': { my: 2.25 },
                  '& .MuiAccordionSummary-expandIconWrapper': { color: 'primary.main' },
                  '&:hover': { color: 'primary.main' },
                  '&.Mui-focusVisible': { bgcolor: 'action.focus' },
                }}
              >
                <Typography
                  component="span"
                  sx={{ fontWeight: 600, fontSize: { xs: '1.0625rem', md: '1.1875rem' } }}
                >
                  <Text field={item.fields.Title} />
                </Typography>
              </AccordionSummary>
              <AccordionDetails sx={{ px: 0, pt: 0, pb: 3 }}>
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
            </MuiAccordion>
          ))}
        </Box>
      </Container>
    </Box>
  );
}
