/**
 * A car's price as cards, compare and the detail page show it (spec 001 §5): the campaign price with the
 * retail price struck through only when `car_has_campaign_price`, else `car_price_text`; the VAT note
 * (LCV prices are without VAT) and the VAT-deductible label when `car_vat_eligible`.
 */
import { styled } from '@mui/material/styles';
import type { Car } from '../../schemas/generated/car';
import { VisuallyHidden } from '../styles/VisuallyHidden';
import { useCarText } from './carTexts';

/** The flags may be left out when false (and the type code when not LCV), as card records do. */
export type CarPriceFields = Pick<
  Car,
  'car_price_text' | 'car_campaign_price_text' | 'car_retail_price_text'
> &
  Partial<Pick<Car, 'car_has_campaign_price' | 'car_vehicle_type_code' | 'car_vat_eligible'>>;

/** The price line, its amounts and the VAT notes, styled from the root: cards show 48 prices at a time. */
const Root = styled('div')(({ theme }) => ({
  minWidth: 0,
  '& > p:first-of-type': {
    margin: 0,
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'baseline',
    columnGap: theme.spacing(1),
    fontVariantNumeric: 'tabular-nums',
  },
  '& > p:first-of-type > span': {
    fontWeight: 800,
    fontSize: '1.25rem',
    lineHeight: 1.25,
    whiteSpace: 'nowrap',
    color: theme.palette.text.primary,
    '&[data-campaign]': { color: theme.palette.error.dark },
  },
  '&[data-size="large"] > p:first-of-type > span': { fontSize: '1.75rem' },
  '& > p:first-of-type > s': {
    fontSize: '0.875rem',
    whiteSpace: 'nowrap',
    color: theme.palette.text.secondary,
  },
  '& > p + p': {
    margin: `${theme.spacing(0.5)} 0 0`,
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: theme.spacing(0.5, 1),
    fontSize: '0.8125rem',
    lineHeight: 1.4,
    color: theme.palette.text.secondary,
  },
}));

const VatDeductible = styled('span')(({ theme }) => ({
  padding: theme.spacing(0, 0.75),
  border: `1px solid ${theme.palette.divider}`,
  borderRadius: theme.shape.borderRadius,
  fontSize: '0.75rem',
  fontWeight: 600,
  color: theme.palette.text.primary,
  whiteSpace: 'nowrap',
}));

interface CarPriceProps {
  car: CarPriceFields;
  /** `large` on the car detail page. */
  size?: 'medium' | 'large';
  className?: string;
}

export function CarPrice({ car, size = 'medium', className }: CarPriceProps) {
  const text = useCarText();
  const campaign = car.car_has_campaign_price;
  return (
    <Root data-size={size} className={className}>
      <p>
        {campaign ? (
          <>
            <span data-campaign="">
              <VisuallyHidden>{text('carCampaignPrice')}: </VisuallyHidden>
              {car.car_campaign_price_text ?? car.car_price_text}
            </span>
            {car.car_retail_price_text && (
              <s>
                <VisuallyHidden>{text('carRetailPrice')}: </VisuallyHidden>
                {car.car_retail_price_text}
              </s>
            )}
          </>
        ) : (
          <span>{car.car_price_text}</span>
        )}
      </p>
      <p>
        <span>{text(car.car_vehicle_type_code === 'LCV' ? 'carVatExcluded' : 'carVatIncluded')}</span>
        {car.car_vat_eligible && <VatDeductible>{text('carVatDeductible')}</VatDeductible>}
      </p>
    </Root>
  );
}
