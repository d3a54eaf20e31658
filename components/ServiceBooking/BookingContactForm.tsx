/**
 * Step 4's last part (spec 002 §4, §5, §7, §8): the chosen workshop and time with 'Ändra verkstad eller
 * tid', the visitor's first and last name, phone, e-mail and an optional message to the workshop (at most
 * 80 characters, with a counter), checked by `contactFormProblems`, and 'Boka tid', which sends the
 * booking. A confirmed booking is tracked as a purchase in SEK and shows step 5; a refused one shows the
 * §8 text for its code (a slot taken meanwhile: 'Tiden är inte tillgänglig…') with the form enabled again
 * and everything typed kept. A booking once sent is never aborted or sent twice: it lands in the store
 * (which outlives this form) even when the form is gone before the answer comes; tracking it comes last,
 * so a failing tracker cannot turn a made booking into an error.
 */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useRef, useState } from 'react';
import { type FieldErrors, type Resolver, useForm, useWatch } from 'react-hook-form';
import { postBooking } from '../../runtime';
import {
  bookingConfirmed,
  type BookingErrorText,
  bookingFailureText,
  type BookingStepProps,
  changeWorkshopOrTime,
  type ContactField,
  type ContactForm,
  contactFormProblems,
  type ContactProblem,
  type SelectedService,
  trackPurchase,
  useServiceBookingText,
} from '../../ui';
import { bookingRequest } from './bookingRequest';
import { type BOOKING_SLOTS_TEXTS, useBookingSlotsText } from './bookingSlotsTexts';
import { ChosenWorkshop } from './ChosenWorkshop';
import { CONTACT_FIELDS, CONTACT_MAX_LENGTH } from './contactFields';
import { clearContactDraft, readContactDraft, saveContactDraft } from './contactDraft';
import { useFocusOnArrival } from './useFocusOnArrival';

type SlotsTextKey = keyof typeof BOOKING_SLOTS_TEXTS;

/** Each field's text for each of its problems. */
const PROBLEM_TEXTS: Readonly<Record<ContactField, Partial<Record<ContactProblem, SlotsTextKey>>>> = {
  firstName: {
    required: 'serviceBookingContactFirstNameRequired',
    tooLong: 'serviceBookingContactNameTooLong',
  },
  lastName: {
    required: 'serviceBookingContactLastNameRequired',
    tooLong: 'serviceBookingContactNameTooLong',
  },
  phone: {
    required: 'serviceBookingContactPhoneRequired',
    invalid: 'serviceBookingContactPhoneInvalid',
    tooLong: 'serviceBookingContactPhoneInvalid',
  },
  email: {
    required: 'serviceBookingContactEmailRequired',
    invalid: 'serviceBookingContactEmailInvalid',
    tooLong: 'serviceBookingContactEmailInvalid',
  },
  freeText: { tooLong: 'serviceBookingContactMessageTooLong' },
};

const isProblem = (type: unknown): type is ContactProblem =>
  type === 'required' || type === 'invalid' || type === 'tooLong';

/** The form's check is `contactFormProblems`; an error carries its problem as `type`, its text is the page's. */
const contactResolver: Resolver<ContactForm> = (values) => {
  const problems = Object.entries(contactFormProblems(values));
  if (problems.length === 0) return { values, errors: {} };
  const errors: FieldErrors<ContactForm> = Object.fromEntries(
    problems.map(([field, problem]) => [field, { type: problem, message: problem }]),
  );
  return { values: {}, errors };
};

/** The purchase of a booking made; a failing tracker is reported, the booking stands. */
function trackBooking(bookingId: string, services: readonly SelectedService[]): void {
  try {
    trackPurchase(bookingId, services);
  } catch (error) {
    console.error(`ServiceBooking: booking ${bookingId} was made but could not be tracked`, error);
  }
}

