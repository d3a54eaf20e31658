/**
 * The filter panel's facets in the market's order (site.carList.facets), each a collapsible section:
 * checkboxes with counts for value facets (nested for `car_brand>car_model`), a slider with inputs for
 * range facets. Facets the answer has no values for are left out. The same panel fills the drawer and
 * the sticky side panel.
 */
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import { styled } from '@mui/material/styles';
import { type ReactNode, useId, useState } from 'react';
import { type Facet, Icon, useSite } from '../../runtime';
import {
  type CarListState,
  facetFields,
  findFacet,
  histogramBounds,
  histogramFacetValues,
  withFilterValues,
} from '../../ui';
import { useCarListLabels } from './carListTexts';
import { FacetOptionList } from './FacetOptionList';
import { facetOptions } from './facetOptions';
import { RangeFacet } from './RangeFacet';

/** Sections open at first: the first few, and any with a selection. */
const OPEN_SECTIONS = 3;

const Section = styled(Accordion)(({ theme }) => ({
  backgroundColor: 'transparent',
  borderBottom: `1px solid ${theme.palette.divider}`,
  '&::before': { display: 'none' },
}));

const SectionSummary = styled(AccordionSummary)(({ theme }) => ({
  padding: theme.spacing(0, 0.5),
  fontWeight: 700,
  '& .MuiAccordionSummary-content': { alignItems: 'center', gap: theme.spacing(1) },
}));

const SelectedCount = styled('span')(({ theme }) => ({
  display: 'inline-grid',
  placeItems: 'center',
  minWidth: 22,
  height: 22,
  padding: theme.spacing(0, 0.75),
  borderRadius: 11,
  fontSize: '0.75rem',
  backgroundColor: theme.palette.primary.main,
  color: theme.palette.primary.contrastText,
}));

interface FacetSectionProps {
  label: string;
  selected: number;
  /** Open when first shown; the visitor opens and closes it afterwards. */
  open: boolean;
  children: ReactNode;
}

function FacetSection({ label, selected, open, children }: FacetSectionProps) {
  const id = useId();
  const [expanded, setExpanded] = useState(open);
  return (
    <Section
      disableGutters
      elevation={0}
      square
      expanded={expanded}
      onChange={(_event, next) => setExpanded(next)}
      slotProps={{ transition: { unmountOnExit: true } }}
    >
      <SectionSummary expandIcon={<Icon name="ChevronDown" size={20} />} id={`${id}-summary`}>
        {label}
        {selected > 0 && <SelectedCount>{selected}</SelectedCount>}
      </SectionSummary>
      <AccordionDetails sx={{ px: 0.5, pb: 2 }} role="group" aria-labelledby={`${id}-summary`}>
        {children}
      </AccordionDetails>
    </Section>
  );
}

interface FilterPanelProps {
  facets: readonly Facet[];
  state: CarListState;
  onChange: (next: CarListState) => void;
}

export function FilterPanel({ facets, state, onChange }: FilterPanelProps) {
  const site = useSite();
  const labels = useCarListLabels();
  return (
    <div>
      {site.carList.facets.map((name, index) => {
        const facet = findFacet(facets, name);
        if (!facet) return null;
        const fields = facetFields(name);
        const selected = fields.reduce((count, field) => count + (state.filters[field]?.length ?? 0), 0);
        const label = labels.facet(fields[0] ?? name);
        const open = index < OPEN_SECTIONS || selected > 0;
        if (facet.type === 'histogram') {
          const bounds = histogramBounds(histogramFacetValues(facet));
          if (!bounds) return null;
          return (
            <FacetSection key={name} label={label} selected={selected} open={open}>
              <RangeFacet
                field={name}
                label={label}
                bounds={bounds}
                value={state.filters[name]?.[0]}
                onCommit={(value) => onChange(withFilterValues(state, name, value ? [value] : [], site))}
              />
            </FacetSection>
          );
        }
        const options = facetOptions(facet, state, site);
        if (options.length === 0) return null;
        return (
          <FacetSection key={name} label={label} selected={selected} open={open}>
            <FacetOptionList options={options} onChange={onChange} />
          </FacetSection>
        );
      })}
    </div>
  );
}
