import { describe, expect, it } from 'vitest';
import {
  anchorScrollMargin,
  CONTACT_SCROLL_MARGIN_NARROW,
  CONTACT_SCROLL_MARGIN_WIDE,
  preTickedChoice,
} from './carContactAnchors';

describe('car contact anchors', () => {
  it('tick quote at #contact-quote and test drive at #contact-testdrive, nothing elsewhere', () => {
    expect(preTickedChoice('#contact-quote')).toBe('quote');
    expect(preTickedChoice('#contact-testdrive')).toBe('testDrive');
    expect(preTickedChoice('contact-quote')).toBe('quote');
    for (const hash of ['', '#', '#contact-form', '#contact', '#contact-quote-x']) {
      expect(preTickedChoice(hash)).toBeUndefined();
    }
  });

  it('keep anchors 112 px below the top from 768 px wide, 250 px below that (spec 001 §9)', () => {
    expect([CONTACT_SCROLL_MARGIN_WIDE, CONTACT_SCROLL_MARGIN_NARROW]).toEqual([112, 250]);
    expect(anchorScrollMargin).toEqual({
      scrollMarginTop: '250px',
      '@media (min-width: 768px)': { scrollMarginTop: '112px' },
    });
  });
});
