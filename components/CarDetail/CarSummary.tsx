/**
 * What a buyer reads first about a car, in both layouts: its name (h1) with version and key facts, the
 * price (campaign price with the retail price struck through, VAT note), the financing panels (the
 * car-store page) or a short list of the offers leading to the finance section (the standard page), the
 * contact buttons, and the notes the market's flags ask for (2G/3G shutdown, service booking).
 */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type Car, useSite } from '../../runtime';
import { type CarFinanceData, CarPrice, ContactSellerButtons, LinkButton } from '../../ui';
import { FinanceSection } from './FinanceSection';
import { FinanceTeaser } from './FinanceTeaser';
import { useCarDetailText } from './carDetailTexts';
import type { CarDetailFields } from './fields.generated';

export function CarHeadline({ car }: { car: Car }) {
  const facts = [car.car_year, car.car_mileage_text, car.car_fuel, car.car_gearbox].filter(Boolean);
  return (
    <Box>
      <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', md: '2.25rem' }, lineHeight: 1.15, m: 0 }}>
        {car.car_brand} {car.car_model}
      </Typography>
      <Typography
        component="p"
        sx={{ fontSize: { xs: '1rem', md: '1.125rem' }, color: 'text.secondary', mt: 0.5 }}
      >
        {car.car_model_text && car.car_model_text !== car.car_model ? `${car.car_model_text} · ` : ''}
        {car.car_version}
      </Typography>
      <Typography component="p" sx={{ mt: 1, fontWeight: 600, fontVariantNumeric: 'tabular-nums' }}>
        {facts.join(' · ')}
      </Typography>
      {car.car_campaigns && car.car_campaigns.length > 0 && (
        <Stack direction="row" spacing={1} sx={{ mt: 1.5, flexWrap: 'wrap' }}>
          {car.car_campaigns.map((campaign) => (
            <Chip key={campaign} label={campaign} size="small" color="secondary" />
          ))}
        </Stack>
      )}
    </Box>
  );
}

export function CarOffer({
  car,
  fields,
  quote,
}: {
  car: Car;
  fields: CarDetailFields;
  /** The PCP calculator's data (loader, `features.financeQuotes`). */
  quote?: CarFinanceData | undefined;
}) {
  const site = useSite();
  const text = useCarDetailText();
  return (
    <Stack spacing={2}>
      <CarPrice car={car} size="large" />
      {site.features.carDetailLayout === 'singleColumn' ? (
        <FinanceSection car={car} quote={quote} placement="header" />
      ) : (
        <FinanceTeaser car={car} quote={quote} />
      )}
      <ContactSellerButtons car={car} />
      {site.features.serviceBookingButtons && fields.ServiceBookingLink?.value.href && (
        <LinkButton
          field={{
            ...fields.ServiceBookingLink,
            value: {
              ...fields.ServiceBookingLink.value,
              text: fields.ServiceBookingLink.value.text || text('carDetailServiceBooking'),
            },
          }}
          variant="outlined"
        />
      )}
      {site.features.networkShutdownNote && (
        <Alert severity="info" variant="outlined" sx={{ fontSize: '0.8125rem' }}>
          {text('carDetailNetworkShutdownNote')}
        </Alert>
      )}
    </Stack>
  );
}
