/**
 * The car list's controls above the results: the keyphrase search box (its text is split into filters
 * and keyphrase on submit), the filter button that opens the drawer, the switch between the drawer and
 * the sticky side panel (from 1024px), and the sort dropdown. The search box's form is the car list's
 * form (ui/listQuery/listQueryForm.ts): the sort and the panel's checkboxes belong to it too, and it submits
 * `GET` to this page until React takes over; then submit and change update the URL state in place.
 */
import { styled } from '@mui/material/styles';
import type { RefObject } from 'react';
import { type Facet, useSite } from '../../runtime';
import {
  carListConfig,
  FILTER_BREAKPOINT,
  FilterDrawerButton,
  KeyphraseSearchBox,
  ListButton,
  ListToolbar,
  type ListQueryState,
  SortSelect,
  splitKeyphrase,
  withKeyphrase,
  withSort,
} from '../../ui';
import { useCarListLabels, useCarListText } from './carListTexts';
import type { FilterType } from './useFilterType';

const Controls = styled('div')(({ theme }) => ({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: theme.spacing(1.5),
  '& .sort': { minWidth: 200, marginLeft: 'auto' },
  // The drawer button is not needed where the sticky panel shows; the switch only where it can.
  [theme.breakpoints.up(FILTER_BREAKPOINT)]: {
    '&[data-filter-type="sticky"] .open-filters': { display: 'none' },
  },
  [theme.breakpoints.down(FILTER_BREAKPOINT)]: { '& .filter-type': { display: 'none' } },
}));

interface CarListToolbarProps {
  state: ListQueryState;
  facets: readonly Facet[];
  onChange: (next: ListQueryState) => void;
  filterType: FilterType;
  onFilterTypeChange: (type: FilterType) => void;
  drawerOpen: boolean;
  onOpenDrawer: () => void;
  /** The car list's form: its id for the controls outside it, its element to read before hydration. */
  formId: string;
  formRef: RefObject<HTMLFormElement | null>;
}

export function CarListToolbar({
  state,
  facets,
  onChange,
  filterType,
  onFilterTypeChange,
  drawerOpen,
  onOpenDrawer,
  formId,
  formRef,
}: CarListToolbarProps) {
  const site = useSite();
  const config = carListConfig(site);
  const text = useCarListText();
  const labels = useCarListLabels();

  return (
    <ListToolbar>
      <KeyphraseSearchBox
        formId={formId}
        formRef={formRef}
        keyphrase={state.keyphrase}
        onSearch={(typed) => {
          const split = splitKeyphrase(typed, facets);
          onChange(withKeyphrase(state, split.keyphrase, split.filters, config));
        }}
        texts={{
          label: text('carListSearchLabel'),
          placeholder: text('carListSearchPlaceholder'),
          submit: text('carListSearchSubmit'),
        }}
      />
      <Controls data-filter-type={filterType}>
        <FilterDrawerButton
          label={text('carListFilterButton')}
          state={state}
          open={drawerOpen}
          onOpen={onOpenDrawer}
        />
        <ListButton
          type="button"
          className="filter-type"
          data-variant="text"
          onClick={() => onFilterTypeChange(filterType === 'sticky' ? 'toggle' : 'sticky')}
        >
          {text(filterType === 'sticky' ? 'carListUnpinFilters' : 'carListPinFilters')}
        </ListButton>
        <SortSelect
          className="sort"
          form={formId}
          label={text('carListSort')}
          options={site.carList.sortOptions}
          optionLabel={labels.sort}
          value={state.sortName}
          onChange={(sortName) => onChange(withSort(state, sortName))}
        />
      </Controls>
    </ListToolbar>
  );
}
