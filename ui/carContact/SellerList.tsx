/**
 * The car's sellers, each with a phone link (`tel:`) and an e-mail link (`mailto:`) where the record has
 * them; a seller with neither is left out (spec 001 §5).
 */
import Link from '@mui/material/Link';
import { styled } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { reachableSellers } from '../../runtime';
import type { Car } from '../../schemas/generated/car';
import { telHref } from '../format/telHref';

const List = styled('ul')(({ theme }) => ({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: theme.spacing(2),
  gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))',
}));

const Entry = styled('li')(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.spacing(0.5),
  padding: theme.spacing(2),
  border: `1px solid ${theme.palette.divider}`,
  borderRadius: theme.shape.borderRadius,
  overflowWrap: 'anywhere',
}));

export function SellerList({ car, label }: { car: Pick<Car, 'car_sellers'>; label: string }) {
  const sellers = reachableSellers(car);
  if (sellers.length === 0) return null;
  return (
    <List aria-label={label}>
      {sellers.map((seller, position) => (
        <Entry key={`${seller.name}-${position}`}>
          <Typography component="span" sx={{ fontWeight: 600 }}>
            {seller.name}
          </Typography>
          {seller.phone?.trim() && <Link href={telHref(seller.phone)}>{seller.phone}</Link>}
          {seller.email?.trim() && <Link href={`mailto:${seller.email.trim()}`}>{seller.email}</Link>}
        </Entry>
      ))}
    </List>
  );
}
