/**
 * The kit catalogue's controls above the grid: the keyphrase search box (the catalogue's form, which the
 * sort, 'Välj bil' and the panel's checkboxes belong to, so they submit `GET` to this page until React
 * takes over), the filter and cart buttons that open their drawers below 1200px, the profile button when
 * the URL gave a context, and the sort.
 */
import { styled } from '@mui/material/styles';
import type { ReactNode, RefObject } from 'react';
import { Icon } from '../../runtime';
import {
  KeyphraseSearchBox,
  ListButton,
  type ListQueryState,
  SortSelect,
  withKeyphrase,
  withSort,
  WITHOUT_SCRIPTS,
} from '../../ui';
import { KITS_LIST_CONFIG } from './kitsQuery';
import { useKitsLabels, useKitsText } from './kitsTexts';

const Bar = styled('div')(({ theme }) => ({
  display: 'grid',
  gap: theme.spacing(2),
  marginBottom: theme.spacing(3),
  [theme.breakpoints.up('md')]: { gridTemplateColumns: 'minmax(0, 1fr) auto', alignItems: 'center' },
}));

const Controls = styled('div')(({ theme }) => ({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: theme.spacing(1.5),
  '& .sort': { minWidth: 180, marginLeft: 'auto' },
  // The side panels show the filters and the cart from 1200px.
  [theme.breakpoints.up('lg')]: { '& .open-filters, & .open-cart': { display: 'none' } },
  // The cart is the browser session's: without JavaScript its button is not shown.
  [WITHOUT_SCRIPTS]: { '& .open-cart': { display: 'none' } },
}));

interface KitsToolbarProps {
  state: ListQueryState;
  onChange: (next: ListQueryState) => void;
  /** The catalogue's form: its id for the controls outside it, its element to read before hydration. */
  formId: string;
  formRef: RefObject<HTMLFormElement | null>;
  /** The filter drawer's button, when the catalogue shows filters. */
  filters?: { open: boolean; onOpen: () => void };
  /** The cart drawer's button. */
  cart: ReactNode;
  /** The profile button, when the URL gave a context. */
  profile: ReactNode;
}

export function KitsToolbar({ state, onChange, formId, formRef, filters, cart, profile }: KitsToolbarProps) {
  const text = useKitsText();
  const labels = useKitsLabels();
  const selected = Object.values(state.filters).reduce((count, values) => count + values.length, 0);
  return (
    <Bar>
      <KeyphraseSearchBox
        formId={formId}
        formRef={formRef}
        keyphrase={state.keyphrase}
        onSearch={(keyphrase) => onChange(withKeyphrase(state, keyphrase, {}, KITS_LIST_CONFIG))}
        texts={{
          label: text('kitsSearchLabel'),
          placeholder: text('kitsSearchPlaceholder'),
          submit: text('kitsSearchSubmit'),
        }}
      />
      <Controls>
        {filters && (
          <ListButton
            type="button"
            className="open-filters"
            aria-haspopup="dialog"
            aria-expanded={filters.open}
            onClick={filters.onOpen}
          >
            <Icon name="Filter" size={18} />
            {selected > 0 ? `${text('kitsFilterButton')} (${selected})` : text('kitsFilterButton')}
          </ListButton>
        )}
        {cart}
        {profile}
        <SortSelect
          className="sort"
          form={formId}
          label={text('kitsSort')}
          options={KITS_LIST_CONFIG.sortOptions}
          optionLabel={labels.sort}
          value={state.sortName}
          onChange={(sortName) => onChange(withSort(state, sortName))}
        />
      </Controls>
    </Bar>
  );
}
