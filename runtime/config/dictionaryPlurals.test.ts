import { describe, expect, it } from 'vitest';
import { dictionaryPluralErrors } from './dictionaryPlurals';

const FILE = 'sites/a/dictionary/sk-SK.json';

describe('dictionaryPluralErrors', () => {
  it('accepts every form the language counts with', () => {
    const slovak = {
      carListCount_one: '1',
      carListCount_few: '2',
      carListCount_many: 'x',
      carListCount_other: '5',
    };
    expect(dictionaryPluralErrors(slovak, 'sk-SK', FILE)).toEqual([]);
    expect(dictionaryPluralErrors({ n_one: '1', n_other: '2', plain: 'text' }, 'sv-SE', FILE)).toEqual([]);
  });

  it('names each missing form by its pointer', () => {
    const errors = dictionaryPluralErrors({ carListCount_one: '1', carListCount_other: '5' }, 'sk-SK', FILE);
    expect(errors.map(({ pointer }) => pointer)).toEqual(['/carListCount_few', '/carListCount_many']);
    expect(errors[0]).toMatchObject({
      file: FILE,
      message: 'missing plural form "few" of "carListCount" (sk-SK counts with one, few, many, other)',
    });
  });

  it('refuses a bare key beside its plural forms', () => {
    expect(dictionaryPluralErrors({ n: 'x', n_one: '1', n_other: '2' }, 'en-GB', FILE)).toEqual([
      { file: FILE, pointer: '/n', message: '"n" has plural forms: use n_<form> only' },
    ]);
  });
});
