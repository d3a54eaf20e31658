/**
 * One step of the booking in the page's list (spec 002 §2, §4): the step shown opens with 'Steg n/m' and
 * its title, and takes focus when the visitor moves to it (not when loading or resuming the page shows
 * it, so a page load does not jump); a reached step collapses into a row that says what was chosen, with a check mark once done,
 * and goes back to the step when clicked; a step not yet reached is a muted row.
 */
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';
import { type ReactNode, useEffect, useRef } from 'react';
import { Icon } from '../../runtime';
import { type BookingStepProps, type BookingStore, goToStep, VisuallyHidden } from '../../ui';
import { useBookingPageText } from './bookingPageTexts';
import { visitorHasActed } from './useFocusOnArrival';
import { useSlotText } from './useSlotText';

export type FlowStep = 1 | 2 | 3 | 4;

const TITLE_KEYS = {
  1: 'serviceBookingStep1Title',
  2: 'serviceBookingStep2Title',
  3: 'serviceBookingStep3Title',
  4: 'serviceBookingStep4Title',
} as const;

/** Whether the visitor finished `step` (step 4 ends with the booking, which leaves the list). */
function isDone(store: BookingStore, step: FlowStep): boolean {
  if (step >= store.bookingState) return false;
  switch (step) {
    case 1:
      return store.car !== null && store.location !== null;
    case 2:
      return store.services.some((service) => service.type === 'service');
    case 3:
      return true;
    case 4:
      return false;
  }
}

/** What a collapsed row says was chosen in `step`. */
function useChoiceText(store: BookingStore, step: FlowStep): string {
  const text = useBookingPageText();
  const slotText = useSlotText();
  const services = store.services.filter((service) => service.type === 'service');
  const addons = store.services.filter((service) => service.type === 'addon');
  switch (step) {
    case 1:
      return store.car && store.location ? `${store.car.registrationNumber} · ${store.location.name}` : '';
    case 2:
      return services.length > 0 ? text('serviceBookingServiceCount', services.length) : '';
    case 3:
      return addons.length > 0
        ? addons.map((addon) => addon.name).join(', ')
        : text('serviceBookingNoAddons');
    case 4: {
      const { location, timeSlot } = store.bookingInfo;
      if (!location) return '';
      return timeSlot ? `${location.siteName}, ${slotText(timeSlot)}` : location.siteName;
    }
  }
}

function StepNumber({ step, done }: { step: FlowStep; done: boolean }) {
  return (
    <Box
      component="span"
      aria-hidden
      sx={{
        flexShrink: 0,
        width: 32,
        height: 32,
        borderRadius: '50%',
        display: 'grid',
        placeItems: 'center',
        fontWeight: 700,
        bgcolor: done ? 'success.main' : 'action.selected',
        color: done ? 'success.contrastText' : 'text.secondary',
      }}
    >
      {done ? <Icon name="Check" size={18} /> : step}
    </Box>
  );
}

export function StepFrame({
  step,
  store,
  update,
  children,
}: BookingStepProps & { step: FlowStep; children: ReactNode }) {
  const text = useBookingPageText();
  const heading = useRef<HTMLHeadingElement>(null);
  const shown = store.displayState === step;
  const choice = useChoiceText(store, step);
  const done = isDone(store, step);

  // A step the visitor moved to takes focus; one shown by loading or resuming the page does not.
  useEffect(() => {
    if (!shown || !visitorHasActed()) return;
    heading.current?.focus();
    heading.current?.scrollIntoView?.({ block: 'start', behavior: 'smooth' });
  }, [shown]);

  const frame = {
    border: 1,
    borderColor: shown ? 'primary.main' : 'divider',
    borderRadius: 2,
    bgcolor: 'background.paper',
  } as const;

  if (shown) {
    return (
      <Box component="li" sx={{ ...frame, p: { xs: 2, sm: 3 } }} aria-current="step">
        <Typography variant="overline" component="p" sx={{ color: 'text.secondary', lineHeight: 1.6 }}>
          {text('serviceBookingStepOf', { step, steps: store.maxBookingState })}
        </Typography>
        <Typography
          ref={heading}
          tabIndex={-1}
          component="h2"
          variant="h5"
          sx={{ mb: 2, outline: 'none', scrollMarginTop: 96 }}
        >
          {text(TITLE_KEYS[step])}
        </Typography>
        {children}
      </Box>
    );
  }

  const reached = step <= store.bookingState;
  const row = (
    <>
      <StepNumber step={step} done={done} />
      <Box component="span" sx={{ display: 'grid', flex: 1, minWidth: 0, textAlign: 'left' }}>
        <Typography component="span" variant="subtitle1" sx={{ fontWeight: 700, lineHeight: 1.3 }}>
          {text(TITLE_KEYS[step])}
          {done && <VisuallyHidden>, {text('serviceBookingDone')}</VisuallyHidden>}
        </Typography>
        {reached && choice && (
          <Typography component="span" variant="body2" color="text.secondary" noWrap>
            {choice}
          </Typography>
        )}
      </Box>
      {reached && (
        <Typography component="span" variant="body2" sx={{ color: 'primary.main', fontWeight: 600 }}>
          {text('serviceBookingChange')}
        </Typography>
      )}
    </>
  );
  const rowLayout = { display: 'flex', alignItems: 'center', gap: 2, width: '100%', p: 2 } as const;

  return (
    <Box component="li" sx={{ ...frame, opacity: reached ? 1 : 0.6 }}>
      <Box component="h2" sx={{ m: 0, font: 'inherit' }}>
        {reached ? (
          <ButtonBase
            onClick={() => update((current) => goToStep(current, step))}
            sx={{
              ...rowLayout,
              borderRadius: 2,
              '&:focus-visible': { outline: 2, outlineColor: 'primary.main' },
            }}
          >
            {row}
          </ButtonBase>
        ) : (
          <Box component="span" sx={rowLayout}>
            {row}
          </Box>
        )}
      </Box>
    </Box>
  );
}
