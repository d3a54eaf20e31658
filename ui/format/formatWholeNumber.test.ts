import { formatWholeNumber } from './formatWholeNumber';

describe('formatWholeNumber', () => {
  it("writes a number in the locale's grouping, rounded to a whole one", () => {
    expect(formatWholeNumber(12480, 'sv-SE')).toBe('12\u00a0480');
    expect(formatWholeNumber(12480, 'en-GB')).toBe('12,480');
    expect(formatWholeNumber(1234.5, 'fi-FI')).toBe('1\u00a0235');
    expect(formatWholeNumber(999, 'sk-SK')).toBe('999');
  });

  it('formats each locale its own way when locales alternate', () => {
    expect(
      [1500, 1500, 1500].map((value, index) =>
        formatWholeNumber(value, ['en-GB', 'nb-NO', 'en-GB'][index] ?? ''),
      ),
    ).toEqual(['1,500', '1\u00a0500', '1,500']);
  });
});
