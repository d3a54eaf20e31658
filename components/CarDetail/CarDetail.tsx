/** The car page's rendering: the car, the not-found view or the error state, as the loader found them. */
import type { RenderingProps } from '../../runtime';
import type { CarDetailData } from './carDetailData';
import { CarDetailError, CarNotFound } from './CarNotFound';
import { CarPage } from './CarPage';
import type { CarDetailFields } from './fields.generated';

export default function CarDetail({ fields, data }: RenderingProps<CarDetailFields, CarDetailData>) {
  switch (data.kind) {
    case 'car':
      return <CarPage data={data} fields={fields} />;
    case 'notFound':
      return <CarNotFound data={data} />;
    case 'error':
      return <CarDetailError />;
    case 'redirect':
      return null;
  }
}
