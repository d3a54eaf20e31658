import { describe, expect, it } from 'vitest';
import { testCar } from '../../tests/fixtures/testCar';
import { toCarCardRecord } from '../../ui';

describe('the static page’s car list data', () => {
  it('cuts a car to what its card shows', () => {
    const car = testCar({
      car_primary_image: {
        thumbnail_url: '/-/media/cars/1.jpg',
        blur_data_url: 'data:image/jpeg;base64,AAAA',
      },
      car_retail_price_text: '449 900 kr',
      car_loan_monthly_cost: 2995,
    });
    expect(toCarCardRecord(car)).toEqual({
      car_id: car.car_id,
      slug: car.slug,
      car_brand: car.car_brand,
      car_model: car.car_model,
      car_version: car.car_version,
      car_year: car.car_year,
      car_fuel: car.car_fuel,
      car_gearbox: car.car_gearbox,
      car_mileage_text: car.car_mileage_text,
      car_site_city: car.car_site_city,
      car_price_text: car.car_price_text,
      car_loan_monthly_cost: 2995,
      car_primary_image: { thumbnail_url: '/-/media/cars/1.jpg' },
    });
    const campaign = testCar({
      car_has_campaign_price: true,
      car_campaign_price_text: '399 900 kr',
      car_retail_price_text: '449 900 kr',
      car_vehicle_type_code: 'LCV',
      car_vat_eligible: true,
    });
    expect(toCarCardRecord(campaign)).toMatchObject({
      car_has_campaign_price: true,
      car_campaign_price_text: '399 900 kr',
      car_retail_price_text: '449 900 kr',
      car_vehicle_type_code: 'LCV',
      car_vat_eligible: true,
    });
  });
});
