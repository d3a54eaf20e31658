/**
 * A car's price as cards, compare and the detail page show it (spec 001 §5): the campaign price with the
 * retail price struck through only when `car_has_campaign_price`, else `car_price_text`; the VAT note
 * (LCV prices are without VAT) and the VAT-deductible label when `car_vat_eligible`.
 */
import { styled } from '@mui/material/styles';
import type { Car } from '../../schemas/generated/car';
import { VisuallyHidden } from '../styles/VisuallyHidden';
import { useCarText } from './carTexts';

export type CarPriceFields = Pick<
  Car,
  | 'car_price_text'
  | 'car_has_campaign_price'
  | 'car_campaign_price_text'
  | 'car_retail_price_text'
  | 'car_vehicle_type_code'
  | 'car_vat_eligible'
>;

const Root = styled('div')({ minWidth: 0 });

const PriceLine = styled('p')(({ theme }) => ({
  margin: 0,
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  columnGap: theme.spacing(1),
  fontVariantNumeric: 'tabular-nums',
}));

const Amount = styled('span')(({ theme }) => ({
  fontWeight: 800,
  fontSize: '1.25rem',
  lineHeight: 1.25,
  whiteSpace: 'nowrap',
  color: theme.palette.text.primary,
  '[data-size="large"] &': { fontSize: '1.75rem' },
  '&[data-campaign]': { color: theme.palette.error.dark },
}));

const RetailAmount = styled('s')(({ theme }) => ({
  fontSize: '0.875rem',
  whiteSpace: 'nowrap',
  color: theme.palette.text.secondary,
}));

const Notes = styled('p')(({ theme }) => ({
  margin: `${theme.spacing(0.5)} 0 0`,
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: theme.spacing(0.5, 1),
  fontSize: '0.8125rem',
  lineHeight: 1.4,
  color: theme.palette.text.secondary,
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
      <PriceLine>
        {campaign ? (
          <>
            <Amount data-campaign="">
              <VisuallyHidden>{text('carCampaignPrice')}: </VisuallyHidden>
              {car.car_campaign_price_text ?? car.car_price_text}
            </Amount>
            {car.car_retail_price_text && (
              <RetailAmount>
                <VisuallyHidden>{text('carRetailPrice')}: </VisuallyHidden>
                {car.car_retail_price_text}
              </RetailAmount>
            )}
          </>
        ) : (
          <Amount>{car.car_price_text}</Amount>
        )}
      </PriceLine>
      <Notes>
        <span>{text(car.car_vehicle_type_code === 'LCV' ? 'carVatExcluded' : 'carVatIncluded')}</span>
        {car.car_vat_eligible && <VatDeductible>{text('carVatDeductible')}</VatDeductible>}
      </Notes>
    </Root>
  );
}
