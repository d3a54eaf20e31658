import Box from '@mui/material/Box';
import useMediaQuery from '@mui/material/useMediaQuery';
import { pushToDataLayer } from '../../runtime';
import { KeyphraseSearchForm } from '../../ui';
import { useHeroText } from './heroTexts';

interface HeroSearchProps {
  searchUrl: string;
  placeholderPhone: string;
  placeholderDesktop: string;
}

/** The hero's search field: white on the picture, with a clear button, reporting each search (spec 000 §7). */
export function HeroSearch({ searchUrl, placeholderPhone, placeholderDesktop }: HeroSearchProps) {
  const text = useHeroText();
  // False on the server and during hydration (the phone text), then the viewport's: no hydration mismatch.
  const desktop = useMediaQuery('(min-width: 640px)');
  const placeholder = desktop
    ? placeholderDesktop || placeholderPhone
    : placeholderPhone || placeholderDesktop;

  return (
    <Box
      component={KeyphraseSearchForm}
      searchUrl={searchUrl}
      label={placeholderDesktop || placeholderPhone || text('heroSearch')}
      placeholder={placeholder}
      submitText={text('heroSearch')}
      onSearch={(term) => pushToDataLayer({ event: 'search', search_type: 'start page', search_term: term })}
      clearLabel={text('heroClear')}
      icon="button"
      sx={{
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
        // The form's field and button, through the form so these outweigh the field's and button's own classes.
        '& > div': { fontSize: '1rem' },
        '& input::placeholder': { color: 'grey.700', opacity: 1 },
        '& > button[type="submit"]': { ml: 0.5, minHeight: 44 },
      }}
    />
  );
}
