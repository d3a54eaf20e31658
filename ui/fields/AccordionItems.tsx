/**
 * A list of expandable sections from Sitecore items (`{ id, fields: { Title, Content } }`) as MUI
 * accordions: each summary is a native button inside an h3 with `aria-expanded`, so the sections work by
 * keyboard and announce their state. MUI 9 does not link a summary with its panel, so the ids are set
 * here: the button controls the panel, and the panel is a region named by the button.
 */
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import type { SxProps, Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { RichText, Text } from '@sitecore-jss/sitecore-jss-nextjs';
import { useId } from 'react';
import { Icon } from '../../runtime';
import type { RichTextField, TextField } from '../../schemas/generated/fields';
import { sxList } from '../styles/sxList';

export interface AccordionItem {
  id: string;
  fields: { Title: TextField; Content: RichTextField };
}

export interface AccordionItemsProps {
  items: AccordionItem[];
  /** Opens the first section when the page loads (rendering parameter `FirstItemOpen`). */
  firstItemOpen: boolean;
  square?: boolean;
  /** The look of each part, added to what every accordion shares (no gutters, chevron colour, focus). */
  itemSx?: SxProps<Theme>;
  summarySx?: SxProps<Theme>;
  titleSx?: SxProps<Theme>;
  detailsSx?: SxProps<Theme>;
}

export function AccordionItems({
  items,
  firstItemOpen,
  square,
  itemSx,
  summarySx,
  titleSx,
  detailsSx,
}: AccordionItemsProps) {
  const itemId = useId();
  return items.map((item, index) => (
    <Accordion
      key={item.id}
      defaultExpanded={index === 0 && firstItemOpen}
      slotProps={{
        region: { id: `${itemId}-${index}-panel`, 'aria-labelledby': `${itemId}-${index}-button` },
      }}
      disableGutters
      elevation={0}
      square={square}
      sx={[{ '&::before': { display: 'none' } }, ...sxList(itemSx)]}
    >
      <AccordionSummary
        id={`${itemId}-${index}-button`}
        aria-controls={`${itemId}-${index}-panel`}
        expandIcon={<Icon name="ChevronDown" size={22} />}
        sx={[
          {
            '& .MuiAccordionSummary-expandIconWrapper': { color: 'primary.main' },
            '&.Mui-focusVisible': { bgcolor: 'action.focus' },
          },
          ...sxList(summarySx),
        ]}
      >
        <Typography component="span" sx={[{ fontWeight: 600 }, ...sxList(titleSx)]}>
          <Text field={item.fields.Title} />
        </Typography>
      </AccordionSummary>
      <AccordionDetails sx={detailsSx}>
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
  ));
}
