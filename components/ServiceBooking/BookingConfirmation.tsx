/**
 * Step 5, 'Bokning bekräftad' (spec 002 §2): the booking number, the workshop with a directions link to a
 * maps search of its address, what was booked with the total, and 'Ny bokning', which starts the flow over
 * and reloads the page.
 */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import { useEffect, useRef } from 'react';
import { Icon } from '../../runtime';
import { type BookingStepProps, mapsSearchHref, newBooking } from '../../ui';
import { useBookingPageText } from './bookingPageTexts';
import { SummaryContent, TotalLine } from './BookingSummary';

export function BookingConfirmation({ store, update }: BookingStepProps) {
  const text = useBookingPageText();
  const heading = useRef<HTMLHeadingElement>(null);
  const workshop = store.bookingInfo.location;
  useEffect(() => heading.current?.focus(), []);

  const startOver = () => {
    update(newBooking);
    window.location.reload();
  };

  return (
    <Box
      sx={{
        maxWidth: 720,
        mx: 'auto',
        p: { xs: 2, sm: 4 },
        border: 1,
        borderColor: 'divider',
        borderRadius: 2,
        bgcolor: 'background.paper',
        display: 'grid',
        gap: 2,
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, color: 'success.main' }}>
        <Icon name="Check" size={32} />
        <Typography
          ref={heading}
          tabIndex={-1}
          component="h1"
          variant="h4"
          sx={{ outline: 'none', color: 'text.primary' }}
        >
          {text('serviceBookingConfirmedTitle')}
        </Typography>
      </Box>
      <Typography>{text('serviceBookingConfirmedText')}</Typography>
      {store.bookingInfo.id && (
        <Typography>
          {text('serviceBookingBookingNumber')}:{' '}
          <strong data-testid="booking-id">{store.bookingInfo.id}</strong>
        </Typography>
      )}
      <Divider />
      <SummaryContent store={store} />
      <TotalLine services={store.services} />
      <Divider />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
        {workshop && (
          <Button
            variant="outlined"
            href={mapsSearchHref(`${workshop.siteName}, ${workshop.address}`)}
            target="_blank"
            rel="noopener noreferrer"
            startIcon={<Icon name="Pin" size={20} />}
          >
            {text('serviceBookingDirections')}
          </Button>
        )}
        <Button variant="contained" onClick={startOver}>
          {text('serviceBookingNewBooking')}
        </Button>
      </Box>
    </Box>
  );
}
