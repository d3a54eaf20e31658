/**
 * Similar cars on the car detail page (spec 001 §2, §9): up to eight car cards, each linking to its car.
 * On large screens the `panel` variant is a track of 330 px cards the visitor drags sideways or moves with
 * previous/next buttons and ←/→; below that breakpoint, in the `row` variant (the not-found view), on the
 * server and without JavaScript, the cards are a horizontally scrollable row that snaps to each card.
 *
 * The panel rests at first with the first card tucked 80 px under a soft left edge: the cards visibly run
 * on past both sides, so the row reads as something to drag, and "previous" or a drag brings the first card
 * wholly in. Both modes are one element styled by `data-mode`, so the switch after hydration changes no
 * markup but the buttons.
 */
import { styled, useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useId } from 'react';
import { CarouselStepButton } from '../carousel/CarouselStepButton';
import { BlockHeader } from '../cards/BlockHeader';
import { CarCard } from './CarCard';
import type { CarSummary } from './carCardFields';
import { CarCardIconSprite } from './CarCardIcons';
import { scrollRowStyles, scrollRowTrackStyles } from './scrollRowStyles';
import { SIMILAR_CAR_GAP_PX, SIMILAR_CAR_WIDTH_PX } from './similarCarsDrag';
import { useSimilarCarsText } from './similarCarsTexts';
import { CARD_INDEX_ATTRIBUTE, useSimilarCarsPanel } from './useSimilarCarsPanel';

/** A card in the scrollable row: most of a phone's width, so the next card shows at its edge. */
const ROW_CARD_WIDTH_PX = 280;
/** The soft edges of the panel, where cards run on out of view. */
const PANEL_EDGE_PX = 48;

export interface SimilarCarsProps {
  heading: string;
  /** As the similar cars query returns them; up to 8. */
  cars: readonly CarSummary[];
  /** 'panel': draggable panel from the lg breakpoint, row below; 'row': always the scrollable row. */
  variant?: 'panel' | 'row';
}

const Header = styled(BlockHeader)(({ theme }) => ({
  '& > div': { display: 'flex', gap: theme.spacing(1) },
}));

/** The named region: a scroll container in the row, a clipping window in the panel. */
const Frame = styled('div')(({ theme }) => {
  const edge = (side: 'left' | 'right') => ({
    content: '""',
    position: 'absolute',
    top: 0,
    bottom: 0,
    [side]: 0,
    zIndex: 1,
    width: PANEL_EDGE_PX,
    pointerEvents: 'none',
    background: `linear-gradient(to ${side === 'left' ? 'right' : 'left'}, ${theme.palette.background.default}, transparent)`,
    transition: 'opacity 200ms ease',
  });
  return {
    ...scrollRowStyles(theme),
    '&[data-mode="panel"]': {
      overflow: 'clip',
      scrollSnapType: 'none',
      paddingBottom: theme.spacing(1),
      touchAction: 'pan-y',
      userSelect: 'none',
      cursor: 'grab',
      '&::before': edge('left'),
      '&::after': edge('right'),
      '&[data-at-start]::before, &[data-at-end]::after': { opacity: 0 },
    },
    '&[data-dragging]': { cursor: 'grabbing' },
  };
});

const Track = styled('ul')({
  ...scrollRowTrackStyles(ROW_CARD_WIDTH_PX, SIMILAR_CAR_GAP_PX),
  '[data-mode="panel"] > &': {
    transition: 'transform 350ms cubic-bezier(0.22, 0.61, 0.36, 1)',
    '& > li': { flexBasis: SIMILAR_CAR_WIDTH_PX },
    '@media (prefers-reduced-motion: reduce)': { transition: 'none' },
  },
  '[data-dragging] > &': { transition: 'none' },
});

export function SimilarCars({ heading, cars, variant = 'panel' }: SimilarCarsProps) {
  const theme = useTheme();
  // False on the server and while hydrating, so the static HTML is always the row.
  const fromLg = useMediaQuery(theme.breakpoints.up('lg'));
  const panelMode = variant === 'panel' && fromLg;
  const { attachFrame, handlers, ...panel } = useSimilarCarsPanel(cars.length, panelMode);
  const text = useSimilarCarsText();
  const headingId = useId();
  if (cars.length === 0) return null;

  return (
    <section>
      <Header>
        <Typography variant="h2" id={headingId}>
          {heading}
        </Typography>
        {panelMode && (
          <div>
            <CarouselStepButton
              carousel={panel}
              direction={-1}
              label={text('similarCarsPrevious')}
              disabled={panel.atStart}
              look="outlined"
            />
            <CarouselStepButton
              carousel={panel}
              direction={1}
              label={text('similarCarsNext')}
              disabled={panel.atEnd}
              look="outlined"
            />
          </div>
        )}
      </Header>
      <CarCardIconSprite>
        <Frame
          ref={attachFrame}
          role="region"
          aria-labelledby={headingId}
          tabIndex={0}
          data-mode={panelMode ? 'panel' : 'row'}
          data-at-start={(panelMode && panel.atStart) || undefined}
          data-at-end={(panelMode && panel.atEnd) || undefined}
          data-dragging={panel.dragging || undefined}
          {...handlers}
        >
          <Track style={panelMode ? { transform: `translateX(${panel.offset}px)` } : undefined}>
            {cars.map((car, index) => (
              <li key={car.car_id} {...{ [CARD_INDEX_ATTRIBUTE]: index }}>
                <CarCard car={car} compare={false} />
              </li>
            ))}
          </Track>
        </Frame>
      </CarCardIconSprite>
    </section>
  );
}
