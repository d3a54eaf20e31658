/**
 * A value facet's checkboxes with their counts; a facet with 10 or more values gets a search box that
 * narrows the options shown (spec 001 §5). Nested options (a selected brand's models) show indented
 * under their parent.
 */
import { styled } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { usePageLanguage } from '../../runtime';
import { FACET_SEARCH_MIN_VALUES } from '../carList/carListConstants';
import type { FacetOption } from './facetOptions';
import { useListQueryText } from './listQueryTexts';
import type { ListQueryState } from './listQueryState';
import { OutlinedField } from './OutlinedField';

/** Room above the search box for its raised label. */
const FacetOptions = styled('div')(({ theme }) => ({ '& > div': { margin: theme.spacing(1, 0) } }));

const Options = styled('ul')(({ theme }) => ({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  '& &': { paddingLeft: theme.spacing(3.5) },
}));

/** A native checkbox in the theme's colour: MUI's Checkbox costs about 700 bytes of markup an option. */
const OptionLabel = styled('label')(({ theme }) => ({
  display: 'flex',
  alignItems: 'center',
  gap: theme.spacing(0.5),
  minHeight: 40,
  cursor: 'pointer',
  borderRadius: theme.shape.borderRadius,
  '&:hover': { backgroundColor: theme.palette.action.hover },
  '& input': {
    flexShrink: 0,
    width: 18,
    height: 18,
    margin: theme.spacing(0, 0.75),
    accentColor: theme.palette.primary.main,
    cursor: 'pointer',
  },
  // The option's text, then its count: styled from here, so the spans of 30 options carry no class.
  '& > input + span': { flex: 1, minWidth: 0, overflowWrap: 'anywhere' },
  '& > span:last-child': {
    marginLeft: 'auto',
    paddingRight: theme.spacing(1),
    color: theme.palette.text.secondary,
    fontSize: '0.875rem',
    fontVariantNumeric: 'tabular-nums',
  },
}));

interface OptionsProps {
  options: readonly FacetOption[];
  onChange: (next: ListQueryState) => void;
  /** The id of the list's form the checkboxes belong to. */
  form: string;
}

function OptionItems({ options, onChange, form }: OptionsProps) {
  return (
    <Options>
      {options.map((option) => (
        <li key={option.id}>
          <OptionLabel>
            <input
              type="checkbox"
              form={form}
              name={option.field}
              value={option.value}
              checked={option.selected}
              onChange={() => onChange(option.toggled)}
            />
            <span>{option.label}</span> <span>{`(${option.count})`}</span>
          </OptionLabel>
          {option.selected && option.children && option.children.length > 0 && (
            <OptionItems options={option.children} onChange={onChange} form={form} />
          )}
        </li>
      ))}
    </Options>
  );
}

export function FacetOptionList({ options, onChange, form }: OptionsProps) {
  const text = useListQueryText();
  const language = usePageLanguage();
  const [query, setQuery] = useState('');
  const searchId = useId();
  const searchable = options.length >= FACET_SEARCH_MIN_VALUES;
  const needle = query.trim().toLocaleLowerCase(language);
  const shown =
    searchable && needle
      ? options.filter((option) => option.label.toLocaleLowerCase(language).includes(needle))
      : options;
  return (
    <FacetOptions>
      {searchable && (
        <OutlinedField>
          <label htmlFor={searchId}>{text('carListFacetSearch')}</label>
          <input
            id={searchId}
            type="search"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
          />
        </OutlinedField>
      )}
      <OptionItems options={shown} onChange={onChange} form={form} />
      {shown.length === 0 && (
        <Typography variant="body2" color="text.secondary" sx={{ py: 1 }}>
          {text('carListFacetNoMatch')}
        </Typography>
      )}
    </FacetOptions>
  );
}
