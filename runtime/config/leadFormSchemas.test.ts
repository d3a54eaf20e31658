import { describe, expect, it } from 'vitest';
import {
  dayFromToday,
  sellCarSubmission,
  serviceBookingSubmission,
} from '../../tests/fixtures/leadSubmissions';
import { projectValidator } from './schemaValidator';

const serviceBooking = serviceBookingSubmission().values;
const sellCar = sellCarSubmission().values;

function errorsOf(name: 'sellCarForm' | 'serviceBookingForm', value: unknown) {
  const validate = projectValidator(name);
  validate(value);
  return (validate.errors ?? []).map((error) => `${error.instancePath} ${error.keyword}`);
}

describe('lead form schemas', () => {
  it('accept a complete sell-car and service-booking form', () => {
    expect(errorsOf('sellCarForm', sellCar)).toEqual([]);
    expect(errorsOf('serviceBookingForm', serviceBooking)).toEqual([]);
    expect(errorsOf('serviceBookingForm', { ...serviceBooking, date: dayFromToday(0) })).toEqual([]);
  });

  it('refuse a desired day before today', () => {
    expect(errorsOf('serviceBookingForm', { ...serviceBooking, date: dayFromToday(-1) })).toEqual([
      '/date notBeforeToday',
    ]);
  });

  it('refuse missing consent, a bad phone, a negative mileage and an unknown service', () => {
    expect(
      errorsOf('serviceBookingForm', {
        ...serviceBooking,
        gdpr: false,
        customerPhone: '12-34',
        milage: -1,
        services: ['Oljeskift'],
      }),
    ).toEqual(['/customerPhone pattern', '/milage minimum', '/services/0 enum', '/gdpr const']);
  });

  it('refuse an unknown field and a sell-car form without its option', () => {
    const withoutOption = Object.fromEntries(Object.entries(sellCar).filter(([key]) => key !== 'option'));
    expect(errorsOf('sellCarForm', { ...withoutOption, extra: 1 })).toEqual([
      ' required',
      ' additionalProperties',
    ]);
  });
});
