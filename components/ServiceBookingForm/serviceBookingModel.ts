/**
 * What the workshop form knows besides its fields (spec 002 §3): the service types a visitor can ask for,
 * sent by name (the car list, or the motorcycle list when the form books motorcycles; together they are
 * the enum of schemas/serviceBookingForm.schema.json), and the dealers the loader finds.
 */
import type { ServiceBookingFormValues } from '../../schemas/generated/serviceBookingForm';
import type { ServiceBookingFormFields } from './fields.generated';

type ServiceName = ServiceBookingFormValues['services'][number];

export const CAR_SERVICES: readonly ServiceName[] = [
  'Service',
  'Vinterklar-bil',
  'EU-kontroll',
  'Hjulskift',
  'Service eldre biler (5+)',
  'Reparasjon',
  'Lakk / karosseri',
  'Steinsprut / Ruteskift',
  'Aircondition service',
  'Bilskade',
  'Annet',
];

export const MOTORCYCLE_SERVICES: readonly ServiceName[] = [
  'Bestille service',
  'Bestile deler',
  'Annet vennligst beskriv',
];

export interface WorkshopDealer {
  /** The dropdown's value: the site id (the motorcycle dealer's is `mc`). */
  id: string;
  name: string;
  /** The workshop department's e-mail: the submission's `siteEmail`. */
  email: string;
}

/** Found by the loader on the server. */
export interface ServiceBookingFormData {
  dealers: WorkshopDealer[];
}

export const isMotorcycleForm = (fields: ServiceBookingFormFields): boolean => fields.type?.value === 'mc';
