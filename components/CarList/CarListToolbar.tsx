/**
 * The car list's controls above the results: the keyphrase search box (its text is split into filters
 * and keyphrase on submit), the filter button that opens the drawer, the switch between the drawer and
 * the sticky side panel (from 1024px), and the sort dropdown.
 */
import Button from '@mui/material/Button';
import { styled } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import { type FormEvent, useState } from 'react';
import { type Facet, Icon, useSite } from '../../runtime';
import { type CarListState, FILTER_BREAKPOINT, splitKeyphrase, withKeyphrase, withSort } from '../../ui';
import { useCarListLabels, useCarListText } from './carListTexts';
import type { FilterType } from './useFilterType';

const Bar = styled('div')(({ theme }) => ({
  display: 'grid',
  gap: theme.spacing(2),
  marginBottom: theme.spacing(3),
  [theme.breakpoints.up('md')]: { gridTemplateColumns: 'minmax(0, 1fr) auto', alignItems: 'center' },
}));

const SearchForm = styled('form')(({ theme }) => ({ display: 'flex', gap: theme.spacing(1) }));

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
  state: CarListState;
  facets: readonly Facet[];
  onChange: (next: CarListState) => void;
  filterType: FilterType;
  onFilterTypeChange: (type: FilterType) => void;
  drawerOpen: boolean;
  onOpenDrawer: () => void;
}

export function CarListToolbar({
  state,
  facets,
  onChange,
  filterType,
  onFilterTypeChange,
  drawerOpen,
  onOpenDrawer,
}: CarListToolbarProps) {
  const site = useSite();
  const text = useCarListText();
  const labels = useCarListLabels();
  // The box shows the state's keyphrase until the visitor types; a new state (a chip removed, back) resets it.
  const [draft, setDraft] = useState<{ of: string; text: string } | null>(null);
  const keyphrase = draft?.of === state.keyphrase ? draft.text : state.keyphrase;
  const selected = Object.values(state.filters).reduce((count, values) => count + values.length, 0);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const split = splitKeyphrase(keyphrase, facets);
    setDraft(null);
    onChange(withKeyphrase(state, split.keyphrase, split.filters, site));
  };

  return (
    <Bar>
      <SearchForm role="search" onSubmit={submit}>
        <TextField
          type="search"
          size="small"
          fullWidth
          label={text('carListSearchLabel')}
          placeholder={text('carListSearchPlaceholder')}
          value={keyphrase}
          onChange={(event) => setDraft({ of: state.keyphrase, text: event.target.value })}
        />
        <Button type="submit" variant="contained" startIcon={<Icon name="Search" size={18} />}>
          {text('carListSearchSubmit')}
        </Button>
      </SearchForm>
      <Controls data-filter-type={filterType}>
        <Button
          className="open-filters"
          variant="outlined"
          startIcon={<Icon name="Filter" size={18} />}
          aria-haspopup="dialog"
          aria-expanded={drawerOpen}
          onClick={onOpenDrawer}
        >
          {text('carListFilterButton')}
          {selected > 0 && ` (${selected})`}
        </Button>
        <Button
          className="filter-type"
          variant="text"
          onClick={() => onFilterTypeChange(filterType === 'sticky' ? 'toggle' : 'sticky')}
        >
          {text(filterType === 'sticky' ? 'carListUnpinFilters' : 'carListPinFilters')}
        </Button>
        <TextField
          className="sort"
          select
          size="small"
          label={text('carListSort')}
          value={state.sortName}
          onChange={(event) => onChange(withSort(state, event.target.value))}
          slotProps={{ select: { native: true } }}
        >
          {site.carList.sortOptions.map((name) => (
            <option key={name} value={name}>
              {labels.sort(name)}
            </option>
          ))}
        </TextField>
      </Controls>
    </Bar>
  );
}
