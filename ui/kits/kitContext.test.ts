import { describe, expect, it } from 'vitest';
import {
  cleanKitContext,
  EMPTY_KIT_CONTEXT,
  kitIdFilter,
  nextKitContext,
  packageIdsToPreselect,
  parseKitContext,
} from './kitContext';

describe('parseKitContext', () => {
  it('reads the six parameters; packageIds comma-separated and repeated, each id once', () => {
    expect(
      parseKitContext(
        '?user=anna&dealer=D12&unit=Umeå&auto=ABC123&transactionId=t-9&packageIds=1,2&packageIds=3,2&q=x',
      ),
    ).toEqual({
      user: 'anna',
      dealer: 'D12',
      unit: 'Umeå',
      auto: 'ABC123',
      transactionId: 't-9',
      packageIds: ['1', '2', '3'],
    });
  });

  it('gives no context for a URL without the parameters, or with empty ones', () => {
    expect(parseKitContext('')).toEqual(EMPTY_KIT_CONTEXT);
    expect(parseKitContext('?q=takbox&user=&packageIds=,,')).toEqual(EMPTY_KIT_CONTEXT);
  });

  it('drops values over 100 characters or with control characters, and keeps the first 50 ids', () => {
    const long = 'a'.repeat(101);
    const ids = Array.from({ length: 60 }, (_, index) => String(index + 1));
    const context = parseKitContext(
      new URLSearchParams({
        user: long,
        dealer: 'D1\u0000',
        unit: 'rad\nbrytning',
        auto: 'a'.repeat(100),
        packageIds: [long, ...ids].join(','),
      }),
    );
    expect(context).toEqual({ auto: 'a'.repeat(100), packageIds: ids.slice(0, 50) });
  });
});

describe('nextKitContext', () => {
  const stored = { user: 'anna', dealer: 'D12', packageIds: ['1'] };

  it('keeps the stored context after a load without one', () => {
    expect(nextKitContext(stored, parseKitContext('?q=takbox'))).toBe(stored);
  });

  it('replaces the whole stored context after a load with one', () => {
    expect(nextKitContext(stored, parseKitContext('?dealer=D7'))).toEqual({ dealer: 'D7' });
  });
});

describe('packageIdsToPreselect', () => {
  it('preselects the URL ids when its context is new, not again on a reload of the same URL', () => {
    const fromUrl = parseKitContext('?user=anna&packageIds=1,2');
    expect(packageIdsToPreselect(EMPTY_KIT_CONTEXT, fromUrl)).toEqual(['1', '2']);
    expect(packageIdsToPreselect(fromUrl, parseKitContext('?user=anna&packageIds=1,2'))).toEqual([]);
    expect(packageIdsToPreselect(fromUrl, parseKitContext('?user=anna&packageIds=2,3'))).toEqual(['2', '3']);
    expect(packageIdsToPreselect(fromUrl, parseKitContext('?q=takbox'))).toEqual([]);
  });
});

describe('cleanKitContext', () => {
  it('keeps what the URL rules allow of a stored value and nothing of a value that is not a context', () => {
    expect(
      cleanKitContext({ user: 'anna', dealer: 7, unit: 'x'.repeat(101), packageIds: ['1', 2, '1', '3'] }),
    ).toEqual({ user: 'anna', packageIds: ['1', '3'] });
    expect(cleanKitContext(['user'])).toEqual(EMPTY_KIT_CONTEXT);
    expect(cleanKitContext('anna')).toEqual(EMPTY_KIT_CONTEXT);
  });
});

describe('kitIdFilter', () => {
  it('builds the search filter that fetches kits by id', () => {
    expect(kitIdFilter(['1', '2'])).toEqual({ kitId: ['1', '2'] });
  });
});
