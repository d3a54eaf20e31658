/**
 * LoggedIn (spec 002 §2, §3 Validated, §4): the first vehicle (name, registration number, package level),
 * where its tyres are stored (workshop, department, phone, e-mail), its tyres per position (name,
 * dimension, pattern, tread depth, status) with the replacement recommendation for threadStatusId 1, and
 * 'Boka tid'.
 */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { type ReactNode, useId } from 'react';
import { Icon, type TireHotelTire, type TireHotelVehicle } from '../../runtime';
import {
  needsReplacement,
  sessionVehicle,
  startBooking,
  type TireHotelPageProps,
  tireDimension,
  useTireHotelText,
  telHref,
} from '../../ui';
import { PageCard } from './TireHotelFrame';

/** A term and its value in a description list. */
/** One term and its value; a `wide` one takes the whole row of its list. */
export function Fact({
  term,
  wide = false,
  children,
}: {
  term: string;
  wide?: boolean;
  children: ReactNode;
}) {
  return (
    <Box sx={{ display: 'grid', gap: 0.25, gridColumn: wide ? '1 / -1' : undefined }}>
      <Typography component="dt" variant="body2" color="text.secondary">
        {term}
      </Typography>
      <Typography component="dd" sx={{ m: 0, fontWeight: 600, overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </Box>
  );
}

export const factListSx = {
  m: 0,
  display: 'grid',
  gap: 2,
  gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' },
} as const;

export const panelSx = {
  border: 1,
  borderColor: 'divider',
  borderRadius: 2,
  bgcolor: 'background.default',
  p: { xs: 2, sm: 2.5 },
  display: 'grid',
  gap: 2,
  alignContent: 'start',
} as const;

function VehiclePanels({ vehicle }: { vehicle: TireHotelVehicle }) {
  const text = useTireHotelText();
  const id = useId();
  const { location } = vehicle;
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
      <Box component="section" aria-label={text('tireHotelVehicle')} sx={panelSx}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
          <Icon name="Car" size={28} />
          <Typography component="h2" variant="h6">
            {vehicle.name}
          </Typography>
        </Box>
        <Box component="dl" sx={factListSx}>
          <Fact term={text('tireHotelRegNo')}>{vehicle.regNo}</Fact>
          <Fact term={text('tireHotelPackage')}>{vehicle.packageLevel}</Fact>
        </Box>
      </Box>
      <Box component="section" aria-labelledby={`${id}-location`} sx={panelSx}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
          <Icon name="Pin" size={28} />
          <Typography id={`${id}-location`} component="h2" variant="h6">
            {text('tireHotelLocation')}
          </Typography>
        </Box>
        <Box>
          <Typography sx={{ fontWeight: 600 }}>{location.locationName}</Typography>
          <Typography color="text.secondary">{location.departmentName}</Typography>
        </Box>
        <Box component="dl" sx={{ ...factListSx, gridTemplateColumns: '1fr' }}>
          <Fact term={text('tireHotelPhone')}>
            <Link href={telHref(location.phone)}>{location.phone}</Link>
          </Fact>
          <Fact term={text('tireHotelEmail')}>
            <Link href={`mailto:${location.email}`}>{location.email}</Link>
          </Fact>
        </Box>
      </Box>
    </Box>
  );
}

function TireCard({ tire }: { tire: TireHotelTire }) {
  const text = useTireHotelText();
  const worn = needsReplacement(tire);
  const { wheel } = tire;
  return (
    <Box
      component="li"
      sx={{ ...panelSx, borderColor: worn ? 'warning.main' : 'divider', borderWidth: worn ? 2 : 1 }}
    >
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: 1,
        }}
      >
        <Typography component="h3" sx={{ fontWeight: 700 }}>
          {tire.equipmentPosition}
        </Typography>
        {worn && <Chip size="small" color="error" label={text('tireHotelReplace')} />}
      </Box>
      <Box component="dl" sx={{ ...factListSx, gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' }}>
        <Fact term={text('tireHotelTireName')} wide>
          {wheel.name}
        </Fact>
        <Fact term={text('tireHotelTireStatus')} wide>
          {wheel.threadStatusMessage}
        </Fact>
        <Fact term={text('tireHotelTireDimension')}>{tireDimension(tire)}</Fact>
        <Fact term={text('tireHotelTirePattern')}>{wheel.threadPattern}</Fact>
        <Fact term={text('tireHotelTireDepth')}>{text('tireHotelDepth', { depth: wheel.threadDepth })}</Fact>
      </Box>
    </Box>
  );
}

export function LoggedInPage({ state, update }: TireHotelPageProps) {
  const text = useTireHotelText();
  const id = useId();
  const vehicle = sessionVehicle(state);
  if (vehicle === null) return null;
  const anyWorn = vehicle.tires.some(needsReplacement);

  return (
    <PageCard title={text('tireHotelLoggedInTitle')}>
      <VehiclePanels vehicle={vehicle} />
      <Box component="section" aria-labelledby={`${id}-tires`} sx={{ display: 'grid', gap: 2 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
          <Icon name="Tire" size={28} />
          <Typography id={`${id}-tires`} component="h2" variant="h6">
            {text('tireHotelTires')}
          </Typography>
        </Box>
        {anyWorn && <Alert severity="warning">{text('tireHotelReplacement')}</Alert>}
        {vehicle.tires.length === 0 ? (
          <Typography color="text.secondary">{text('tireHotelNoTires')}</Typography>
        ) : (
          <Box
            component="ul"
            sx={{
              listStyle: 'none',
              m: 0,
              p: 0,
              display: 'grid',
              gap: 2,
              gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' },
            }}
          >
            {vehicle.tires.map((tire, index) => (
              <TireCard key={`${tire.equipmentPosition}-${String(index)}`} tire={tire} />
            ))}
          </Box>
        )}
      </Box>
      <Box>
        <Button
          variant="contained"
          size="large"
          onClick={() => update(startBooking)}
          startIcon={<Icon name="Calendar" size={20} />}
          sx={{ minWidth: { xs: '100%', sm: 200 } }}
        >
          {text('tireHotelBook')}
        </Button>
      </Box>
    </PageCard>
  );
}
