import { describe, expect, it } from 'vitest';
import { facetTexts, NO_VALUE, ValueColumn } from './ValueColumn';

describe('facetTexts', () => {
  it('turns scalars into one text, lists into their items, and absent or object values into none', () => {
    expect(facetTexts('SUV')).toEqual(['SUV']);
    expect(facetTexts(2021)).toEqual(['2021']);
    expect(facetTexts(true)).toEqual(['true']);
    expect(facetTexts(['Vinter', ['Sommar']])).toEqual(['Vinter', 'Sommar']);
    for (const absent of [undefined, null, '', { url: '/a.jpg' }]) expect(facetTexts(absent)).toEqual([]);
  });
});

describe('ValueColumn', () => {
  const scalars = new ValueColumn(['Volvo', 'Kia', undefined, 'Volvo', '', 'Toyota']);
  const lists = new ValueColumn([['Vinter', 'Sommar'], [], 'Vinter', ['Ränta', 'Ränta'], undefined]);
  const every = (length: number) => ({
    candidates: Int32Array.from({ length }, (_, position) => position),
    failures: new Int32Array(length),
  });

  it('gives each distinct text one id and a record without a value NO_VALUE', () => {
    expect(scalars.texts).toEqual(['', 'Volvo', 'Kia', 'Toyota']);
    expect([...scalars.firstIds]).toEqual([1, 2, NO_VALUE, 1, NO_VALUE, 3]);
    expect(scalars.listStarts).toBeNull();
  });

  it('keeps every item of lists, each once, and the first item as the record’s first value', () => {
    expect(lists.texts).toEqual(['', 'Vinter', 'Sommar', 'Ränta']);
    expect([...lists.firstIds]).toEqual([1, NO_VALUE, 1, 3, NO_VALUE]);
    expect(lists.holdsFlagged(0, lists.flags(['Sommar']))).toBe(true);
    expect(lists.holdsFlagged(3, lists.flags(['Sommar', 'Okänd']))).toBe(false);
  });

  it('counts each value over the candidates that fail no filter but the facet’s own', () => {
    const { candidates, failures } = every(6);
    failures.set([0b01, 0b10, 0, 0b11, 0, 0]);
    expect([...scalars.count(candidates, failures, 0)]).toEqual([2, 0, 0, 1]);
    expect([...scalars.count(candidates, failures, 0b01)]).toEqual([2, 1, 0, 1]);
    expect([...scalars.count(candidates, failures, 0b11)]).toEqual([2, 2, 1, 1]);
    const listCandidates = every(5);
    expect([...lists.count(listCandidates.candidates, listCandidates.failures, 0)]).toEqual([0, 2, 1, 1]);
  });
});
