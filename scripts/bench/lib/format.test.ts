import { describe, expect, it } from 'vitest';
import { loadAverageFigure } from './format';

describe('the figures of a run', () => {
  it('come with how busy the machine was', () => {
    expect(loadAverageFigure({ start: [7.44, 6.1, 4.6], end: [9.02, 8, 6] })).toBe(
      'load average 7.4 at the start, 9.0 at the end (1 minute)',
    );
  });
});
