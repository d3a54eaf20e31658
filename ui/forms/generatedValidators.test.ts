import { describe, expect, it } from 'vitest';
import { projectValidator } from '../../runtime/config/schemaValidator';
import * as sellCarForm from './validators/sellCarForm.generated';
import * as serviceBookingForm from './validators/serviceBookingForm.generated';

const day = (offsetDays: number) => new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);

const booking = {
  siteEmail: 'verksted.oslo@hedinautomotive.no',
  siteName: 'Hedin Automotive Oslo',
  customerName: 'Kari Nordmann',
  customerPhone: '+47 912 34 567',
  customerEmail: 'kari@example.no',
  regno: 'EK 12345',
  milage: 42000,
  date: day(0),
  services: ['Service', 'Hjulskift'],
  gdpr: true,
  newsletter: true,
  typeMC: false,
};

const sellCar = {
  regno: 'ABC 123',
  milage: 0,
  customerName: 'Sven Svensson',
  customerPhone: '0701234567',
  customerEmail: 'sven@example.se',
  option: 'Sälja bilen',
};

/** Values that pass and values that break each rule, for both forms. */
const samples = {
  serviceBookingForm: [
    booking,
    { ...booking, date: day(-1) },
    { ...booking, date: '2031-13-01' },
    { ...booking, gdpr: false, newsletter: 'ja' },
    { ...booking, services: ['Service', 'Service'] },
    { ...booking, services: ['Oljeskift'], milage: -1 },
    { ...booking, customerPhone: '12', customerEmail: 'kari@', regno: '-' },
    { ...booking, customerName: '😀'.repeat(100) },
    { ...booking, customerName: '😀'.repeat(101), extra: 1 },
    { ...booking, siteEmail: undefined, siteName: '' },
    {},
    [],
    'text',
  ],
  sellCarForm: [sellCar, { ...sellCar, milage: 1.5 }, { ...sellCar, option: '' }, { regno: 'ABC123' }, null],
} as const;

const modules = { serviceBookingForm, sellCarForm };

const outcome = (validate: typeof serviceBookingForm.validate, value: unknown) => {
  const valid = validate(value);
  return { valid, errors: (validate.errors ?? []).map((error) => `${error.instancePath} ${error.keyword}`) };
};

describe("the browser's generated form validators", () => {
  for (const name of ['serviceBookingForm', 'sellCarForm'] as const) {
    it(`${name}: judge every sample exactly as the project's ajv does (same errors, same pointers)`, () => {
      const server = projectValidator(name);
      for (const sample of samples[name]) {
        expect(outcome(modules[name].validate, sample), JSON.stringify(sample)).toEqual(
          outcome(server, sample),
        );
      }
    });
  }

  it("export the schema's required properties and leave out ajv's English messages", () => {
    expect(sellCarForm.requiredProperties).toEqual([
      'regno',
      'milage',
      'customerName',
      'customerPhone',
      'customerEmail',
      'option',
    ]);
    expect(serviceBookingForm.requiredProperties).toContain('gdpr');
    serviceBookingForm.validate({});
    expect(serviceBookingForm.validate.errors?.[0]?.message).toBeUndefined();
  });
});
