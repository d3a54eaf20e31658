import { describe, expect, it } from 'vitest';
import { slugToken, slugify } from './slugify';

describe('slugify', () => {
  it('transliterates Nordic and Slovak letters to lower-case ASCII', () => {
    expect(slugify('Göteborg Ærøskøbing Škoda Žilina Tønsberg')).toBe(
      'goteborg-aeroskobing-skoda-zilina-tonsberg',
    );
    expect(slugify('4-serie Coupé ë-C3')).toBe('4-serie-coupe-e-c3');
  });

  it('makes a single dash-free token for the fixed parts of a slug', () => {
    expect(slugToken('Plug-in hybrid')).toBe('pluginhybrid');
    expect(slugToken('Kombi 5-dørs')).toBe('kombi5dors');
  });
});
