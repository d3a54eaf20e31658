import type { RenderingProps } from '../../runtime';
import type { ServiceBookingFields } from './fields.generated';

export default function ServiceBooking(_props: RenderingProps<ServiceBookingFields>) {
  return null;
}
