/**
 * The car list's controls above the results: the keyphrase search box (its text is split into filters
 * and keyphrase on submit), the filter button that opens the drawer, the switch between the drawer and
 * the sticky side panel (from 1024px), and the sort dropdown. The search box's form is the car list's
 * form (ui/listQuery/listQueryForm.ts): the sort and the panel's checkboxes belong to it too, and it submits
 * `GET` to this page until React takes over; then submit and change update the URL state in place.
 */
import { styled } from '@mui/material/styles';
import {
  type FormEvent,
  type RefObject,
  useEffectEvent,
  useId,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { type Facet, Icon, useSite } from '../../runtime';
import {
  type ListQueryState,
  FILTER_BREAKPOINT,
  KEYPHRASE_PARAM,
  SORT_PARAM,
  splitKeyphrase,
  withKeyphrase,
  withSort,
  carListConfig,
  ListButton,
  NoScriptSubmit,
  OutlinedField,
} from '../../ui';
import { useCarListLabels, useCarListText } from './carListTexts';
import type { FilterType } from './useFilterType';

const Bar = styled('div')(({ theme }) => ({
  display: 'grid',
  gap: theme.spacing(2),
  marginBottom: theme.spacing(3),
  [theme.breakpoints.up('md')]: { gridTemplateColumns: 'minmax(0, 1fr) auto', alignItems: 'center' },
}));

const SearchForm = styled('form')(({ theme }) => ({
  display: 'flex',
  gap: theme.spacing(1),
  '& > div': { flex: 1 },
}));

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
  // The box shows the state's keyphrase until the visitor types; a new state (a chip removed, back) resets it.
  const [draft, setDraft] = useState<{ of: string; text: string } | null>(null);
  const keyphrase = draft?.of === state.keyphrase ? draft.text : state.keyphrase;
  const selected = Object.values(state.filters).reduce((count, values) => count + values.length, 0);
  const searchBox = useRef<HTMLInputElement>(null);
  const searchId = useId();
  const sortId = useId();

  // Text typed before hydration stays in the box (React would put back the empty value it rendered):
  // read once, in the hydrating commit; afterwards the box is React's.
  const keepTypedText = useEffectEvent(() => {
    const typed = searchBox.current?.value ?? '';
    if (typed !== state.keyphrase) setDraft({ of: state.keyphrase, text: typed });
  });
  useLayoutEffect(() => keepTypedText(), []);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const split = splitKeyphrase(keyphrase, facets);
    setDraft(null);
    onChange(withKeyphrase(state, split.keyphrase, split.filters, config));
  };

  return (
    <Bar>
      <SearchForm id={formId} ref={formRef} role="search" method="get" onSubmit={submit}>
        <OutlinedField>
          <label htmlFor={searchId}>{text('carListSearchLabel')}</label>
          <input
            ref={searchBox}
            id={searchId}
            type="search"
            name={KEYPHRASE_PARAM}
            placeholder={text('carListSearchPlaceholder')}
            value={keyphrase}
            onChange={(event) => setDraft({ of: state.keyphrase, text: event.target.value })}
          />
        </OutlinedField>
        <ListButton type="submit" data-variant="contained">
          <Icon name="Search" size={18} />
          {text('carListSearchSubmit')}
        </ListButton>
      </SearchForm>
      <Controls data-filter-type={filterType}>
        <ListButton
          type="button"
          className="open-filters"
          aria-haspopup="dialog"
          aria-expanded={drawerOpen}
          onClick={onOpenDrawer}
        >
          <Icon name="Filter" size={18} />
          {selected > 0 ? `${text('carListFilterButton')} (${selected})` : text('carListFilterButton')}
        </ListButton>
        <ListButton
          type="button"
          className="filter-type"
          data-variant="text"
          onClick={() => onFilterTypeChange(filterType === 'sticky' ? 'toggle' : 'sticky')}
        >
          {text(filterType === 'sticky' ? 'carListUnpinFilters' : 'carListPinFilters')}
        </ListButton>
        <OutlinedField className="sort">
          <label htmlFor={sortId}>{text('carListSort')}</label>
          <select
            id={sortId}
            name={SORT_PARAM}
            form={formId}
            value={state.sortName}
            onChange={(event) => onChange(withSort(state, event.target.value))}
          >
            {site.carList.sortOptions.map((name) => (
              <option key={name} value={name}>
                {labels.sort(name)}
              </option>
            ))}
          </select>
        </OutlinedField>
        <NoScriptSubmit form={formId}>{text('carListSort')}</NoScriptSubmit>
      </Controls>
    </Bar>
  );
}
