import { describe, expect, it } from 'vitest';
import { brandCodeBase, collapseBrandCodes, collapseSelectedBrandCodes } from './collapseBrandCodes';

describe('collapseBrandCodes', () => {
  it('folds a code with an underscore into its base when the base is present, adding the counts', () => {
    expect(
      collapseBrandCodes([
        { text: 'KIA', count: 4 },
        { text: 'VW_TR', count: 2 },
        { text: 'VW', count: 5 },
        { text: 'VW_X', count: 1 },
      ]),
    ).toEqual([
      { code: 'KIA', codes: ['KIA'], count: 4 },
      { code: 'VW', codes: ['VW', 'VW_TR', 'VW_X'], count: 8 },
    ]);
  });

  it('keeps a code whose base is absent, and FI_TR and MH_TR, on their own', () => {
    expect(
      collapseBrandCodes([
        { text: 'FI', count: 1 },
        { text: 'FI_TR', count: 2 },
        { text: 'MH', count: 3 },
        { text: 'MH_TR', count: 4 },
        { text: 'ME_TR', count: 5 },
      ]),
    ).toEqual([
      { code: 'FI', codes: ['FI'], count: 1 },
      { code: 'FI_TR', codes: ['FI_TR'], count: 2 },
      { code: 'MH', codes: ['MH'], count: 3 },
      { code: 'MH_TR', codes: ['MH_TR'], count: 4 },
      { code: 'ME_TR', codes: ['ME_TR'], count: 5 },
    ]);
  });

  it('names the base of a code', () => {
    expect(brandCodeBase('VW_TR')).toBe('VW');
    expect(brandCodeBase('VW')).toBeNull();
    expect(brandCodeBase('FI_TR')).toBeNull();
    expect(brandCodeBase('MH_TR')).toBeNull();
    expect(brandCodeBase('_TR')).toBeNull();
  });

  it('groups a selection the same way', () => {
    expect(collapseSelectedBrandCodes(['VW', 'VW_TR', 'ME_TR']).map((group) => group.codes)).toEqual([
      ['VW', 'VW_TR'],
      ['ME_TR'],
    ]);
  });
});
