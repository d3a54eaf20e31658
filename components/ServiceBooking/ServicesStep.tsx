/**
 * Step 2 of the service booking (spec 002 §2, §4, §5, §8): the services offered for the booking's car near
 * its place. The mileage service 'originalservice' is chosen by typing a mileage in its card rather than by
 * a checkbox; every other offering is a card of the OfferingList. 'Fortsätt' waits for a service, for the
 * message of every chosen service that asks for one and for a mileage that reads as one. A failed load
 * shows the spec's text with the support address and a retry.
 */
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { fetchServices, type MechmateOffering, MILEAGE_SERVICE_CODE } from '../../runtime';
import {
  type BookingStepProps,
  canContinueFromServices,
  continueFromServices,
  MAX_MILEAGE,
  parseMileage,
  setMileage,
  useServiceBookingText,
} from '../../ui';
import { lacksMessage, OfferingList } from './OfferingList';
import { OfferingsLoading } from './OfferingsLoading';
import { useServicesText } from './servicesTexts';
import { useOfferingCategories } from './useOfferingCategories';

/** The most characters the mileage field keeps (a valid mileage has at most 6 digits). */
const MILEAGE_INPUT_MAX_LENGTH = 9;
/** Where the support address goes in the translated sentence. */
const EMAIL_MARK = '\u0000';

/**
 * What the mileage field holds: nothing (empty, or 0 — §5's minimum, no mileage to service by), a mileage
 * that reads as one, or something else the visitor has to fix.
 */
type MileageEntry = 'none' | 'valid' | 'invalid';

function mileageEntry(input: string): MileageEntry {
  if (/^0*$/.test(input.trim())) return 'none';
  return parseMileage(input) === null ? 'invalid' : 'valid';
}

export function ServicesStep({ store, update, supportEmail }: BookingStepProps & { supportEmail: string }) {
  const servicesText = useServicesText();
  const { load, retry } = useOfferingCategories(fetchServices, store);
  const [mileageText, setMileageText] = useState(() => (store.milage === null ? '' : String(store.milage)));

  if (load.status === 'loading') {
    return <OfferingsLoading label={servicesText('serviceBookingLoadingServices')} />;
  }
  if (load.status === 'failed') return <ServicesFailed supportEmail={supportEmail} onRetry={retry} />;

  const mileageOffering = load.categories
    .flatMap((category) => category.offerings)
    .find((offering) => offering.code === MILEAGE_SERVICE_CODE && offering.isAvailable);
  const canContinue =
    canContinueFromServices(store) &&
    !lacksMessage(store.services, 'service') &&
    mileageEntry(mileageText) !== 'invalid';

  const changeMileage = (input: string) => {
    setMileageText(input);
    // Anything but a mileage that reads as one is no mileage: the service waits for a valid one.
    const mileage = mileageEntry(input) === 'valid' ? input : '';
    update((latest) => setMileage(latest, mileage, mileageOffering));
  };
  const customControl = (offering: MechmateOffering) =>
    offering.code === MILEAGE_SERVICE_CODE ? (
      <MileageField value={mileageText} onChange={changeMileage} />
    ) : null;

  return (
    <Stack spacing={3}>
      <OfferingList
        store={store}
        update={update}
        categories={load.categories}
        type="service"
        customControl={customControl}
      />
      <Button
        variant="contained"
        size="large"
        disabled={!canContinue}
        onClick={() => update(continueFromServices)}
        sx={{ alignSelf: { xs: 'stretch', sm: 'flex-end' } }}
      >
        {servicesText('serviceBookingContinue')}
      </Button>
    </Stack>
  );
}

function MileageField({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const text = useServiceBookingText();
  const servicesText = useServicesText();
  const entry = mileageEntry(value);
  const invalid = entry === 'invalid';
  let helperText: string | null = null;
  if (entry === 'none') helperText = text('serviceBookingEnterMileage');
  else if (invalid)
    helperText = servicesText('serviceBookingMileageInvalid', { max: MAX_MILEAGE.toLocaleString('sv-SE') });
  return (
    <TextField
      size="small"
      type="number"
      label={servicesText('serviceBookingMileageLabel')}
      value={value}
      error={invalid}
      helperText={helperText}
      onChange={(event) => onChange(event.target.value.slice(0, MILEAGE_INPUT_MAX_LENGTH))}
      slotProps={{
        htmlInput: { min: 0, step: 1, inputMode: 'numeric' },
        input: {
          endAdornment: <InputAdornment position="end">{text('serviceBookingMileageUnit')}</InputAdornment>,
        },
      }}
      sx={{ maxWidth: 240 }}
    />
  );
}

function ServicesFailed({ supportEmail, onRetry }: { supportEmail: string; onRetry: () => void }) {
  const text = useServiceBookingText();
  const servicesText = useServicesText();
  const [before, ...after] = text('serviceBookingServicesFailedContact', { email: EMAIL_MARK }).split(
    EMAIL_MARK,
  );
  return (
    <Alert severity="error">
      <Stack spacing={1.5} sx={{ alignItems: 'flex-start' }}>
        <span>{text('serviceBookingServicesFailed')}</span>
        {supportEmail ? (
          <span>
            {before}
            <Link href={`mailto:${supportEmail}`} color="inherit">
              {supportEmail}
            </Link>
            {after.join('')}
          </span>
        ) : null}
        <Button variant="outlined" color="inherit" size="small" onClick={onRetry}>
          {servicesText('serviceBookingRetry')}
        </Button>
      </Stack>
    </Alert>
  );
}
