import { useRef } from 'react';
import { type ButtonLook, buttonClassName, classNames, Icon, iconButton } from '../../runtime';
import styles from './search.module.css';
import { useKeyphraseSearch } from './useKeyphraseSearch';

interface KeyphraseSearchFormProps {
  searchUrl: string;
  /** The field's accessible name. */
  label: string;
  placeholder: string;
  submitText: string;
  /** Runs with the trimmed text before the visitor is taken to the search page (analytics, closing a menu). */
  onSearch?: (term: string) => void;
  /** `search` gives the browser's search field (a searchbox, with its own clear cross). */
  inputType?: 'text' | 'search';
  /**
   * The button is off while the text is blank. Only for forms that exist with JavaScript alone (in a
   * dialog): in static HTML a disabled button would stay disabled without it.
   */
  disabledWhileBlank?: boolean;
  /** Names the button that empties the field, shown while there is text; without it there is none. */
  clearLabel?: string;
  /** Where the magnifier goes: before the text, or on the button. */
  icon: 'field' | 'button';
  /** The look of the box around field and button, of the field (the box around the input), and of the button. */
  className?: string;
  inputClassName?: string;
  buttonProps?: { size?: ButtonLook['size']; disableElevation?: boolean; className?: string };
}

/**
 * The site search box (hero, carousel, mobile menu): a GET form to the search page, so Enter and the
 * button both submit it, also before hydration; with JavaScript the submit navigates client-side to
 * `<searchUrl>?keyphrase=<text>`. A blank text does nothing.
 */
export function KeyphraseSearchForm({
  searchUrl,
  label,
  placeholder,
  submitText,
  onSearch,
  inputType = 'text',
  disabledWhileBlank = false,
  clearLabel,
  icon,
  className,
  inputClassName,
  buttonProps: { size = 'medium', disableElevation = false, className: buttonClass } = {},
}: KeyphraseSearchFormProps) {
  const input = useRef<HTMLInputElement>(null);
  const { keyphrase, setKeyphrase, submit } = useKeyphraseSearch(searchUrl, onSearch);

  const clear = () => {
    setKeyphrase('');
    input.current?.focus();
  };

  return (
    <form
      role="search"
      action={searchUrl}
      method="get"
      onSubmit={submit}
      className={classNames(styles.form, className)}
    >
      {icon === 'field' && <Icon name="Search" size={20} className={styles.icon} />}
      <div className={classNames(styles.field, inputClassName)}>
        <input
          ref={input}
          type={inputType}
          name="keyphrase"
          value={keyphrase}
          onChange={(event) => setKeyphrase(event.target.value)}
          placeholder={placeholder}
          aria-label={label}
          enterKeyHint="search"
          className={styles.input}
        />
      </div>
      {clearLabel && keyphrase && (
        <button
          type="button"
          aria-label={clearLabel}
          onClick={clear}
          className={classNames(iconButton.iconButton, iconButton.small, styles.clear)}
        >
          <Icon name="Close" size={18} />
        </button>
      )}
      <button
        type="submit"
        disabled={disabledWhileBlank && !keyphrase.trim()}
        className={buttonClassName(
          { variant: 'contained', size },
          classNames(styles.submit, disableElevation && styles.flat, buttonClass),
        )}
      >
        {icon === 'button' && (
          <Icon
            name="Search"
            size={18}
            className={size === 'small' ? styles.startIconSmall : styles.startIcon}
          />
        )}
        {submitText}
      </button>
    </form>
  );
}
