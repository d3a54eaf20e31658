/**
 * What a buyer reads first about a car, in both layouts: its name (h1) with version and key facts, the
 * price (campaign price with the retail price struck through, VAT note), the financing summary (the
 * car's loan offer; the calculators come with the finance work), the contact buttons, and the notes the
 * market's flags ask for (2G/3G shutdown, service booking).
 */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type Car, useSite } from '../../runtime';
import { CarPrice, ContactSellerButtons, LinkButton } from '../../ui';
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

/** The car's loan offer as one line, until the finance calculators replace it. */
function FinancingSummary({ car }: { car: Car }) {
  const text = useCarDetailText();
  const loan = car.car_loan_option;
  if (!loan?.default_monthly_cost_text) return null;
  return (
    <Box
      component="section"
      aria-label={text('carDetailFinancing')}
      sx={{ p: 2, borderRadius: 1, bgcolor: 'action.hover' }}
    >
      <Typography component="p" sx={{ fontWeight: 700 }}>
        {text('carDetailLoanFrom', { price: loan.default_monthly_cost_text })}
      </Typography>
      {loan.default_contract_duration && loan.interest_rate_text && (
        <Typography component="p" sx={{ fontSize: '0.875rem', color: 'text.secondary' }}>
          {text('carDetailLoanTerms', {
            months: loan.default_contract_duration,
            rate: loan.interest_rate_text,
          })}
        </Typography>
      )}
    </Box>
  );
}

export function CarOffer({ car, fields }: { car: Car; fields: CarDetailFields }) {
  const site = useSite();
  const text = useCarDetailText();
  return (
    <Stack spacing={2}>
      <CarPrice car={car} size="large" />
      <FinancingSummary car={car} />
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
