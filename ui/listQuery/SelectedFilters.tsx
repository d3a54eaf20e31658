/**
 * The keyphrase and the selected filters as removable chips, with a clear-all button. A range reads as
 * its label and bounds ("Pris: 100 000 kr – 300 000 kr"); a brand code with its folded codes is one chip.
 */
import { buttonClassName, chip as chipLook, classNames, type Facet, useSite } from '../../runtime';
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
import styles from './SelectedFilters.module.css';

/** MUI's Cancel icon, the delete icon of its Chip. */
const CANCEL_ICON_PATH =
  'M12 2C6.47 2 2 6.47 2 12s4.47 10 10 10 10-4.47 10-10S17.53 2 12 2zm5 13.59L15.59 17 12 13.41 8.41 17 7 15.59 10.59 12 7 8.41 8.41 7 12 10.59 15.59 7 17 8.41 13.41 12 17 15.59z';

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
    <ul className={styles.chips} aria-label={text('carListSelectedFilters')}>
      {chips.map((chip) => (
        <li key={chip.key}>
          <button
            type="button"
            className={classNames(chipLook.chip, styles.chip)}
            aria-label={text('carListRemoveFilter', { label: chip.label })}
            onClick={() => onChange(chip.removed)}
          >
            <span className={classNames(chipLook.label, styles.chipLabel)}>{chip.label}</span>
            <svg className={styles.deleteIcon} viewBox="0 0 24 24" aria-hidden focusable="false">
              <path d={CANCEL_ICON_PATH} />
            </svg>
          </button>
        </li>
      ))}
      <li>
        <button
          type="button"
          className={buttonClassName({ size: 'small' }, styles.clearAll)}
          onClick={() => onChange(withoutCriteria(state))}
        >
          {text('carListClearAll')}
        </button>
      </li>
    </ul>
  );
}
