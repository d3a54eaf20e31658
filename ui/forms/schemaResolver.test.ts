import type { FieldValues, ResolverOptions } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { createI18n } from '../../runtime/i18n/createI18n';
import svDictionary from '../../sites/carstoresesite/dictionary/sv-SE.json';
import nbCarStoreDictionary from '../../sites/carstorenosite/dictionary/nb-NO.json';
import nbDictionary from '../../sites/hedinautomotivenosite/dictionary/nb-NO.json';
import { type FormErrorDefaults, formErrorText } from './formErrorText';
import { compactValues, schemaResolver, SILENT_ABORT } from './schemaResolver';
import * as sellCarForm from './validators/sellCarForm.generated';
import * as serviceBookingForm from './validators/serviceBookingForm.generated';

const day = (offsetDays: number) => new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);

const booking: Record<string, unknown> = {
  siteEmail: 'verksted.oslo@hedinautomotive.no',
  siteName: 'Hedin Automotive Oslo',
  customerName: 'Kari Nordmann',
  customerPhone: '+47 912 34 567',
  customerEmail: 'kari@example.no',
  regno: 'EK 12345',
  milage: 42000,
  date: day(1),
  services: ['Service'],
  gdpr: true,
  newsletter: false,
  typeMC: false,
};

/** The Norwegian dealer group shows the workshop form, the car stores the sell-car form. */
const markets = {
  nb: createI18n('nb-NO', nbDictionary),
  sv: createI18n('sv-SE', svDictionary),
  nbCarStore: createI18n('nb-NO', nbCarStoreDictionary),
};

const options: ResolverOptions<FieldValues> = { fields: {}, shouldUseNativeValidation: false };

/** The field errors the resolver answers for these values, as `field: text`, in one market's language. */
async function errorsIn(
  market: keyof typeof markets,
  values: Record<string, unknown>,
  { schema = serviceBookingForm, defaults = {} as FormErrorDefaults, silentlyRequired = [] as string[] } = {},
) {
  const i18n = markets[market];
  const resolver = schemaResolver<FieldValues, Record<string, unknown>>({
    validate: schema.validate,
    toValues: compactValues,
    fieldOf: (property) => (property === 'siteName' || property === 'siteEmail' ? 'dealer' : property),
    message: (error) => formErrorText((keys, values) => i18n.t(keys, values), error, defaults),
    silentlyRequired,
  });
  const result = await resolver(values, undefined, options);
  return Object.fromEntries(
    Object.entries(result.errors).map(([field, error]) => [
      field,
      error?.type === SILENT_ABORT ? SILENT_ABORT : error?.message,
    ]),
  );
}

