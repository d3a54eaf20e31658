/** "fr. 2 995 kr/mån": a car's monthly loan cost in the market's currency, or null when it has none. */
import { useSite } from '../../runtime';
import type { Car } from '../../schemas/generated/car';
import { useCarText } from './carTexts';
import { formatMoney } from './formatMoney';

export function useMonthlyCost(): (car: Pick<Car, 'car_loan_monthly_cost'>) => string | null {
  const site = useSite();
  const text = useCarText();
  return ({ car_loan_monthly_cost: cost }) =>
    cost !== undefined && cost > 0 ? text('carMonthlyCost', { price: formatMoney(cost, site) }) : null;
}
