import { describe, expect, it } from 'vitest';
import { regionLabel } from './regionLabel';

describe('regionLabel', () => {
  it('adds the first item’s title so two regions on a page are told apart', () => {
    expect(regionLabel('Bildspel', [{ fields: { Title: { value: 'Volvo EX30' } } }, { fields: {} }])).toBe(
      'Bildspel: Volvo EX30',
    );
  });

  it('keeps the plain label without a titled first item', () => {
    expect(regionLabel('Bildspel', [])).toBe('Bildspel');
    expect(regionLabel('Bildspel', [{ fields: { Title: { value: '' } } }])).toBe('Bildspel');
  });
});
