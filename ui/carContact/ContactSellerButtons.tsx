/**
 * The car page header's way to the contact form (spec 001 §2): a sample car gets "get a quote" and "book
 * a test drive", which land on the form with that box ticked; any other car one "contact seller" button.
 * Plain links to the section's anchors, so they work before hydration and without JavaScript.
 */
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { Car } from '../../schemas/generated/car';
import { CONTACT_ANCHORS } from './carContactAnchors';
import { useCarContactText } from './carContactTexts';

export function ContactSellerButtons({ car }: { car: Pick<Car, 'car_is_sample'> }) {
  const text = useCarContactText();
  if (!car.car_is_sample) {
    return (
      <Button variant="contained" size="large" href={`#${CONTACT_ANCHORS.section}`}>
        {text('carContactSeller')}
      </Button>
    );
  }
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
      <Button variant="contained" size="large" href={`#${CONTACT_ANCHORS.quote}`}>
        {text('carContactQuote')}
      </Button>
      <Button variant="outlined" size="large" href={`#${CONTACT_ANCHORS.testDrive}`}>
        {text('carContactTestDrive')}
      </Button>
    </Stack>
  );
}
