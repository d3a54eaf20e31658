import { describe, expect, it } from 'vitest';
import { DEFAULT_TEXTS } from '../i18n/defaultTexts';
import { dictionaryCoverage, KnownDictionaryKeys } from './dictionaryCoverage';

const known = new KnownDictionaryKeys({
  CarList: { texts: ['carListLoading'], plurals: ['carListCount'], prefixes: ['carListFacet.'] },
  Footer: { texts: ['footerCopy'], plurals: [], prefixes: [] },
});
const runtimeTexts = Object.fromEntries(Object.keys(DEFAULT_TEXTS).map((key) => [key, key]));
const onCarList = new Map([['CarList', 'sites/x/content/sk-SK/auta.json']]);

describe('dictionaryCoverage', () => {
  it("requires every plural form of the dictionary's language for a counted text (Slovak: one, few, many, other)", () => {
    const { errors, warnings } = dictionaryCoverage(
      known,
      'sites/x/dictionary/sk-SK.json',
      'sk-SK',
      { ...runtimeTexts, carListLoading: 'Načítavam', carListCount_one: '{{count}} auto' },
      onCarList,
    );
    expect(warnings).toEqual([]);
    expect(errors.map((error) => error.pointer)).toEqual([
      '/carListCount_few',
      '/carListCount_many',
      '/carListCount_other',
    ]);
    expect(errors[0]?.message).toBe(
      'missing: read by CarList (sites/x/content/sk-SK/auta.json), which shows it in Swedish without it',
    );
  });

  it('asks only for the texts of the components placed on the pages, and the runtime’s own', () => {
    const { errors } = dictionaryCoverage(
      known,
      'sites/x/dictionary/en-GB.json',
      'en-GB',
      { footerCopy: 'Copy' },
      new Map([['Footer', 'sites/x/content/en-GB/index.json']]),
    );
    expect(errors.map((error) => error.pointer)).toEqual(Object.keys(DEFAULT_TEXTS).map((key) => `/${key}`));
    expect(errors[0]?.message).toMatch(/read by the runtime \(runtime\/i18n\/defaultTexts.ts\)/);
  });

  it('names a dictionary file that is missing once, not each of its texts', () => {
    const { errors } = dictionaryCoverage(
      known,
      'sites/x/dictionary/fi-FI.json',
      'fi-FI',
      undefined,
      onCarList,
    );
    expect(errors).toEqual([
      {
        file: 'sites/x/dictionary/fi-FI.json',
        pointer: '',
        message: `missing: the pages in fi-FI show ${Object.keys(DEFAULT_TEXTS).length + 3} texts, which would all read in Swedish`,
      },
    ]);
  });

  it('only warns for a Swedish dictionary, whose missing texts read in Swedish anyway', () => {
    const { errors, warnings } = dictionaryCoverage(
      known,
      'sites/x/dictionary/sv-SE.json',
      'sv-SE',
      runtimeTexts,
      onCarList,
    );
    expect(errors).toEqual([]);
    expect(warnings).toEqual([
      {
        file: 'sites/x/dictionary/sv-SE.json',
        pointer: '',
        message:
          '3 texts the pages show are not in it, so they read as the code words them in Swedish: carListLoading, carListCount_one, carListCount_other',
      },
    ]);
  });

  it('suggests the key a near-miss meant, and leaves computed and unrelated keys alone', () => {
    const { errors } = dictionaryCoverage(
      known,
      'sites/x/dictionary/en-GB.json',
      'en-GB',
      {
        ...runtimeTexts,
        carListLoadng: 'Loading cars',
        carListCount_few: 'a few cars',
        'carListFacet.car_fuel': 'Fuel',
        siteListPath: '/find-us',
      },
      new Map(),
    );
    expect(errors).toEqual([
      {
        file: 'sites/x/dictionary/en-GB.json',
        pointer: '/carListLoadng',
        message: 'no component reads "carListLoadng" (did you mean "carListLoading"?)',
      },
    ]);
  });
});
