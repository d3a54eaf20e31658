/**
 * Confirmation (spec 002 §3 Confirmation, §9): the booking's id, who booked, the service, the time (a
 * full-day booking: the car is left in the morning and the workshop comes back with a time), the workshop
 * and the message, then the review.
 */
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import {
  formatCalendarDate,
  type TireHotelPageProps,
  useTireHotelText,
  appointmentClock,
  appointmentDay,
  telHref,
} from '../../ui';
import { useSite } from '../../runtime';
import { Fact, factListSx, panelSx } from './LoggedInPage';
import { ReviewForm } from './ReviewForm';
import { PageCard } from './TireHotelFrame';

export function ConfirmationPage({ state }: TireHotelPageProps) {
  const text = useTireHotelText();
  const { locale } = useSite();
  const { confirmation, authorizationToken } = state;
  if (confirmation === null || authorizationToken === null) return null;
  const { customerBase, workshop } = confirmation;
  const day = formatCalendarDate(appointmentDay(confirmation.appointmentTime), locale);
  const clock = appointmentClock(confirmation.appointmentTime);
  const service = confirmation.services.map(({ name }) => name).join(', ');

  return (
    <PageCard
      title={text('tireHotelConfirmationTitle')}
      intro={text('tireHotelConfirmationText', { email: customerBase.email })}
    >
      <Box sx={panelSx}>
        <Box component="dl" sx={factListSx}>
          <Fact term={text('tireHotelBookingId')}>{confirmation.bookingConfirmationId}</Fact>
          <Fact term={text('tireHotelService')}>{service}</Fact>
          <Fact term={text('tireHotelAppointment')}>
            {confirmation.isFullDay || clock === null ? day : text('tireHotelAt', { day, time: clock })}
          </Fact>
          <Fact term={text('tireHotelCustomer')}>
            {`${customerBase.firstName} ${customerBase.lastName}`}
            <Typography component="span" sx={{ display: 'block', fontWeight: 400 }}>
              {customerBase.email} · {customerBase.phoneMobile}
            </Typography>
          </Fact>
        </Box>
        {confirmation.isFullDay && (
          <Typography role="note" sx={{ borderLeft: 4, borderColor: 'primary.main', pl: 1.5 }}>
            {text('tireHotelFullDay')}
          </Typography>
        )}
      </Box>
      <Box sx={panelSx}>
        <Typography component="h2" variant="h6">
          {text('tireHotelWorkshop')}
        </Typography>
        <Box>
          <Typography sx={{ fontWeight: 600 }}>{workshop.name}</Typography>
          <Typography color="text.secondary">{workshop.address}</Typography>
        </Box>
        <Box component="dl" sx={factListSx}>
          <Fact term={text('tireHotelPhone')}>
            <Link href={telHref(workshop.phoneNumber)}>{workshop.phoneNumber}</Link>
          </Fact>
          <Fact term={text('tireHotelEmail')}>
            <Link href={`mailto:${workshop.email}`}>{workshop.email}</Link>
          </Fact>
          {confirmation.freeText.trim() !== '' && (
            <Fact term={text('tireHotelYourMessage')}>{confirmation.freeText}</Fact>
          )}
        </Box>
      </Box>
      <ReviewForm session={authorizationToken} />
    </PageCard>
  );
}
