import { addDays, MechmateClientError } from '../../runtime';
import { describe, expect, it } from 'vitest';
import { offering } from '../../tests/fixtures/serviceBooking';
import {
  bookingErrorText,
  agreementPrice,
  bookingFailureText,
  bookingTotal,
  contactFormProblems,
  formatKronor,
  fullDaySlot,
  isWeekend,
  messageCharactersLeft,
  movedWeeks,
  needsMoreDays,
  normalisePlate,
  visibleWeeks,
  type ContactForm,
} from './bookingRules';
import { SERVICE_BOOKING_TEXTS } from './bookingTexts';
import { selectedService } from './bookingTransitions';

const form: ContactForm = {
  firstName: 'Anna',
  lastName: 'Svensson',
  phone: '+46 70 123 45 67',
  email: 'anna@example.se',
  freeText: '',
};

describe('the plate (spec 002 §5)', () => {
  it('is upper case without spaces and at most 6 characters', () => {
    expect(normalisePlate('abc 123')).toBe('ABC123');
    expect(normalisePlate(' kl m45 6 7 8')).toBe('KLM456');
  });
});

describe('the contact form', () => {
  it('a complete form has no problems', () => {
    expect(contactFormProblems(form)).toEqual({});
  });

  it('first and last name, phone and e-mail are required', () => {
    expect(contactFormProblems({ ...form, firstName: ' ', lastName: '', phone: '', email: '' })).toEqual({
      firstName: 'required',
      lastName: 'required',
      phone: 'required',
      email: 'required',
    });
  });

  it('the phone is an optional plus and 6–20 digits or spaces', () => {
    expect(contactFormProblems({ ...form, phone: '070123' })).toEqual({});
    expect(contactFormProblems({ ...form, phone: '07012' })).toEqual({ phone: 'invalid' });
    expect(contactFormProblems({ ...form, phone: '070-123 45' })).toEqual({ phone: 'invalid' });
    expect(contactFormProblems({ ...form, phone: `+${'1'.repeat(20)}` })).toEqual({});
    expect(contactFormProblems({ ...form, phone: '1'.repeat(21) })).toEqual({ phone: 'invalid' });
    expect(contactFormProblems({ ...form, phone: '1'.repeat(22) })).toEqual({ phone: 'tooLong' });
  });

  it('the e-mail is a standard address', () => {
    for (const email of ['anna', 'anna@', 'anna@example', 'an na@example.se']) {
      expect(contactFormProblems({ ...form, email })).toEqual({ email: 'invalid' });
    }
  });

  it('the message to the workshop is at most 80 characters, with a counter', () => {
    expect(contactFormProblems({ ...form, freeText: 'x'.repeat(80) })).toEqual({});
    expect(contactFormProblems({ ...form, freeText: 'x'.repeat(81) })).toEqual({ freeText: 'tooLong' });
    expect(messageCharactersLeft('Hej')).toBe(77);
  });
});

describe('the total (spec 002 §9)', () => {
  it('sums the prices, price × units for unit-priced items, in kr in Swedish number format', () => {
    const oil = selectedService(offering('oljebyte', { price: 1495 }), 'service');
    const wipers = {
      ...selectedService(offering('torkarblad', { price: 249.5 }), 'addon'),
      unit: 2,
    };
    const unknown = selectedService(offering('felsokning', { price: 0, priceKnown: false }), 'service');
    expect(bookingTotal([oil, wipers, unknown])).toBe(1994);
    expect(formatKronor(bookingTotal([oil, wipers]))).toBe('1\u00a0994\u00a0kr');
    expect(formatKronor(249.5)).toBe('249,5\u00a0kr');
    expect(bookingTotal([])).toBe(0);
  });

  it('reads the agreement price only from a known price that has one, for cards and total alike', () => {
    expect(agreementPrice({ price: 1495, priceKnown: true, priceDiscount: 1196 })).toBe(1196);
    expect(agreementPrice({ price: 1495, priceKnown: true, priceDiscount: null })).toBeNull();
    expect(agreementPrice({ price: 0, priceKnown: false, priceDiscount: 100 })).toBeNull();
  });

  it('counts a service agreement’s price where the car has one', () => {
    const oil = selectedService(offering('oljebyte', { price: 1495, priceDiscount: 1196 }), 'service');
    expect(bookingTotal([oil, { ...oil, code: 'x', unit: 2 }])).toBe(1196 * 3);
  });
});

