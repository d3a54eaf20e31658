import { describe, expect, it } from 'vitest';
import { SERVICE_BOOKING_TEXTS } from '../../ui';
import { BOOKING_SLOTS_TEXTS } from './bookingSlotsTexts';
import { BOOKING_START_TEXTS } from './bookingStartTexts';
import { SERVICES_TEXTS } from './servicesTexts';
import { WORKSHOP_CHOOSER_TEXTS } from './workshopChooserTexts';

describe("the booking's texts", () => {
  it('define each dictionary key once, so a translation has one place to change', () => {
    const keys = [
      SERVICE_BOOKING_TEXTS,
      BOOKING_START_TEXTS,
      SERVICES_TEXTS,
      WORKSHOP_CHOOSER_TEXTS,
      BOOKING_SLOTS_TEXTS,
    ].flatMap((texts) => Object.keys(texts));
    expect(keys.filter((key, index) => keys.indexOf(key) !== index)).toEqual([]);
  });
});
