// @vitest-environment jsdom
import { renderHook } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import type { Dictionary } from '../../schemas/generated/dictionary';
import { createI18n } from './createI18n';
import { defineTexts } from './defineTexts';

const useTexts = defineTexts({
  cars: { one: '{{count}} bil', other: '{{count}} bilar' },
  greeting: 'Hej {{name}}',
});

function textsFor(language: string, dictionary: Dictionary = {}) {
  const i18n = createI18n(language, dictionary);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <I18nextProvider i18n={i18n}>{children}</I18nextProvider>
  );
  return renderHook(useTexts, { wrapper }).result.current;
}

const SLOVAK: Dictionary = {
  cars_one: '{{count}} auto',
  cars_few: '{{count}} autá',
  cars_many: '{{count}} auta',
  cars_other: '{{count}} áut',
};

describe('defineTexts: plural texts', () => {
  it('gives Slovak one for 1, few for 2–4, other for 0 and from 5', () => {
    const text = textsFor('sk-SK', SLOVAK);
    expect([0, 1, 2, 3, 4, 5, 22, 100].map((count) => text('cars', count))).toEqual([
      '0 áut',
      '1 auto',
      '2 autá',
      '3 autá',
      '4 autá',
      '5 áut',
      '22 áut',
      '100 áut',
    ]);
  });

  it('falls back to the Swedish defaults, 1 bil and 2 bilar', () => {
    const text = textsFor('sv-SE');
    expect(text('cars', 1)).toBe('1 bil');
    expect(text('cars', 2)).toBe('2 bilar');
    expect(text('cars', 0)).toBe('0 bilar');
  });

  it("takes a market dictionary's forms over the defaults", () => {
    const text = textsFor('sv-SE', { cars_one: 'en bil', cars_other: '{{count}} fordon' });
    expect(text('cars', 1)).toBe('en bil');
    expect(text('cars', 7)).toBe('7 fordon');
  });

  it("reads the default's other form where the language has a category the default lacks", () => {
    const text = textsFor('sk-SK');
    expect(text('cars', 1)).toBe('1 bil');
    expect(text('cars', 3)).toBe('3 bilar');
  });

  it('chooses the form by the number and shows the number as given', () => {
    expect(textsFor('sk-SK', SLOVAK)('cars', 1234, { count: '1 234' })).toBe('1 234 áut');
    expect(textsFor('sv-SE')('cars', 12_000, { count: '10000+' })).toBe('10000+ bilar');
  });

  it('asks for the number of a plural text, and only of a plural text', () => {
    const text = textsFor('sv-SE');
    // @ts-expect-error a plural text needs its number
    const withoutNumber = () => text('cars');
    // @ts-expect-error a plain text takes no number
    const withNumber = () => text('greeting', 2);
    expect([withoutNumber, withNumber]).toHaveLength(2);
  });

  it('fills plain texts as before', () => {
    expect(textsFor('sv-SE')('greeting', { name: 'Anna' })).toBe('Hej Anna');
    expect(textsFor('sv-SE', { greeting: 'Hallå {{name}}' })('greeting', { name: 'Anna' })).toBe(
      'Hallå Anna',
    );
  });
});

describe('the Slovak market dictionary', () => {
  it('gives the car counts in grammatical forms', () => {
    const file = path.join(process.cwd(), 'sites/hedinautomotivesksite/dictionary/sk-SK.json');
    const i18n = createI18n('sk-SK', JSON.parse(readFileSync(file, 'utf8')) as Dictionary);
    for (const key of ['carListCount', 'brandFilterCount'])
      expect([0, 1, 3, 5].map((count) => i18n.t(key, { count }))).toEqual([
        '0 áut',
        '1 auto',
        '3 autá',
        '5 áut',
      ]);
  });
});