describe('the slot calendar (spec 002 §4, §9)', () => {
  it('shows 4 weeks, Monday first, from the week of the first day', () => {
    const weeks = visibleWeeks('2026-11-26');
    expect(weeks).toHaveLength(4);
    expect(weeks[0]?.[0]).toBe('2026-11-23');
    expect(weeks[3]?.[6]).toBe('2026-12-20');
  });

  it('moves a week back or forward', () => {
    expect(movedWeeks('2026-11-26', 1)).toBe('2026-11-30');
    expect(movedWeeks('2026-11-26', -1)).toBe('2026-11-16');
  });

  it('asks for more days when the shown weeks near the end of what is loaded', () => {
    expect(needsMoreDays('2026-11-23', null)).toBe(true);
    expect(needsMoreDays('2026-11-23', addDays('2026-11-23', 60))).toBe(false);
    expect(needsMoreDays('2026-11-23', addDays('2026-11-23', 27))).toBe(true);
  });

  it('marks Saturdays and Sundays', () => {
    expect(['2026-11-27', '2026-11-28', '2026-11-29'].map(isWeekend)).toEqual([false, true, true]);
  });

  it('books a full-day slot at 08:00', () => {
    expect(fullDaySlot('2026-12-01')).toBe('2026-12-01T08:00:00');
    expect(() => fullDaySlot('1 december')).toThrow(RangeError);
  });
});

describe('the error texts (spec 002 §8)', () => {
  const refused = (code: string, message = '') => ({ errors: { 'Error Result': [{ code, message }] } });
  const text = (body: unknown) => {
    const { key, values } = bookingErrorText(body);
    return SERVICE_BOOKING_TEXTS[key].replace('{{brand}}', values.brand ?? '');
  };

  it('maps each code of the first entry to its Swedish text', () => {
    expect(text(refused('InvalidReg'))).toBe(
      'Ogiltigt registreringsnummer, kontrollera att registreringsnumret är korrekt',
    );
    expect(text(refused('VehicleNotFound'))).toBe(
      'Fordonet hittades inte, kontrollera att registreringsnumret är korrekt',
    );
    expect(text(refused('NotFound', 'Fordon hittades inte'))).toBe(
      'Fordonet hittades inte, kontrollera att registreringsnumret är korrekt',
    );
    expect(text(refused('BrandNotSupported,Tesla'))).toBe(
      'Vi kan inte erbjuda service för bilar av märket Tesla.',
    );
    expect(text(refused('TimeslotNotAvailable'))).toBe(
      'Tiden är inte tillgänglig, vänligen välj en annan tid',
    );
    expect(text(refused('ServerError'))).toBe('Något gick fel, försök igen');
  });

  it('reads only the first entry', () => {
    const body = {
      errors: {
        'Error Result': [
          { code: 'InvalidReg', message: '' },
          { code: 'ServerError', message: '' },
        ],
      },
    };
    expect(bookingErrorText(body).key).toBe('serviceBookingInvalidReg');
  });

  it('an unknown code, an empty list or a body of another shape reads "Något gick fel"', () => {
    for (const body of [
      refused('DepartmentNotFound'),
      { errors: { 'Error Result': [] } },
      null,
      'Bad gateway',
      { errors: 1 },
    ]) {
      expect(bookingErrorText(body)).toEqual({ key: 'serviceBookingServerError', values: {} });
    }
  });

  it('keeps the other §8 and §6 texts word for word', () => {
    expect(SERVICE_BOOKING_TEXTS.serviceBookingServicesFailed).toBe(
      'Något gick fel, vänligen försök igen senare.',
    );
    expect(SERVICE_BOOKING_TEXTS.serviceBookingNoWorkshops).toBe(
      'Vi kan ej hitta några anläggningar som passar dig',
    );
    expect(SERVICE_BOOKING_TEXTS.serviceBookingNoPrice).toBe('Pris saknas*');
    expect(SERVICE_BOOKING_TEXTS.serviceBookingAgreementNote).toBe(
      'Du har ett aktivt serviceavtal, rabatterade priser i rött gäller.',
    );
  });
});

describe('a failed call’s text', () => {
  it('reads a refusal’s body, and says something went wrong for anything else', () => {
    const refusal = new MechmateClientError(400, {
      errors: { 'Error Result': [{ code: 'InvalidReg', message: '' }] },
    });
    expect(bookingFailureText(refusal).key).toBe('serviceBookingInvalidReg');
    expect(bookingFailureText(new TypeError('Failed to fetch')).key).toBe('serviceBookingServerError');
  });
});
