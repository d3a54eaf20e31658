/**
 * A car's price as cards, compare and the detail page show it (spec 001 §5): the campaign price with the
 * retail price struck through only when `car_has_campaign_price`, else `car_price_text`; the VAT note
 * (LCV prices are without VAT) and the VAT-deductible label when `car_vat_eligible`.
 */
import { classNames } from '../../runtime';
import type { Car } from '../../schemas/generated/car';
import { VisuallyHidden } from '../styles/VisuallyHidden';
import styles from './CarPrice.module.css';
import { useCarText } from './carTexts';

/** The flags may be left out when false (and the type code when not LCV), as card records do. */
export type CarPriceFields = Pick<
  Car,
  'car_price_text' | 'car_campaign_price_text' | 'car_retail_price_text'
> &
  Partial<Pick<Car, 'car_has_campaign_price' | 'car_vehicle_type_code' | 'car_vat_eligible'>>;

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
    <div data-size={size} className={classNames(styles.price, className)}>
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
        {car.car_vat_eligible && <span className={styles.vatDeductible}>{text('carVatDeductible')}</span>}
      </p>
    </div>
  );
}
