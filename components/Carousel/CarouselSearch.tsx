import { KeyphraseSearchForm } from '../../ui';
import { useCarouselText } from './carouselTexts';

interface CarouselSearchProps {
  searchUrl: string;
  placeholder: string;
}

/** The search field under the slides: a card overlapping their bottom edge. */
export function CarouselSearch({ searchUrl, placeholder }: CarouselSearchProps) {
  const text = useCarouselText();

  return (
    <KeyphraseSearchForm
      searchUrl={searchUrl}
      label={placeholder || text('carouselSearch')}
      placeholder={placeholder}
      submitText={text('carouselSearch')}
      icon="field"
      sx={{
        position: 'relative',
        zIndex: 2,
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
        // The magnifier, quieter than the text.
        '& > svg': { opacity: 0.6 },
      }}
      inputSx={{
        fontSize: { xs: '1rem', md: '1.125rem' },
        '& input::placeholder': { color: 'text.secondary', opacity: 1 },
      }}
      buttonProps={{ size: 'large', sx: { minHeight: 48, px: 3 } }}
    />
  );
}
