import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import InputBase from '@mui/material/InputBase';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useRef } from 'react';
import { Icon, pushToDataLayer } from '../../runtime';
import { useHeroText } from './heroTexts';
import { useKeyphraseSearch } from '../../ui';

interface HeroSearchProps {
  searchUrl: string;
  placeholderPhone: string;
  placeholderDesktop: string;
}

/**
 * The hero's search field. A GET form to the search page, so Enter and the button both submit it (and it
 * works before hydration); with JavaScript the submit navigates client-side and reports the search.
 */
export function HeroSearch({ searchUrl, placeholderPhone, placeholderDesktop }: HeroSearchProps) {
  const text = useHeroText();
  const input = useRef<HTMLInputElement>(null);
  const { keyphrase, setKeyphrase, submit } = useKeyphraseSearch(searchUrl, (term) =>
    pushToDataLayer({ event: 'search', search_type: 'start page', search_term: term }),
  );
  // False on the server and during hydration (the phone text), then the viewport's: no hydration mismatch.
  const desktop = useMediaQuery('(min-width: 640px)');
  const placeholder = desktop
    ? placeholderDesktop || placeholderPhone
    : placeholderPhone || placeholderDesktop;

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
      sx={{
        display: 'flex',
        alignItems: 'center',
        width: '100%',
        maxWidth: 560,
        mt: 3,
        p: 0.5,
        pl: 2,
        bgcolor: 'common.white',
        color: 'grey.900',
        borderRadius: 1,
        boxShadow: '0 8px 24px rgba(0, 0, 0, 0.18)',
        '&:focus-within': { outline: '3px solid', outlineColor: 'primary.main', outlineOffset: 2 },
      }}
    >
      <InputBase
        inputRef={input}
        name="keyphrase"
        value={keyphrase}
        onChange={(event) => setKeyphrase(event.target.value)}
        placeholder={placeholder}
        inputProps={{
          'aria-label': placeholderDesktop || placeholderPhone || text('heroSearch'),
          enterKeyHint: 'search',
        }}
        sx={{
          flex: 1,
          minWidth: 0,
          fontSize: '1rem',
          '& input::placeholder': { color: 'grey.700', opacity: 1 },
        }}
      />
      {keyphrase && (
        <IconButton aria-label={text('heroClear')} onClick={clear} size="small" sx={{ color: 'grey.800' }}>
          <Icon name="Close" size={18} />
        </IconButton>
      )}
      <Button
        type="submit"
        variant="contained"
        startIcon={<Icon name="Search" size={18} />}
        sx={{ ml: 0.5, flexShrink: 0, minHeight: 44 }}
      >
        {text('heroSearch')}
      </Button>
    </Box>
  );
}
