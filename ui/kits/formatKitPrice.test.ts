import { describe, expect, it } from 'vitest';
import { formatKitPrice } from './formatKitPrice';

/** Intl separates thousands with a no-break space in Swedish: compared as plain spaces. */
const plain = (text: string) => text.replace(/\s/g, ' ');

describe('formatKitPrice', () => {
  it('shows a whole price in whole units, others with decimals, in the market locale', () => {
    expect(plain(formatKitPrice(1290, 'SEK', 'sv-SE'))).toBe('1 290 kr');
    expect(plain(formatKitPrice(1290.5, 'SEK', 'sv-SE'))).toBe('1 290,50 kr');
    expect(plain(formatKitPrice(89, 'NOK', 'nb-NO'))).toBe('89 kr');
  });

  it('prices a kit without currency in EUR', () => {
    expect(plain(formatKitPrice(129, undefined, 'fi-FI'))).toBe('129 €');
    expect(plain(formatKitPrice(129, undefined, 'en-GB'))).toBe('€129');
  });
});
