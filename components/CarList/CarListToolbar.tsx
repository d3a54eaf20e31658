/**
 * The car list's controls above the results: the keyphrase search box (its text is split into filters
 * and keyphrase on submit), the filter button that opens the drawer, the switch between the drawer and
 * the sticky side panel (from 1024px), and the sort dropdown. The search box's form is the car list's
 * form (ui/listQuery/listQueryForm.ts): the sort and the panel's checkboxes belong to it too, and it submits
 * `GET` to this page until React takes over; then submit and change update the URL state in place.
 */
import type { RefObject } from 'react';
import { type Facet, useSite } from '../../runtime';
import {
  carListConfig,
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
import styles from './CarListToolbar.module.css';
import { useCarListLabels, useCarListText } from './carListTexts';
import type { FilterType } from './useFilterType';

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
      <div className={styles.controls} data-filter-type={filterType}>
        <FilterDrawerButton
          label={text('carListFilterButton')}
          state={state}
          open={drawerOpen}
          onOpen={onOpenDrawer}
          className={styles.openFilters}
        />
        <ListButton
          type="button"
          className={styles.filterType}
          variant="text"
          onClick={() => onFilterTypeChange(filterType === 'sticky' ? 'toggle' : 'sticky')}
        >
          {text(filterType === 'sticky' ? 'carListUnpinFilters' : 'carListPinFilters')}
        </ListButton>
        <SortSelect
          className={styles.sort}
          form={formId}
          label={text('carListSort')}
          options={site.carList.sortOptions}
          optionLabel={labels.sort}
          value={state.sortName}
          onChange={(sortName) => onChange(withSort(state, sortName))}
        />
      </div>
    </ListToolbar>
  );
}
