/**
 * The parts of a searchable list's toolbar (the car list's, the kit catalogue's): the bar itself, the
 * keyphrase search box that is the list's form (the sort, the panel's checkboxes and other controls belong
 * to it through `form`, so until React takes over it submits `GET` to the page), the sort select, and the
 * button that opens the filter drawer with the number of values chosen.
 */
import {
  type ReactNode,
  type RefObject,
  useEffectEvent,
  useId,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { Icon } from '../../runtime';
import { ListButton } from './ListButton';
import styles from './ListToolbar.module.css';
import type { ListQueryState } from './listQueryState';
import { KEYPHRASE_PARAM, SORT_PARAM } from './listQueryUrl';
import { NoScriptSubmit } from './NoScriptSubmit';
import { OutlinedField } from './OutlinedField';

/** The search box on the left, the list's other controls on the right (stacked on a phone). */
export function ListToolbar({ children }: { children: ReactNode }) {
  return <div className={styles.toolbar}>{children}</div>;
}

export interface KeyphraseSearchBoxProps {
  /** The list's form: its id for the controls outside it, its element to read before hydration. */
  formId: string;
  formRef: RefObject<HTMLFormElement | null>;
  /** The state's keyphrase: the box shows it until the visitor types. */
  keyphrase: string;
  /** The visitor submitted the box's text. */
  onSearch: (typed: string) => void;
  texts: { label: string; placeholder: string; submit: string };
}

export function KeyphraseSearchBox({ formId, formRef, keyphrase, onSearch, texts }: KeyphraseSearchBoxProps) {
  // A new state (a chip removed, back) resets what was typed.
  const [draft, setDraft] = useState<{ of: string; text: string } | null>(null);
  const shown = draft?.of === keyphrase ? draft.text : keyphrase;
  const searchBox = useRef<HTMLInputElement>(null);
  const id = useId();

  // Text typed before hydration stays in the box (React would put back the empty value it rendered):
  // read once, in the hydrating commit; afterwards the box is React's.
  const keepTypedText = useEffectEvent(() => {
    const typed = searchBox.current?.value ?? '';
    if (typed !== keyphrase) setDraft({ of: keyphrase, text: typed });
  });
  useLayoutEffect(() => keepTypedText(), []);

  return (
    <form
      id={formId}
      ref={formRef}
      role="search"
      method="get"
      className={styles.searchForm}
      onSubmit={(event) => {
        event.preventDefault();
        setDraft(null);
        onSearch(shown);
      }}
    >
      <OutlinedField className={styles.searchField}>
        <label htmlFor={id}>{texts.label}</label>
        <input
          ref={searchBox}
          id={id}
          type="search"
          name={KEYPHRASE_PARAM}
          placeholder={texts.placeholder}
          value={shown}
          onChange={(event) => setDraft({ of: keyphrase, text: event.target.value })}
        />
      </OutlinedField>
      <ListButton type="submit" variant="contained">
        <Icon name="Search" size={18} />
        {texts.submit}
      </ListButton>
    </form>
  );
}

export interface SortSelectProps {
  /** The list's form id: without JavaScript the sort is submitted with it (by its own button). */
  form: string;
  label: string;
  options: readonly string[];
  optionLabel: (name: string) => string;
  value: string;
  onChange: (sortName: string) => void;
  className?: string;
}

export function SortSelect({
  form,
  label,
  options,
  optionLabel,
  value,
  onChange,
  className,
}: SortSelectProps) {
  const id = useId();
  return (
    <>
      <OutlinedField className={className}>
        <label htmlFor={id}>{label}</label>
        <select
          id={id}
          name={SORT_PARAM}
          form={form}
          value={value}
          onChange={(event) => onChange(event.target.value)}
        >
          {options.map((name) => (
            <option key={name} value={name}>
              {optionLabel(name)}
            </option>
          ))}
        </select>
      </OutlinedField>
      <NoScriptSubmit form={form}>{label}</NoScriptSubmit>
    </>
  );
}

export interface FilterDrawerButtonProps {
  label: string;
  state: ListQueryState;
  open: boolean;
  onOpen: () => void;
  className?: string;
}

/** Opens the filter drawer; says how many values are chosen (`Filter (3)`). */
export function FilterDrawerButton({ label, state, open, onOpen, className }: FilterDrawerButtonProps) {
  const selected = Object.values(state.filters).reduce((count, values) => count + values.length, 0);
  return (
    <ListButton
      type="button"
      className={className}
      aria-haspopup="dialog"
      aria-expanded={open}
      onClick={onOpen}
    >
      <Icon name="Filter" size={18} />
      {selected > 0 ? `${label} (${selected})` : label}
    </ListButton>
  );
}
