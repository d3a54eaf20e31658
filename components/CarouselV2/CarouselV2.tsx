import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import IconButton from '@mui/material/IconButton';
import { keyframes, styled } from '@mui/material/styles';
import { useCallback, useId, useRef, type KeyboardEvent } from 'react';
import { Icon, type RenderingProps } from '../../runtime';
import { CarouselFrame, CarouselStepButton, carouselControlStyles, regionLabel, useCarousel } from '../../ui';
import { CarouselV2Slide } from './CarouselV2Slide';
import { useCarouselV2Text } from './carouselV2Texts';
import type { CarouselV2Fields } from './fields.generated';
import { AUTOPLAY_MS, useAutoplay } from './useAutoplay';

/** Computed by the loader on the server: blur placeholders of the slide images, keyed by src. */
export interface CarouselV2Data {
  blurDataUrls: Record<string, string>;
}

/** Heights by the Height field (spec 002 §2: FullHeight, Medium, default). */
export const CAROUSEL_HEIGHTS = { FullHeight: '100svh', Medium: '64svh', Default: '480px' } as const;
type Height = keyof typeof CAROUSEL_HEIGHTS;
const heightOf = (value: unknown): Height =>
  value === 'FullHeight' || value === 'Medium' ? value : 'Default';

/** The shared frame, taking `sx` (a Box's own `component` prop would hide the frame's). */
const Frame = styled(CarouselFrame)({});

const progress = keyframes`
  from { transform: scaleX(0); }
  to { transform: scaleX(1); }
`;

/**
 * The auto-rotating carousel, built on the WAI-ARIA tabbed carousel pattern: a region with
 * `aria-roledescription`, the pause/play button first, then previous/next and the slide tabs (one tab stop;
 * arrow keys, Home and End move between slides), then the slides as tab panels labelled "n av m". While it
 * turns by itself the slides are not a live region (no announcement every 5 s); once held or paused they are.
 * The current tab fills up while the slide's time runs.
 */
export default function CarouselV2({ fields, data }: RenderingProps<CarouselV2Fields, CarouselV2Data>) {
  const text = useCarouselV2Text();
  const baseId = useId();
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const slides = fields.Slides ?? [];
  const count = slides.length;
  const carousel = useCarousel(count);
  const { current, step, goTo } = carousel;
  const advance = useCallback(() => step(1), [step]);
  const { playing, running, reducedMotion, toggle, holdHandlers } = useAutoplay(count, current, advance);
  if (count === 0) return null;

  const height = heightOf(fields.Height?.value);
  const slideId = (position: number) => `${baseId}-slide-${position}`;
  const tabId = (position: number) => `${baseId}-tab-${position}`;

  const onTabKeyDown = (event: KeyboardEvent<HTMLButtonElement>, position: number) => {
    const targets: Record<string, number> = {
      ArrowRight: position + 1,
      ArrowLeft: position - 1,
      Home: 0,
      End: count - 1,
    };
    const target = targets[event.key];
    if (target === undefined) return;
    event.preventDefault();
    const next = (target + count) % count;
    goTo(next);
    tabs.current[next]?.focus();
  };

  return (
    <Frame
      carousel={carousel}
      component="section"
      roleDescription={text('carouselRoleDescription')}
      label={regionLabel(text('carouselLabel'), slides)}
      data-height={height}
      {...holdHandlers}
      sx={{
        height: CAROUSEL_HEIGHTS[height],
        // Room for a title, a text, a button and the controls on short or landscape screens.
        minHeight: 420,
        bgcolor: 'grey.900',
        color: 'common.white',
      }}
    >
      {count > 1 && (
        <Box sx={{ position: 'absolute', left: 0, right: 0, bottom: { xs: 20, md: 32 }, zIndex: 2 }}>
          <Container
            maxWidth="lg"
            sx={{
              display: 'flex',
              alignItems: 'center',
              justifyContent: { xs: 'center', md: 'flex-start' },
              gap: 1,
            }}
          >
            <IconButton
              aria-label={text(playing ? 'carouselPause' : 'carouselPlay')}
              onClick={toggle}
              sx={{ ...carouselControlStyles, mr: { xs: 0.5, md: 1.5 } }}
            >
              <Icon name={playing ? 'Pause' : 'Play'} size={20} />
            </IconButton>
            <CarouselStepButton
              carousel={carousel}
              direction={-1}
              label={text('carouselPrevious')}
              look="overlay"
            />
            <Box
              role="tablist"
              aria-label={text('carouselTabs')}
              sx={{ display: 'flex', alignItems: 'center' }}
            >
              {slides.map((slide, position) => {
                const selected = position === current;
                return (
                  <Box
                    key={slide.id}
                    component="button"
                    type="button"
                    role="tab"
                    id={tabId(position)}
                    ref={(element: HTMLButtonElement | null) => {
                      tabs.current[position] = element;
                    }}
                    aria-selected={selected}
                    aria-controls={slideId(position)}
                    aria-label={text('carouselTab', { index: position + 1 })}
                    tabIndex={selected ? 0 : -1}
                    onClick={() => goTo(position)}
                    onKeyDown={(event: KeyboardEvent<HTMLButtonElement>) => onTabKeyDown(event, position)}
                    sx={{
                      display: 'grid',
                      placeItems: 'center',
                      width: { xs: 36, md: 52 },
                      height: 32,
                      px: 0.5,
                      border: 0,
                      bgcolor: 'transparent',
                      cursor: 'pointer',
                      '&:hover > span': { bgcolor: 'rgba(255, 255, 255, 0.7)' },
                      '&:focus-visible': { outline: '2px solid #fff', outlineOffset: -2, borderRadius: 1 },
                    }}
                  >
                    <Box
                      component="span"
                      sx={{
                        position: 'relative',
                        width: '100%',
                        height: 4,
                        borderRadius: 2,
                        overflow: 'hidden',
                        bgcolor: 'rgba(255, 255, 255, 0.4)',
                        boxShadow: '0 0 0 1px rgba(0, 0, 0, 0.2)',
                      }}
                    >
                      {selected && (
                        <Box
                          component="span"
                          // A new element each time the slide's time starts, so the fill starts from empty.
                          key={running ? `running-${current}` : 'still'}
                          sx={{
                            position: 'absolute',
                            inset: 0,
                            bgcolor: 'common.white',
                            transformOrigin: 'left',
                            animation:
                              running && !reducedMotion ? `${progress} ${AUTOPLAY_MS}ms linear` : 'none',
                          }}
                        />
                      )}
                    </Box>
                  </Box>
                );
              })}
            </Box>
            <CarouselStepButton
              carousel={carousel}
              direction={1}
              label={text('carouselNext')}
              look="overlay"
            />
          </Container>
        </Box>
      )}
      <Box aria-live={running ? 'off' : 'polite'} sx={{ position: 'absolute', inset: 0 }}>
        {slides.map((slide, position) => (
          <CarouselV2Slide
            key={slide.id}
            slide={slide}
            id={slideId(position)}
            label={text('carouselSlideLabel', { index: position + 1, count })}
            roleDescription={text('carouselSlideRoleDescription')}
            active={position === current}
            near={carousel.isNear(position)}
            first={position === 0}
            blurDataUrl={data?.blurDataUrls[slide.fields.Image?.value.src ?? '']}
            reducedMotion={reducedMotion}
          />
        ))}
      </Box>
    </Frame>
  );
}
