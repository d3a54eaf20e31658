import Box from '@mui/material/Box';
import Button, { type ButtonProps } from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import InputBase from '@mui/material/InputBase';
import type { SxProps, Theme } from '@mui/material/styles';
import { useRef } from 'react';
import { Icon } from '../../runtime';
import { sxList } from '../styles/sxList';
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
  /** The look of the box around field and button, of the field, and of the button. */
  sx?: SxProps<Theme>;
  inputSx?: SxProps<Theme>;
  buttonProps?: Pick<ButtonProps, 'size' | 'disableElevation' | 'sx'>;
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
  sx,
  inputSx,
  buttonProps: { sx: buttonSx, ...buttonProps } = {},
}: KeyphraseSearchFormProps) {
  const input = useRef<HTMLInputElement>(null);
  const { keyphrase, setKeyphrase, submit } = useKeyphraseSearch(searchUrl, onSearch);

  const clear = () => {
    setKeyphrase('');
    input.current?.focus();
  };

  return (
    <Box
      component="form"
      role="search"
      action={searchUrl}
      method="get"
      onSubmit={submit}
      sx={[{ display: 'flex', alignItems: 'center' }, ...sxList(sx)]}
    >
      {icon === 'field' && <Icon name="Search" size={20} style={{ flexShrink: 0 }} />}
      <InputBase
        inputRef={input}
        type={inputType}
        name="keyphrase"
        value={keyphrase}
        onChange={(event) => setKeyphrase(event.target.value)}
        placeholder={placeholder}
        inputProps={{ 'aria-label': label, enterKeyHint: 'search' }}
        sx={[{ flex: 1, minWidth: 0 }, ...sxList(inputSx)]}
      />
      {clearLabel && keyphrase && (
        <IconButton aria-label={clearLabel} onClick={clear} size="small" sx={{ color: 'grey.800' }}>
          <Icon name="Close" size={18} />
        </IconButton>
      )}
      <Button
        {...buttonProps}
        type="submit"
        variant="contained"
        disabled={disabledWhileBlank && !keyphrase.trim()}
        startIcon={icon === 'button' ? <Icon name="Search" size={18} /> : undefined}
        sx={[{ flexShrink: 0 }, ...sxList(buttonSx)]}
      >
        {submitText}
      </Button>
    </Box>
  );
}
