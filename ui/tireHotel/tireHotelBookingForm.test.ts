import { describe, expect, it } from 'vitest';
import { EMPTY_BOOKING_FORM, tireHotelBookingResolver } from './tireHotelBookingForm';

/** The dictionary without entries: each key's default text, its placeholders filled. */
const translate = (_keys: string[], options: Readonly<Record<string, unknown>>) =>
  String(options.defaultValue).replace(/\{\{(\w+)\}\}/g, (_match, name: string) => String(options[name]));
const resolve = (state: typeof EMPTY_BOOKING_FORM) =>
  tireHotelBookingResolver(translate)(state, undefined, { fields: {}, shouldUseNativeValidation: false });

const filled = {
  firstName: ' Anna ',
  lastName: 'Svensson',
  email: 'anna@example.se',
  phoneMobile: '+46701234567',
  freeText: '',
};

const problems = async (state: typeof EMPTY_BOOKING_FORM) =>
  Object.fromEntries(
    Object.entries((await resolve(state)).errors).map(([field, error]) => [field, error?.message]),
  );

describe('the booking form check', () => {
  it('accepts the contact details, trimmed and without a blank message', async () => {
    expect((await resolve(filled)).values).toEqual({
      firstName: 'Anna',
      lastName: 'Svensson',
      email: 'anna@example.se',
      phoneMobile: '+46701234567',
    });
  });

  it('requires first and last name, e-mail and mobile', async () => {
    expect(await problems(EMPTY_BOOKING_FORM)).toEqual({
      firstName: 'Ange ditt förnamn',
      lastName: 'Ange ditt efternamn',
      email: 'Ange din e-postadress',
      phoneMobile: 'Ange ditt mobilnummer',
    });
  });

  it('checks the e-mail pattern and a mobile of 8 to 15 digits and plus', async () => {
    expect(await problems({ ...filled, email: 'anna@', phoneMobile: '0701234' })).toEqual({
      email: 'Ange en giltig e-postadress',
      phoneMobile: 'Ange ett mobilnummer med 8–15 siffror',
    });
    expect(await problems({ ...filled, phoneMobile: '0701234567890123' })).toEqual({
      phoneMobile: 'Ange ett mobilnummer med 8–15 siffror',
    });
    expect(await problems({ ...filled, phoneMobile: '07012345' })).toEqual({});
  });

  it('bounds the message', async () => {
    expect(await problems({ ...filled, freeText: 'x'.repeat(501) })).toEqual({
      freeText: 'Högst 500 tecken',
    });
  });
});
