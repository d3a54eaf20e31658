import { describe, expect, it } from 'vitest';
import { projectValidator } from './schemaValidator';

const day = (offsetDays: number) => new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);

const serviceBooking = {
  siteEmail: 'verksted@example.no',
  siteName: 'Bilsenter Oslo',
  customerName: 'Kari Nordmann',
  customerPhone: '+47 912 34 567',
  customerEmail: 'kari@example.no',
  regno: 'EK 12345',
  milage: 42000,
  date: day(1),
  services: ['Service', 'Hjulskift'],
  gdpr: true,
  newsletter: false,
  typeMC: false,
};

const sellCar = {
  regno: 'ABC123',
  milage: 0,
  customerName: 'Sven Svensson',
  customerPhone: '0701234567',
  customerEmail: 'sven@example.se',
  option: 'Sälja',
};

function errorsOf(name: 'sellCarForm' | 'serviceBookingForm', value: unknown) {
  const validate = projectValidator(name);
  validate(value);
  return (validate.errors ?? []).map((error) => `${error.instancePath} ${error.keyword}`);
}

describe('lead form schemas', () => {
  it('accept a complete sell-car and service-booking form', () => {
    expect(errorsOf('sellCarForm', sellCar)).toEqual([]);
    expect(errorsOf('serviceBookingForm', serviceBooking)).toEqual([]);
    expect(errorsOf('serviceBookingForm', { ...serviceBooking, date: day(0) })).toEqual([]);
  });

  it('refuse a desired day before today', () => {
    expect(errorsOf('serviceBookingForm', { ...serviceBooking, date: day(-1) })).toEqual([
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
