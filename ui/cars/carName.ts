/** How a car is named in headings, links and buttons. */
import type { Car } from '../../schemas/generated/car';

/** Brand and model, e.g. "Volvo XC60": a card's heading. */
export function carName(car: Pick<Car, 'car_brand' | 'car_model'>): string {
  return `${car.car_brand} ${car.car_model}`;
}

/** Brand, model and version: the name of the link to the car and of the controls that act on it. */
export function carFullName(car: Pick<Car, 'car_brand' | 'car_model' | 'car_version'>): string {
  return [carName(car), car.car_version.trim()].filter(Boolean).join(' ');
}
