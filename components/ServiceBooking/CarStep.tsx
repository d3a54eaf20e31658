/**
 * Step 1 of the service booking, its body (spec 002 §2 step 1, §4, §5, §8): the registration number
 * (upper case, at most 6 characters) and the place, then 'Fortsätt', which looks the car up. A supported
 * car moves the booking on by `acceptLookup`; an unsupported brand stops the flow with the spec's pointer to
 * the header's links; a refused lookup shows §8's text for its error code. The page shell draws the step's
 * frame and heading.
 */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { type FormEvent, type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { fetchCar } from '../../runtime';
import {
  acceptLookup,
  type BookingErrorText,
  bookingFailureText,
  type BookingStepProps,
  normalisePlate,
  useServiceBookingText,
} from '../../ui';
import { useBookingStartText } from './bookingStartTexts';
import { PlaceField } from './PlaceField';
import { useServicesText } from './servicesTexts';
import { usePlaceChoice } from './usePlaceChoice';
import { useStoredState } from './useStoredState';

export function CarStep({ store, update }: BookingStepProps) {
  const text = useBookingStartText();
  const servicesText = useServicesText();
  const specText = useServiceBookingText();
  const [plate, setPlate] = useStoredState(store.car?.registrationNumber ?? null, '');
  const choice = usePlaceChoice(store.location);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<BookingErrorText | null>(null);
  const lookup = useRef<AbortController | null>(null);
  useEffect(() => () => lookup.current?.abort(), []);

  const { place } = choice;
  const ready = plate !== '' && place !== null && !busy;

  async function submit() {
    if (!ready) return;
    lookup.current?.abort();
    const controller = new AbortController();
    lookup.current = controller;
    setBusy(true);
    setFailure(null);
    try {
      const car = await fetchCar(plate, controller.signal);
      if (controller.signal.aborted) return;
      if (car.isSupported) update((booking) => acceptLookup(booking, car, place));
      else setFailure({ key: 'serviceBookingUnsupportedBrand', values: { brand: car.brand } });
    } catch (error) {
      if (controller.signal.aborted) return;
      setFailure(bookingFailureText(error));
    } finally {
      if (!controller.signal.aborted) setBusy(false);
    }
  }

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void submit();
  };
  // Enter in the plate field asks the lookup once it may; never a half-filled form's implicit submit.
  const onPlateKey = (event: KeyboardEvent) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    void submit();
  };

  return (
    <Box component="form" noValidate onSubmit={onSubmit} sx={{ display: 'grid', gap: 2.5, maxWidth: 560 }}>
      <TextField
        label={text('serviceBookingPlateLabel')}
        placeholder={specText('serviceBookingPlatePlaceholder')}
        value={plate}
        onChange={(event) => {
          setPlate(normalisePlate(event.target.value));
          setFailure(null);
        }}
        onKeyDown={onPlateKey}
        required
        slotProps={{
          htmlInput: {
            autoCapitalize: 'characters',
            autoComplete: 'off',
            spellCheck: false,
            sx: { letterSpacing: '0.08em', fontWeight: 600 },
          },
        }}
        sx={{ maxWidth: { sm: 260 } }}
      />
      <PlaceField choice={choice} />
      {failure && (
        <Alert severity={failure.key === 'serviceBookingUnsupportedBrand' ? 'info' : 'error'}>
          {specText(failure.key, failure.values)}
        </Alert>
      )}
      <Box>
        <Button
          type="submit"
          variant="contained"
          size="large"
          disabled={!ready && !busy}
          loading={busy}
          sx={{ minWidth: { xs: '100%', sm: 200 } }}
        >
          {servicesText('serviceBookingContinue')}
        </Button>
      </Box>
    </Box>
  );
}
