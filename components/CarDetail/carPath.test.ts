import { describe, expect, it } from 'vitest';
import { parseCarPath, slugKeyphrase } from './carPath';

const base = '/kopa-bil/bil';

describe('parseCarPath (spec 001 §2: {car detail path}/{car_id}/{slug})', () => {
  it('reads the id and slug of a full car URL', () => {
    expect(parseCarPath('/kopa-bil/bil/3309000001/begagnad-kombi-volvo', base)).toEqual({
      kind: 'car',
      id: '3309000001',
      slug: 'begagnad-kombi-volvo',
    });
  });

  it('takes the last segment as the id alone when the one before it is not numeric', () => {
    expect(parseCarPath('/kopa-bil/bil/3309000001', base)).toEqual({ kind: 'idOnly', id: '3309000001' });
    expect(parseCarPath('/kopa-bil/bil/volvo-v90/3309000001', base)).toEqual({
      kind: 'idOnly',
      id: '3309000001',
    });
  });

  it('finds no car without an id', () => {
    expect(parseCarPath('/kopa-bil/bil', base)).toEqual({ kind: 'none' });
    expect(parseCarPath('/kopa-bil/bil/volvo-v90', base)).toEqual({ kind: 'none' });
    expect(parseCarPath('/kopa-bil/bil/volvo/v90/extra', base)).toEqual({ kind: 'none' });
    expect(parseCarPath('/om-oss/3309000001/x', base)).toEqual({ kind: 'none' });
    expect(parseCarPath(`/kopa-bil/bil/${'9'.repeat(21)}`, base)).toEqual({ kind: 'none' });
  });

  it('keeps a malformed percent-encoding as it came', () => {
    expect(parseCarPath('/kopa-bil/bil/12/%E0%A4%A', base)).toEqual({
      kind: 'car',
      id: '12',
      slug: '%E0%A4%A',
    });
  });
});

describe('slugKeyphrase (the fifth dash-separated part)', () => {
  it('is the brand in the stock slugs', () => {
    expect(slugKeyphrase('begagnad-kombi-laddhybrid-2023-volvo-v90-t6-awd-recharge-plus')).toBe('volvo');
    expect(slugKeyphrase('used-suv-diesel-2021-BMW-x5')).toBe('bmw');
  });

  it('is empty for a short or foreign slug', () => {
    expect(slugKeyphrase('volvo-v90')).toBe('');
    expect(slugKeyphrase('<script>-a-b-c-d')).toBe('');
    expect(slugKeyphrase(`${'a-'.repeat(150)}b`)).toBe('');
  });
});
