import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import InputBase from '@mui/material/InputBase';
import { Icon } from '../../runtime';
import { useCarouselText } from './carouselTexts';
import { useKeyphraseSearch } from '../../ui';

interface CarouselSearchProps {
  searchUrl: string;
  placeholder: string;
}

/**
 * The search field under the slides. A GET form to the search page, so Enter and the button both submit
 * it, also before hydration; with JavaScript the submit navigates client-side. Blank text does nothing.
 */
export function CarouselSearch({ searchUrl, placeholder }: CarouselSearchProps) {
  const text = useCarouselText();
  const { keyphrase, setKeyphrase, submit } = useKeyphraseSearch(searchUrl);

  return (
    <Box
      component="form"
      role="search"
      action={searchUrl}
      method="get"
      onSubmit={submit}
      sx={{
        position: 'relative',
        zIndex: 2,
        display: 'flex',
        alignItems: 'center',
        gap: 1,
        width: '100%',
        maxWidth: 720,
        mx: 'auto',
        mt: { xs: -3.5, md: -4.5 },
        p: 1,
        pl: { xs: 2, md: 3 },
        bgcolor: 'background.paper',
        color: 'text.primary',
        borderRadius: 2,
        boxShadow: '0 12px 32px rgba(0, 0, 0, 0.16)',
        '&:focus-within': { outline: '3px solid', outlineColor: 'primary.main', outlineOffset: 2 },
      }}
    >
      <Icon name="Search" size={20} style={{ flexShrink: 0, opacity: 0.6 }} />
      <InputBase
        name="keyphrase"
        value={keyphrase}
        onChange={(event) => setKeyphrase(event.target.value)}
        placeholder={placeholder}
        inputProps={{ 'aria-label': placeholder || text('carouselSearch'), enterKeyHint: 'search' }}
        sx={{
          flex: 1,
          minWidth: 0,
          fontSize: { xs: '1rem', md: '1.125rem' },
          '& input::placeholder': { color: 'text.secondary', opacity: 1 },
        }}
      />
      <Button type="submit" variant="contained" size="large" sx={{ flexShrink: 0, minHeight: 48, px: 3 }}>
        {text('carouselSearch')}
      </Button>
    </Box>
  );
}
