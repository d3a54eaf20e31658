/**
 * Step 3 of the service booking, 'Dina tillval' (spec 002 §2, §4): the add-ons offered for the car, radio-like
 * in a category with a selectionType, and two ways on: 'Fortsätt utan tillval' while none is chosen and
 * 'Fortsätt' once one is. When the add-ons cannot be loaded or none are offered the step is skipped at once
 * and step 4 is shown directly, as the spec says.
 */
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useEffect, useEffectEvent } from 'react';
import { fetchAddons } from '../../runtime';
import {
  type BookingStepProps,
  canContinueWithAddons,
  canContinueWithoutAddons,
  continueWithAddons,
  continueWithoutAddons,
  offersAddons,
  skipAddons,
} from '../../ui';
import { lacksMessage, OfferingList } from './OfferingList';
import { OfferingsLoading } from './OfferingsLoading';
import { useServicesText } from './servicesTexts';
import { useOfferingCategories } from './useOfferingCategories';

export function AddonsStep({ store, update }: BookingStepProps) {
  const text = useServicesText();
  const { load } = useOfferingCategories(fetchAddons, store);
  const skip = load.status === 'failed' || (load.status === 'ready' && !offersAddons(load.categories));
  const skipStep = useEffectEvent(() => update(skipAddons));

  useEffect(() => {
    if (skip) skipStep();
  }, [skip]);

  if (load.status === 'loading') return <OfferingsLoading label={text('serviceBookingLoadingAddons')} />;
  if (load.status === 'failed' || skip) return null;

  return (
    <Stack spacing={3}>
      <OfferingList store={store} update={update} categories={load.categories} type="addon" />
      <Stack
        direction={{ xs: 'column-reverse', sm: 'row' }}
        spacing={1.5}
        sx={{ justifyContent: 'flex-end' }}
      >
        <Button
          variant="outlined"
          size="large"
          disabled={!canContinueWithoutAddons(store)}
          onClick={() => update(continueWithoutAddons)}
        >
          {text('serviceBookingContinueWithoutAddons')}
        </Button>
        <Button
          variant="contained"
          size="large"
          disabled={!canContinueWithAddons(store) || lacksMessage(store.services, 'addon')}
          onClick={() => update(continueWithAddons)}
        >
          {text('serviceBookingContinue')}
        </Button>
      </Stack>
    </Stack>
  );
}
