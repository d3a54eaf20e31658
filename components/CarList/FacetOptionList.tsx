/**
 * A value facet's checkboxes with their counts; a facet with 10 or more values gets a search box that
 * narrows the options shown (spec 001 §5). Nested options (a selected brand's models) show indented
 * under their parent.
 */
import Checkbox from '@mui/material/Checkbox';
import { styled } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { usePageLanguage } from '../../runtime';
import { FACET_SEARCH_MIN_VALUES, type CarListState } from '../../ui';
import { useCarListText } from './carListTexts';
import type { FacetOption } from './facetOptions';

const Options = styled('ul')(({ theme }) => ({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  '& &': { paddingLeft: theme.spacing(3.5) },
}));

const OptionLabel = styled('label')(({ theme }) => ({
  display: 'flex',
  alignItems: 'center',
  gap: theme.spacing(0.5),
  minHeight: 40,
  cursor: 'pointer',
  borderRadius: theme.shape.borderRadius,
  '&:hover': { backgroundColor: theme.palette.action.hover },
  '& .MuiCheckbox-root': { padding: theme.spacing(0.75) },
}));

const OptionText = styled('span')({ flex: 1, minWidth: 0, overflowWrap: 'anywhere' });

const OptionCount = styled('span')(({ theme }) => ({
  marginLeft: 'auto',
  paddingRight: theme.spacing(1),
  color: theme.palette.text.secondary,
  fontSize: '0.875rem',
  fontVariantNumeric: 'tabular-nums',
}));

interface OptionsProps {
  options: readonly FacetOption[];
  onChange: (next: CarListState) => void;
}

function OptionItems({ options, onChange }: OptionsProps) {
  return (
    <Options>
      {options.map((option) => (
        <li key={option.id}>
          <OptionLabel>
            <Checkbox size="small" checked={option.selected} onChange={() => onChange(option.toggled)} />
            <OptionText>{option.label}</OptionText> <OptionCount>({option.count})</OptionCount>
          </OptionLabel>
          {option.selected && option.children && option.children.length > 0 && (
            <OptionItems options={option.children} onChange={onChange} />
          )}
        </li>
      ))}
    </Options>
  );
}

export function FacetOptionList({ options, onChange }: OptionsProps) {
  const text = useCarListText();
  const language = usePageLanguage();
  const [query, setQuery] = useState('');
  const searchable = options.length >= FACET_SEARCH_MIN_VALUES;
  const needle = query.trim().toLocaleLowerCase(language);
  const shown =
    searchable && needle
      ? options.filter((option) => option.label.toLocaleLowerCase(language).includes(needle))
      : options;
  return (
    <>
      {searchable && (
        <TextField
          type="search"
          size="small"
          fullWidth
          label={text('carListFacetSearch')}
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          sx={{ mb: 1 }}
        />
      )}
      <OptionItems options={shown} onChange={onChange} />
      {shown.length === 0 && (
        <Typography variant="body2" color="text.secondary" sx={{ py: 1 }}>
          {text('carListFacetNoMatch')}
        </Typography>
      )}
    </>
  );
}
