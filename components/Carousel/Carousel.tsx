import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import { localisedPath, usePageLanguage, useSite, type RenderingProps } from '../../runtime';
import {
  CarouselFrame,
  CarouselStepButton,
  CarouselTrack,
  carouselControlStyles,
  regionLabel,
  useCarousel,
} from '../../ui';
import { CarouselSearch } from './CarouselSearch';
import { CarouselSlide } from './CarouselSlide';
import { useCarouselText } from './carouselTexts';
import type { CarouselFields } from './fields.generated';

/** Computed by the loader on the server: blur placeholders of the slide images, keyed by src. */
export interface CarouselData {
  blurDataUrls: Record<string, string>;
}

/** The dots' bar lets clicks through to the slide; its buttons take them. */
const controlStyles = { ...carouselControlStyles, pointerEvents: 'auto' } as const;

/**
 * A carousel the visitor turns (it never moves by itself): buttons, dots, swiping, and ←/→ while focus is in
 * it. It goes round: next on the last slide shows the first. The slides region is focusable so keyboard users
 * can reach the arrow keys without first tabbing to a button.
 */
export default function Carousel({ fields, data }: RenderingProps<CarouselFields, CarouselData>) {
  const site = useSite();
  const language = usePageLanguage();
  const text = useCarouselText();
  const slides = fields.Slides ?? [];
  const count = slides.length;
  const carousel = useCarousel(count);
  if (count === 0) return null;

  const { current } = carousel;
  const hasSearch = fields.HasSearchBar?.value === true;
  const searchUrl = String(fields.SearchUrl?.value ?? '') || localisedPath(site, language, site.paths.search);
  const bottomSpace = hasSearch ? { xs: 14, md: 16 } : { xs: 10, md: 11 };

  return (
    <Box sx={{ position: 'relative' }}>
      <CarouselFrame
        carousel={carousel}
        roleDescription={text('carouselRoleDescription')}
        label={regionLabel(text('carouselLabel'), slides)}
        keyboard
        sx={{
          height: { xs: 460, md: 560, xl: 640 },
          userSelect: 'none',
          outline: 'none',
          // Drawn above the slides (an outline would be covered by them), white with a dark edge for any picture.
          '&:focus-visible::after': {
            content: '""',
            position: 'absolute',
            inset: 0,
            zIndex: 3,
            border: '3px solid #fff',
            boxShadow: 'inset 0 0 0 5px rgba(0, 0, 0, 0.6)',
            pointerEvents: 'none',
          },
        }}
      >
        <CarouselTrack carousel={carousel} durationMs={600} sx={{ height: '100%' }}>
          {slides.map((slide, position) => (
            <CarouselSlide
              key={slide.id}
              slide={slide}
              label={text('carouselSlideLabel', { index: position + 1, count })}
              roleDescription={text('carouselSlideRoleDescription')}
              active={position === current}
              near={carousel.isNear(position)}
              blurDataUrl={data?.blurDataUrls[slide.fields.Image?.value.src ?? '']}
              bottomSpace={bottomSpace}
            />
          ))}
        </CarouselTrack>
        {count > 1 && (
          <Box
            sx={{
              position: 'absolute',
              left: 0,
              right: 0,
              bottom: hasSearch ? { xs: 52, md: 64 } : { xs: 16, md: 28 },
              zIndex: 2,
              pointerEvents: 'none',
            }}
          >
            <Container
              maxWidth="lg"
              sx={{
                display: 'flex',
                alignItems: 'center',
                justifyContent: { xs: 'center', md: 'flex-end' },
                gap: 1,
              }}
            >
              <CarouselStepButton
                carousel={carousel}
                direction={-1}
                label={text('carouselPrevious')}
                sx={controlStyles}
              />
              <Box sx={{ display: 'flex', alignItems: 'center', px: 0.5, pointerEvents: 'auto' }}>
                {slides.map((slide, position) => (
                  <Box
                    key={slide.id}
                    component="button"
                    type="button"
                    aria-label={text('carouselGoTo', { index: position + 1 })}
                    aria-current={position === current ? 'true' : undefined}
                    onClick={() => carousel.goTo(position)}
                    sx={{
                      // A 24px target around a small dot (WCAG 2.5.8).
                      display: 'grid',
                      placeItems: 'center',
                      width: position === current ? 40 : 24,
                      height: 24,
                      p: 0,
                      border: 0,
                      bgcolor: 'transparent',
                      cursor: 'pointer',
                      transition: 'width 300ms ease',
                      '&::before': {
                        content: '""',
                        width: position === current ? 28 : 10,
                        height: 10,
                        borderRadius: 5,
                        bgcolor: position === current ? 'common.white' : 'rgba(255, 255, 255, 0.55)',
                        boxShadow: '0 0 0 1px rgba(0, 0, 0, 0.35)',
                        transition: 'width 300ms ease, background-color 300ms ease',
                      },
                      '&:hover::before': { bgcolor: 'common.white' },
                      '&:focus-visible': { outline: '2px solid #fff', outlineOffset: 1, borderRadius: 3 },
                      '@media (prefers-reduced-motion: reduce)': {
                        transition: 'none',
                        '&::before': { transition: 'none' },
                      },
                    }}
                  />
                ))}
              </Box>
              <CarouselStepButton
                carousel={carousel}
                direction={1}
                label={text('carouselNext')}
                sx={controlStyles}
              />
            </Container>
          </Box>
        )}
      </CarouselFrame>
      {hasSearch && (
        <Container maxWidth="lg">
          <CarouselSearch searchUrl={searchUrl} placeholder={String(fields.SearchPlaceholder?.value ?? '')} />
        </Container>
      )}
    </Box>
  );
}