export function BookingContactForm({ store, update }: BookingStepProps) {
  const text = useBookingSlotsText();
  const specText = useServiceBookingText();
  const id = useId();
  const [sending, setSending] = useState(false);
  const [refusal, setRefusal] = useState<BookingErrorText | null>(null);
  // Set from the moment a booking is sent: a second submit before the form shows it is busy sends nothing.
  const sent = useRef(false);
  const heading = useFocusOnArrival<HTMLHeadingElement>();
  const [draft] = useState(readContactDraft);
  const { register, handleSubmit, control, formState, subscribe } = useForm<ContactForm>({
    defaultValues: draft,
    resolver: contactResolver,
  });
  const message = useWatch({ control, name: 'freeText' });

  useEffect(
    () => subscribe({ formState: { values: true }, callback: ({ values }) => saveContactDraft(values) }),
    [subscribe],
  );

  const { location, timeSlot } = store.bookingInfo;
  if (location === null || timeSlot === null) return null;

  const errorText = (name: ContactField): string | undefined => {
    const type = formState.errors[name]?.type;
    const key = isProblem(type) ? PROBLEM_TEXTS[name][type] : undefined;
    return key === undefined ? undefined : text(key, { max: CONTACT_MAX_LENGTH[name] });
  };

  // Not aborted on unmount: a booking the backend has taken must reach the store, which outlives the form.
  const book = async (form: ContactForm) => {
    const request = bookingRequest(store, form);
    if (request === null || sent.current) return;
    sent.current = true;
    setSending(true);
    setRefusal(null);
    let bookingId: string;
    try {
      ({ id: bookingId } = await postBooking(request));
    } catch (error) {
      sent.current = false;
      setRefusal(bookingFailureText(error));
      setSending(false);
      return;
    }
    clearContactDraft();
    update((current) => bookingConfirmed(current, bookingId));
    trackBooking(bookingId, store.services);
  };

  const messageError = errorText('freeText');
  const field = (name: ContactField) => {
    const { ref, ...registration } = register(name);
    return { inputRef: ref, ...registration, id: `${id}-${name}`, disabled: sending };
  };

  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <ChosenWorkshop
        workshop={location}
        slot={timeSlot}
        changeDisabled={sending}
        onChange={() => update(changeWorkshopOrTime)}
      />
      <Box
        component="form"
        noValidate
        aria-labelledby={`${id}-heading`}
        aria-busy={sending}
        onSubmit={(event) => void handleSubmit(book)(event)}
        sx={{ display: 'grid', gap: 2 }}
      >
        <Typography ref={heading} id={`${id}-heading`} component="h3" tabIndex={-1} sx={{ fontWeight: 700 }}>
          {text('serviceBookingContactHeading')}
        </Typography>
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' },
          }}
        >
          {CONTACT_FIELDS.map((spec) => {
            const error = errorText(spec.name);
            return (
              <TextField
                key={spec.name}
                {...field(spec.name)}
                label={text(spec.label)}
                type={spec.type}
                required
                fullWidth
                error={error !== undefined}
                helperText={error}
                slotProps={{
                  htmlInput: {
                    autoComplete: spec.autoComplete,
                    inputMode: spec.inputMode,
                    maxLength: CONTACT_MAX_LENGTH[spec.name],
                  },
                  formHelperText: { role: 'alert' },
                }}
              />
            );
          })}
        </Box>
        <TextField
          {...field('freeText')}
          label={text('serviceBookingContactMessage')}
          multiline
          minRows={3}
          fullWidth
          error={messageError !== undefined}
          helperText={
            <Box component="span" sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}>
              <span role={messageError === undefined ? undefined : 'alert'}>{messageError}</span>
              <span>
                {text('serviceBookingContactCounter', {
                  count: message.length,
                  max: CONTACT_MAX_LENGTH.freeText,
                })}
              </span>
            </Box>
          }
          slotProps={{
            htmlInput: { maxLength: CONTACT_MAX_LENGTH.freeText },
            formHelperText: { component: 'div', sx: { mx: 0 } },
          }}
        />
        {refusal !== null && <Alert severity="error">{specText(refusal.key, refusal.values)}</Alert>}
        <Button
          type="submit"
          variant="contained"
          size="large"
          disabled={sending}
          startIcon={sending ? <CircularProgress size={18} color="inherit" aria-hidden="true" /> : undefined}
          sx={{ justifySelf: { xs: 'stretch', sm: 'start' }, minWidth: { sm: 200 } }}
        >
          {sending ? text('serviceBookingContactSubmitting') : text('serviceBookingContactSubmit')}
        </Button>
      </Box>
    </Box>
  );
}
