/** The Car of the week carousel (spec 001 §2): car cards turned by buttons, swiping and the arrow keys. */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import { styled, useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { Text, useSitecoreContext } from '@sitecore-jss/sitecore-jss-nextjs';
import NextLink from 'next/link';
import { useId } from 'react';
import { Icon, localisedPath, type RenderingProps, usePageLanguage, useSite } from '../../runtime';
import {
  BlockHeader,
  CarCard,
  CarouselFrame,
  CarouselItem,
  CarouselStepButton,
  CarouselTrack,
  type CarSummary,
  useCarousel,
} from '../../ui';
import { useCarOfTheWeekText } from './carOfTheWeekTexts';
import type { CarOfTheWeekFields } from './fields.generated';

/** Found by the loader on the server. */
export interface CarOfTheWeekData {
  cars: CarSummary[];
}

/** Cards side by side: one on phones, two from 600 px, three from 1200 px (the card's default `sizes`). */
const PER_VIEW = { xs: 1, sm: 2, lg: 3 } as const;
const GAP_PX = 24;

/** The shared frame, taking `sx` (a Box's own `component` prop would hide the frame's). */
const Frame = styled(CarouselFrame)({});

/** How many cards fit at a breakpoint, in CSS; the buttons are hidden where every card already shows. */
const controlsDisplay = (count: number) => ({
  xs: count > PER_VIEW.xs ? 'flex' : 'none',
  sm: count > PER_VIEW.sm ? 'flex' : 'none',
  lg: count > PER_VIEW.lg ? 'flex' : 'none',
});

/**
 * Car of the week (spec 001 §2): a row of car cards the visitor turns one card at a time with previous/next
 * buttons, swiping, or ←/→ while the row has focus. Like the image carousel it goes round: next at the end
 * shows the first cards again. Cards out of view are hidden from assistive technology and inert.
 */
export default function CarOfTheWeek({ fields, data }: RenderingProps<CarOfTheWeekFields, CarOfTheWeekData>) {
  const site = useSite();
  const language = usePageLanguage();
  const text = useCarOfTheWeekText();
  const { sitecoreContext } = useSitecoreContext();
  const theme = useTheme();
  const fromSm = useMediaQuery(theme.breakpoints.up('sm'));
  const fromLg = useMediaQuery(theme.breakpoints.up('lg'));
  const headingId = useId();
  const cars = data?.cars ?? [];
  const count = cars.length;
  const perView = fromLg ? PER_VIEW.lg : fromSm ? PER_VIEW.sm : PER_VIEW.xs;
  // A position is the first card in view: the last one shows the last cards.
  const carousel = useCarousel(Math.max(count - perView, 0) + 1);
  if (count === 0) return null;

  const { current } = carousel;
  const editing = sitecoreContext.pageEditing === true;
  const hasTitle = fields.Title !== undefined && (fields.Title.value !== '' || editing);
  const hasIntro = fields.Text !== undefined && (fields.Text.value !== '' || editing);

  return (
    <Box component="section" sx={{ py: { xs: 4, md: 6 } }}>
      <Container maxWidth="lg">
        <Box component={BlockHeader} sx={{ mb: { md: 3.5 } }}>
          <Box sx={{ minWidth: 0, flex: '1 1 320px' }}>
            <Typography variant="h2" id={headingId}>
              {hasTitle ? <Text field={fields.Title} /> : text('carOfTheWeekHeading')}
            </Typography>
            {hasIntro && (
              <Typography color="text.secondary" sx={{ mt: 1, maxWidth: '60ch', lineHeight: 1.6 }}>
                <Text field={fields.Text} />
              </Typography>
            )}
          </Box>
          <Box sx={{ display: controlsDisplay(count), gap: 1 }}>
            <CarouselStepButton
              carousel={carousel}
              direction={-1}
              label={text('carOfTheWeekPrevious')}
              look="outlined"
            />
            <CarouselStepButton
              carousel={carousel}
              direction={1}
              label={text('carOfTheWeekNext')}
              look="outlined"
            />
          </Box>
        </Box>
        {/* The heading names the carousel: one landmark, not a section and a region of the same name. */}
        <Frame
          carousel={carousel}
          roleDescription={text('carouselRoleDescription')}
          labelledBy={headingId}
          keyboard
          sx={{
            // Room for the cards' shadow and the focus ring inside the clipped area.
            m: -1,
            p: 1,
            userSelect: 'none',
            borderRadius: 1,
            '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: -2 },
          }}
        >
          <Box
            component={CarouselTrack}
            carousel={carousel}
            perView={perView}
            gapPx={GAP_PX}
            durationMs={450}
            sx={{ '--per-view': { xs: PER_VIEW.xs, sm: PER_VIEW.sm, lg: PER_VIEW.lg } }}
          >
            {cars.map((car, position) => {
              const inView = position >= current && position < current + perView;
              return (
                <Box
                  component={CarouselItem}
                  key={car.car_id}
                  roleDescription={text('carOfTheWeekSlideRoleDescription')}
                  label={text('carouselSlideLabel', { index: position + 1, count })}
                  shown={inView}
                  sx={{
                    flex: `0 0 calc((100% - (var(--per-view) - 1) * ${GAP_PX}px) / var(--per-view))`,
                    minWidth: 0,
                  }}
                >
                  <CarCard car={car} compare={false} eager={inView} />
                </Box>
              );
            })}
          </Box>
        </Frame>
        <Box sx={{ display: 'flex', justifyContent: { xs: 'stretch', sm: 'center' }, mt: { xs: 3, md: 4 } }}>
          <Button
            href={localisedPath(site, language, site.paths.carList)}
            LinkComponent={NextLink}
            variant="outlined"
            size="large"
            endIcon={<Icon name="ArrowRight" size={18} />}
            sx={{ width: { xs: '100%', sm: 'auto' } }}
          >
            {text('carOfTheWeekShowAll')}
          </Button>
        </Box>
      </Container>
    </Box>
  );
}
