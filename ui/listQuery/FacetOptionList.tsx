/**
 * A value facet's checkboxes with their counts; a facet with 10 or more values gets a search box that
 * narrows the options shown (spec 001 §5). Nested options (a selected brand's models) show indented
 * under their parent.
 */
import { useId, useState } from 'react';
import { classNames, typography, usePageLanguage } from '../../runtime';
import { FACET_SEARCH_MIN_VALUES } from '../carList/carListConstants';
import styles from './FacetOptionList.module.css';
import type { FacetOption } from './facetOptions';
import { useListQueryText } from './listQueryTexts';
import type { ListQueryState } from './listQueryState';
import { OutlinedField } from './OutlinedField';

interface OptionsProps {
  options: readonly FacetOption[];
  onChange: (next: ListQueryState) => void;
  /** The id of the list's form the checkboxes belong to. */
  form: string;
}

/**
 * The options at one level; a selected option's children nested under it. The checkbox and the option's
 * text and count carry no class: styled from their label, so the page repeats no class names for them.
 */
function OptionItems({ options, onChange, form, nested = false }: OptionsProps & { nested?: boolean }) {
  return (
    <ul className={classNames(styles.options, nested && styles.nested)}>
      {options.map((option) => (
        <li key={option.id}>
          <label className={styles.option}>
            <input
              type="checkbox"
              form={form}
              name={option.field}
              value={option.value}
              checked={option.selected}
              onChange={() => onChange(option.toggled)}
            />
            <span>{option.label}</span> <span>{`(${option.count})`}</span>
          </label>
          {option.selected && option.children && option.children.length > 0 && (
            <OptionItems options={option.children} onChange={onChange} form={form} nested />
          )}
        </li>
      ))}
    </ul>
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
    <div>
      {searchable && (
        <OutlinedField className={styles.search}>
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
        <p className={classNames(typography.body2, styles.noMatch)}>{text('carListFacetNoMatch')}</p>
      )}
    </div>
  );
}
