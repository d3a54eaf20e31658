/**
 * The car page's contact anchors (spec 001 §2, §9): the section is `#contact-form`, its parts `#contact`,
 * `#car-contact`, `#contact-quote` and `#contact-testdrive`; arriving at the last two ticks the matching
 * checkbox. Anchored elements keep clear of the sticky header when the browser scrolls to them, by CSS
 * alone (`scroll-margin-top`: 112 px from 768 px wide, 250 px below), so it also works without JavaScript.
 */

export const CONTACT_ANCHORS = {
  section: 'contact-form',
  sellers: 'contact',
  form: 'car-contact',
  quote: 'contact-quote',
  testDrive: 'contact-testdrive',
} as const;

/** Scroll offset of an anchor at 768 px wide and more (spec 001 §9). */
export const CONTACT_SCROLL_MARGIN_WIDE = 112;
/** Scroll offset of an anchor below 768 px wide. */
export const CONTACT_SCROLL_MARGIN_NARROW = 250;
const WIDE_FROM_PX = 768;

export const anchorScrollMargin = {
  scrollMarginTop: `${CONTACT_SCROLL_MARGIN_NARROW}px`,
  [`@media (min-width: ${WIDE_FROM_PX}px)`]: { scrollMarginTop: `${CONTACT_SCROLL_MARGIN_WIDE}px` },
} as const;

/** The checkbox a URL fragment asks to tick (`#contact-quote` → quote), if any. */
export function preTickedChoice(hash: string): 'quote' | 'testDrive' | undefined {
  const anchor = hash.replace(/^#/, '');
  if (anchor === CONTACT_ANCHORS.quote) return 'quote';
  if (anchor === CONTACT_ANCHORS.testDrive) return 'testDrive';
  return undefined;
}
