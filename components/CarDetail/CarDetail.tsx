/**
 * The car page's rendering: the car, the not-found view or the error state, as the loader found them. Every
 * car page is this one rendering, so moving from one car to another (a similar car's link) keeps the React
 * tree; the page is keyed by the car so that its state (calculators, gallery position, the contact form)
 * starts afresh for the new car instead of carrying the last car's over.
 */
import type { RenderingProps } from '../../runtime';
import type { CarDetailData } from './carDetailData';
import { CarDetailError, CarNotFound } from './CarNotFound';
import { CarPage } from './CarPage';
import type { CarDetailFields } from './fields.generated';

export default function CarDetail({ fields, data }: RenderingProps<CarDetailFields, CarDetailData>) {
  switch (data.kind) {
    case 'car':
      return <CarPage key={data.car.car_id} data={data} fields={fields} />;
    case 'notFound':
      return <CarNotFound data={data} />;
    case 'error':
      return <CarDetailError />;
    case 'redirect':
      return null;
  }
}