describe('schemaResolver: each rule of the lead form schemas → its field and the market text', () => {
  const cases: {
    rule: string;
    values: Record<string, unknown>;
    field: string;
    nb: string;
    sv: string;
  }[] = [
    {
      rule: 'required',
      values: { ...booking, customerName: '  ' },
      field: 'customerName',
      nb: 'Oppgi navnet ditt',
      sv: 'Ange ditt namn',
    },
    {
      rule: 'required, of a property another field sets (the dealer)',
      values: { ...booking, siteName: undefined, siteEmail: undefined },
      field: 'dealer',
      nb: 'Velg forhandler',
      sv: 'Fältet måste fyllas i',
    },
    {
      rule: 'pattern',
      values: { ...booking, customerPhone: '12-34' },
      field: 'customerPhone',
      nb: 'Oppgi et gyldig telefonnummer, 6–20 sifre',
      sv: 'Ange ett giltigt telefonnummer, 6–20 siffror',
    },
    {
      rule: 'format email',
      values: { ...booking, customerEmail: 'kari@' },
      field: 'customerEmail',
      nb: 'Oppgi en gyldig e-postadresse',
      sv: 'Ange en giltig e-postadress',
    },
    {
      rule: 'format date',
      values: { ...booking, date: '2031-02-30' },
      field: 'date',
      nb: 'Oppgi en gyldig dato',
      sv: 'Kontrollera formatet',
    },
    {
      rule: 'minimum (with a {{limit}} placeholder where no field text exists)',
      values: { ...booking, milage: -1 },
      field: 'milage',
      nb: 'Kilometerstanden kan ikke være negativ',
      sv: 'Miltalet kan inte vara negativt',
    },
    {
      rule: 'type (a mileage with decimals)',
      values: { ...booking, milage: 1.5 },
      field: 'milage',
      nb: 'Oppgi kilometerstanden i hele kilometer',
      sv: 'Ange miltalet i hela mil',
    },
    {
      rule: 'maxLength (its limit in the text)',
      values: { ...booking, other: 'x'.repeat(2001) },
      field: 'other',
      nb: 'Høyst 2000 tegn',
      sv: 'Högst 2000 tecken',
    },
    {
      rule: 'const true (consent)',
      values: { ...booking, gdpr: false },
      field: 'gdpr',
      nb: 'Du må samtykke før vi kan behandle henvendelsen',
      sv: 'Du måste bekräfta',
    },
    {
      rule: 'enum (a service not offered)',
      values: { ...booking, services: ['Service', 'Oljeskift'] },
      field: 'services',
      nb: 'Velg blant tjenestene i listen',
      sv: 'Välj ett av alternativen',
    },
    {
      rule: 'notBeforeToday',
      values: { ...booking, date: day(-1) },
      field: 'date',
      nb: 'Datoen kan ikke være før i dag',
      sv: 'Välj i dag eller ett senare datum',
    },
    {
      rule: 'additionalProperties',
      values: { ...booking, coupon: 'GRATIS' },
      field: 'coupon',
      nb: 'Feltet hører ikke til skjemaet',
      sv: 'Fältet hör inte till formuläret',
    },
  ];

  for (const { rule, values, field, nb, sv } of cases) {
    it(rule, async () => {
      expect(await errorsIn('nb', values)).toEqual({ [field]: nb });
      expect(await errorsIn('sv', values)).toEqual({ [field]: sv });
    });
  }

  it('the sell-car form: a missing mileage and option, in both languages', async () => {
    const values = {
      regno: 'ABC123',
      customerName: 'Sven',
      customerPhone: '0701234567',
      customerEmail: 'a@b.se',
    };
    expect(await errorsIn('sv', values, { schema: sellCarForm })).toEqual({
      milage: 'Ange miltal',
      option: 'Välj ett av alternativen',
    });
    expect(await errorsIn('nbCarStore', values, { schema: sellCarForm })).toEqual({
      milage: 'Oppgi kilometerstand',
      option: 'Velg ett av alternativene',
    });
  });

  it('reports every failing field at once, one text each (the first rule it breaks)', async () => {
    const errors = await errorsIn('nb', {
      ...booking,
      customerPhone: 'x',
      customerEmail: '',
      regno: '',
      gdpr: false,
    });
    expect(errors).toEqual({
      customerPhone: 'Oppgi et gyldig telefonnummer, 6–20 sifre',
      customerEmail: 'Oppgi e-postadressen din',
      regno: 'Oppgi registreringsnummer',
      gdpr: 'Du må samtykke før vi kan behandle henvendelsen',
    });
  });

  it("falls back to the form's defaults, then the layer's, when the dictionary has no text", async () => {
    const empty = createI18n('nb-NO', {});
    const resolverText = async (defaults: FormErrorDefaults) => {
      const resolver = schemaResolver<FieldValues, Record<string, unknown>>({
        validate: serviceBookingForm.validate,
        toValues: compactValues,
        message: (error) => formErrorText((keys, values) => empty.t(keys, values), error, defaults),
      });
      return (await resolver({ ...booking, date: day(-1), milage: -3 }, undefined, options)).errors;
    };
    const norwegian = await resolverText({
      'date.notBeforeToday': 'Datoen kan ikke være før i dag',
      minimum: 'Minst {{limit}}',
    });
    expect(norwegian.date?.message).toBe('Datoen kan ikke være før i dag');
    expect(norwegian.milage?.message).toBe('Minst 0');
    const swedish = await resolverText({});
    expect(swedish.date?.message).toBe('Välj i dag eller ett senare datum');
    expect(swedish.milage?.message).toBe('Miltalet kan inte vara negativt');
  });

  it('stops silently on a missing silently-required field, while other failures still show', async () => {
    const values = {
      regno: 'ABC123',
      milage: -1,
      option: 'Sälja',
      customerPhone: '0701234567',
      customerEmail: 'a@b.se',
    };
    expect(await errorsIn('sv', values, { schema: sellCarForm, silentlyRequired: ['customerName'] })).toEqual(
      {
        root: SILENT_ABORT,
        milage: 'Miltalet kan inte vara negativt',
      },
    );
  });

  it('hands valid values to the submit handler as they will be posted: trimmed, blanks left out', async () => {
    const resolver = schemaResolver<FieldValues, Record<string, unknown>>({
      validate: serviceBookingForm.validate,
      toValues: compactValues,
      message: () => 'unused',
    });
    const result = await resolver(
      { ...booking, customerName: ' Kari Nordmann ', other: '', milage: undefined },
      undefined,
      options,
    );
    expect(result.errors).toEqual({});
    const expected = Object.fromEntries(Object.entries(booking).filter(([name]) => name !== 'milage'));
    expect(result.values).toEqual({ ...expected, customerName: 'Kari Nordmann' });
  });
});
