/**
 * The service booking page (spec 002 §2 "Service booking page", §4): the header, then the steps in order —
 * registration number and place, services, add-ons, workshop and time with the contact form — each shown
 * as 'Steg n/m' with its title while it is the step shown, a row with a check mark (clickable, to go back)
 * once done, and a muted row before it is reached; beside them the summary 'Summering av val' (a bottom
 * sheet on phones). A booking made shows the confirmation instead. The flow lives in the tab's session
 * storage (ui/serviceBooking), so a reload resumes it; every change goes through the pure transitions of
 * ui/serviceBooking/bookingTransitions.ts.
 */
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import { type RenderingProps } from '../../runtime';
import {
  type BookingStepProps,
  NeedsScriptNote,
  useBooking,
  useHydrated,
  WITHOUT_SCRIPTS,
  workshopStage,
} from '../../ui';
import { AddonsStep } from './AddonsStep';
import { BookingHeader } from './BookingHeader';
import { useBookingPageText } from './bookingPageTexts';
import { BookingSummary, SHEET_COLLAPSED_PX } from './BookingSummary';
import { BookingConfirmation } from './BookingConfirmation';
import { BookingContactForm } from './BookingContactForm';
import { CarStep } from './CarStep';
import type { ServiceBookingFields } from './fields.generated';
import { ServicesStep } from './ServicesStep';
import { SlotPicker } from './SlotPicker';
import { type FlowStep, StepFrame } from './StepFrame';
import { useStepTracking } from './useStepTracking';
import { WorkshopChooser } from './WorkshopChooser';

const FLOW_STEPS: readonly FlowStep[] = [1, 2, 3, 4];

/** Step 4 asks for a workshop, then a time there, then the contact details (spec 002 §4). */
function WorkshopStage({ mapsKey, ...props }: BookingStepProps & { mapsKey: string | undefined }) {
  switch (workshopStage(props.store)) {
    case 'workshop':
      return <WorkshopChooser {...props} {...(mapsKey ? { mapsKey } : {})} />;
    case 'slot':
      return <SlotPicker {...props} />;
    case 'contact':
      return <BookingContactForm {...props} />;
  }
}

interface StepBodyProps extends BookingStepProps {
  step: FlowStep;
  supportEmail: string;
  mapsKey: string | undefined;
}

function StepBody({ step, supportEmail, mapsKey, ...props }: StepBodyProps) {
  switch (step) {
    case 1:
      return <CarStep {...props} />;
    case 2:
      return <ServicesStep {...props} supportEmail={supportEmail} />;
    case 3:
      return <AddonsStep {...props} />;
    case 4:
      return <WorkshopStage {...props} mapsKey={mapsKey} />;
  }
}

export interface ServiceBookingData {
  /** The market's maps provider key, when one is configured (else step 4 draws the offline map). */
  mapsKey?: string;
}

export default function ServiceBooking({
  fields,
  data,
}: RenderingProps<ServiceBookingFields, ServiceBookingData>) {
  const text = useBookingPageText();
  const booking = useBooking();
  const { store } = booking;
  useStepTracking(store.displayState);
  const hydrated = useHydrated() || undefined;
  const supportEmail = String(fields.SupportEmail.value);

  if (store.displayState === 5) {
    return (
      <Container component="section" data-hydrated={hydrated} sx={{ py: { xs: 3, md: 5 } }}>
        <BookingConfirmation {...booking} />
      </Container>
    );
  }

  return (
    <Container
      component="section"
      data-hydrated={hydrated}
      sx={{
        py: { xs: 3, md: 5 },
        pb: { xs: `${SHEET_COLLAPSED_PX + 32}px`, md: 5 },
        [WITHOUT_SCRIPTS]: { pb: 5 },
      }}
    >
      <BookingHeader fields={fields} car={store.car} />
      <NeedsScriptNote>{text('serviceBookingNeedsScript', { email: supportEmail })}</NeedsScriptNote>
      <Box
        sx={{
          mt: { xs: 3, md: 4 },
          display: 'grid',
          gap: { xs: 2, md: 4 },
          gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 1fr) 320px', lg: 'minmax(0, 1fr) 380px' },
          // Without JavaScript the steps cannot run: the note above says so and names the address.
          [WITHOUT_SCRIPTS]: { display: 'none' },
          alignItems: 'start',
        }}
      >
        <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 2 }}>
          {FLOW_STEPS.map((step) => (
            <StepFrame key={step} step={step} {...booking}>
              <StepBody step={step} supportEmail={supportEmail} mapsKey={data?.mapsKey} {...booking} />
            </StepFrame>
          ))}
        </Box>
        <BookingSummary store={store} />
      </Box>
    </Container>
  );
}
