/**
 * The keyphrase and the selected filters as removable chips, with a clear-all button. A range reads as
 * its label and bounds ("Pris: 100 000 kr – 300 000 kr"); a brand code with its folded codes is one chip.
 */
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import { styled } from '@mui/material/styles';
import { type Facet, useSite } from '../../runtime';
import { BRAND_FACET_FIELD } from '../carList/carListSearchQuery';
import { collapseSelectedBrandCodes } from '../carList/collapseBrandCodes';
import { formatRange } from '../carList/formatRangeValue';
import { isRangeField, parseRangeValue } from '../carList/rangeFilter';
import {
  hasCriteria,
  type ListQueryConfig,
  type ListQueryState,
  withFilterValues,
  withKeyphrase,
  withoutCriteria,
  withoutFilterValue,
} from './listQueryState';
import { useListQueryText } from './listQueryTexts';

const Chips = styled('ul')(({ theme }) => ({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: theme.spacing(1),
  margin: 0,
  padding: 0,
  listStyle: 'none',
}));

interface SelectedChip {
  key: string;
  label: string;
  removed: ListQueryState;
}

export interface SelectedFiltersProps {
  config: ListQueryConfig;
  /** A filter field's label, as the list's dictionary names it (a range chip reads `<label>: <range>`). */
  facetLabel: (field: string) => string;
  state: ListQueryState;
  /** The facets of the search answer: a hierarchy's chip takes the values nested under it along. */
  facets: readonly Facet[];
  onChange: (next: ListQueryState) => void;
}

export function SelectedFilters({ config, facetLabel, state, facets, onChange }: SelectedFiltersProps) {
  const site = useSite();
  const text = useListQueryText();
  if (!hasCriteria(state)) return null;

  const chips: SelectedChip[] = [];
  if (state.keyphrase)
    chips.push({
      key: 'keyphrase',
      label: text('carListKeyphraseChip', { keyphrase: state.keyphrase }),
      removed: withKeyphrase(state, '', {}, config),
    });
  for (const [field, values] of Object.entries(state.filters)) {
    if (isRangeField(field)) {
      const range = parseRangeValue(values[0] ?? '');
      if (range)
        chips.push({
          key: field,
          label: `${facetLabel(field)}: ${formatRange(site, field, range)}`,
          removed: withFilterValues(state, field, [], config),
        });
    } else if (field === BRAND_FACET_FIELD) {
      for (const group of collapseSelectedBrandCodes(values))
        chips.push({
          key: `${field}:${group.code}`,
          label: group.code,
          removed: withFilterValues(
            state,
            field,
            values.filter((code) => !group.codes.includes(code)),
            config,
          ),
        });
    } else {
      for (const value of values)
        chips.push({
          key: `${field}:${value}`,
          label: value,
          removed: withoutFilterValue(state, field, value, facets, config),
        });
    }
  }

  return (
    <Chips aria-label={text('carListSelectedFilters')}>
      {chips.map((chip) => (
        <li key={chip.key}>
          <Chip
            label={chip.label}
            onDelete={() => onChange(chip.removed)}
            onClick={() => onChange(chip.removed)}
            aria-label={text('carListRemoveFilter', { label: chip.label })}
          />
        </li>
      ))}
      <li>
        <Button size="small" onClick={() => onChange(withoutCriteria(state))}>
          {text('carListClearAll')}
        </Button>
      </li>
    </Chips>
  );
}
