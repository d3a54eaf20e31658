import { describe, expect, it } from 'vitest';
import {
  clampOffset,
  draggedOffset,
  initialOffset,
  isClick,
  offsetShowing,
  panelEnd,
  releasedOffset,
  steppedOffset,
} from './similarCarsDrag';

/** Eight cards (330 each, the last without its gap: 2,624 px) in a panel 1,000 px wide. */
const end = panelEnd(8, 1000);

describe('similar cars panel ends', () => {
  it('ends where the last card meets the right edge, or at 0 when every card fits', () => {
    expect(end).toBe(1000 - 2624);
    expect(panelEnd(3, 1000)).toBe(0);
    expect(panelEnd(3, 974)).toBe(0);
    expect(panelEnd(3, 973)).toBe(-1);
  });

  it('keeps an offset between the first card in view and the last', () => {
    expect(clampOffset(250, end)).toBe(0);
    expect(clampOffset(-5000, end)).toBe(end);
    expect(clampOffset(-400, end)).toBe(-400);
  });
});

describe('similar cars panel default offset', () => {
  it('rests at -80 first, with the first card tucked under the left edge', () => {
    expect(initialOffset(end)).toBe(-80);
  });

  it('rests at 0 when every card fits, and at the end when less than 80 px is hidden', () => {
    expect(initialOffset(0)).toBe(0);
    expect(initialOffset(-30)).toBe(-30);
  });
});

describe('similar cars panel buttons', () => {
  it('move one card each way and stop at the ends', () => {
    expect(steppedOffset(-80, 1, end)).toBe(-410);
    expect(steppedOffset(-410, -1, end)).toBe(-80);
    expect(steppedOffset(-80, -1, end)).toBe(0);
    expect(steppedOffset(-1400, 1, end)).toBe(end);
    expect(steppedOffset(end, 1, end)).toBe(end);
  });
});

describe('similar cars panel drag', () => {
  it('follows the pointer but never past either end', () => {
    expect(draggedOffset(-410, -50, end)).toBe(-460);
    expect(draggedOffset(-80, 300, end)).toBe(0);
    expect(draggedOffset(end, -200, end)).toBe(end);
  });

  it('moves one card in the drag direction after more than 30 percent of a card (99 px)', () => {
    expect(releasedOffset(-410, -100, end)).toBe(-740);
    expect(releasedOffset(-410, 100, end)).toBe(-80);
  });

  it('snaps back after 30 percent or less, whichever way', () => {
    expect(releasedOffset(-410, -99, end)).toBe(-410);
    expect(releasedOffset(-410, 99, end)).toBe(-410);
    expect(releasedOffset(-410, 0, end)).toBe(-410);
  });

  it('moves only one card however far the drag went, and stops at the ends', () => {
    expect(releasedOffset(-410, -900, end)).toBe(-740);
    expect(releasedOffset(-80, 500, end)).toBe(0);
    expect(releasedOffset(end, -500, end)).toBe(end);
  });
});

describe('similar cars panel click or drag', () => {
  it('is a click below 5 px of movement, in any direction', () => {
    expect(isClick(0, 0)).toBe(true);
    expect(isClick(4, 0)).toBe(true);
    expect(isClick(3, -3)).toBe(true);
  });

  it('is a drag from 5 px on, in any direction', () => {
    expect(isClick(5, 0)).toBe(false);
    expect(isClick(-4, 4)).toBe(false);
    expect(isClick(0, 12)).toBe(false);
  });
});

describe('similar cars panel focus', () => {
  it('leaves the track where it is when the focused card is wholly in view', () => {
    expect(offsetShowing(-410, 2, 1000, end)).toBe(-410);
  });

  it('brings a card cut at the left edge into view from the left', () => {
    expect(offsetShowing(-80, 0, 1000, end)).toBe(0);
    expect(offsetShowing(-740, 1, 1000, end)).toBe(-330);
  });

  it('brings a card past the right edge in with its right edge at the panel edge', () => {
    expect(offsetShowing(-80, 3, 1000, end)).toBe(1000 - (3 * 330 + 314));
    expect(offsetShowing(0, 7, 1000, end)).toBe(end);
  });
});
