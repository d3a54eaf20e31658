import { describe, expect, it } from 'vitest';
import { didYouMean, editDistance, nearestName } from './nearMiss';

describe('editDistance', () => {
  it('counts a letter left out, added or changed, and two neighbours swapped, as one edit each', () => {
    expect(editDistance('carList', 'carList')).toBe(0);
    expect(editDistance('carLst', 'carList')).toBe(1);
    expect(editDistance('carrList', 'carList')).toBe(1);
    expect(editDistance('carlist', 'carList')).toBe(1);
    expect(editDistance('carLsit', 'carList')).toBe(1);
    expect(editDistance('carLsti', 'carList')).toBe(2);
  });

  it('stops at one past its limit', () => {
    expect(editDistance('Carousel3D', 'Carousel')).toBe(2);
    expect(editDistance('HeroBanner', 'Footer')).toBe(3);
    expect(editDistance('abcdef', 'uvwxyz', 4)).toBe(5);
  });
});

describe('nearestName', () => {
  const flags = ['carDetailLayout', 'carsOnShowExtras', 'networkShutdownNote', 'financeQuotes'];

  it('names the closest known name within two edits', () => {
    expect(nearestName('networkShutdownNot', flags)).toBe('networkShutdownNote');
    expect(nearestName('financeQoutes', flags)).toBe('financeQuotes');
    expect(nearestName('RichTxt', ['RichText', 'PageIntro'])).toBe('RichText');
  });

  it('prefers the nearer of two candidates, and the first listed among equals', () => {
    expect(nearestName('Blurbs', ['Blurb', 'Blurbss'])).toBe('Blurb');
    expect(nearestName('ab', ['ax', 'ay'])).toBe('ax');
  });

  it('names nothing for a name further away, or for the name itself', () => {
    expect(nearestName('hideEverything', flags)).toBeUndefined();
    expect(nearestName('financeQuotes', ['financeQuotes'])).toBeUndefined();
    expect(didYouMean('hideEverything', flags)).toBe('');
    expect(didYouMean('carDetailLayot', flags)).toBe(' (did you mean "carDetailLayout"?)');
  });
});
