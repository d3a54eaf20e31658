/**
 * A list's filter panel: its facets in the config's order (the car list's: site.carList.facets), each a
 * collapsible section: checkboxes with counts for value facets (nested for `car_brand>car_model` or
 * `kitcategory>kitsubcategory>partsubsubcategory`), a slider with inputs for range facets. Facets the
 * answer has no values for are left out. The same panel fills the drawer and the sticky side panel. The
 * checkboxes belong to the list's form, so they filter without JavaScript too; a closed section's options
 * are not rendered, which keeps the static page small.
 */
import { type ReactNode, useId, useState } from 'react';
import type { Facet } from '../../runtime';
import { histogramBounds } from '../carList/rangeFilter';
import { FacetOptionList } from './FacetOptionList';
import { facetOptions } from './facetOptions';
import { findFacet, histogramFacetValues } from './facetValues';
import styles from './FilterPanel.module.css';
import { facetFields, type ListQueryConfig, type ListQueryState, withFilterValues } from './listQueryState';
import { RangeFacet } from './RangeFacet';

/** Sections open at first: the first few, and any with a selection. */
const OPEN_SECTIONS = 3;

interface FacetSectionProps {
  label: string;
  selected: number;
  /** Open when first shown; the visitor opens and closes it afterwards. */
  open: boolean;
  children: ReactNode;
}

/** A heading with a disclosure button, as MUI's Accordion draws it, in a few plain elements. */
function FacetSection({ label, selected, open, children }: FacetSectionProps) {
  const id = useId();
  const [expanded, setExpanded] = useState(open);
  return (
    <div className={styles.section}>
      <h3 className={styles.heading}>
        <button
          type="button"
          className={styles.toggle}
          id={`${id}-summary`}
          aria-expanded={expanded}
          aria-controls={expanded ? `${id}-body` : undefined}
          onClick={() => setExpanded(!expanded)}
        >
          {label}
          {selected > 0 && <span className={styles.selected}>{selected}</span>}
        </button>
      </h3>
      {expanded && (
        <div id={`${id}-body`} role="group" aria-labelledby={`${id}-summary`} className={styles.body}>
          {children}
        </div>
      )}
    </div>
  );
}

export interface FilterPanelProps {
  /** The list's config: its facets, in panel order, are the panel's sections (unless `facetNames`). */
  config: ListQueryConfig;
  /** The facets the panel shows, when the list shows some of its facets elsewhere (kits: 'Välj bil'). */
  facetNames?: readonly string[];
  /** A facet's heading by its (first) field, as the list's dictionary names it. */
  facetLabel: (field: string) => string;
  /** The facets of the search answer: a section shows only for a facet with values. */
  facets: readonly Facet[];
  state: ListQueryState;
  onChange: (next: ListQueryState) => void;
  /** The id of the list's form the checkboxes belong to. */
  form: string;
}

export function FilterPanel({
  config,
  facetNames = config.facets,
  facetLabel,
  facets,
  state,
  onChange,
  form,
}: FilterPanelProps) {
  return (
    <div>
      {facetNames.map((name, index) => {
        const facet = findFacet(facets, name);
        if (!facet) return null;
        const fields = facetFields(name);
        const selected = fields.reduce((count, field) => count + (state.filters[field]?.length ?? 0), 0);
        const label = facetLabel(fields[0] ?? name);
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
                onCommit={(value) => onChange(withFilterValues(state, name, value ? [value] : [], config))}
              />
            </FacetSection>
          );
        }
        const options = facetOptions(facet, state, config);
        if (options.length === 0) return null;
        return (
          <FacetSection key={name} label={label} selected={selected} open={open}>
            <FacetOptionList options={options} onChange={onChange} form={form} />
          </FacetSection>
        );
      })}
    </div>
  );
}
