// @vitest-environment jsdom
import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { testCars } from '../../tests/fixtures/testCar';
import { testSite } from '../../tests/fixtures/testSite';
import { carDetailHref } from './carLinks';
import { renderWithSite } from '../../tests/render/renderWithSite';
import { SimilarCars } from './SimilarCars';
import { stubMatchMedia } from '../../tests/render/stubMatchMedia';

const cars = testCars(8, 3001);
/** The panel is 1,000 px wide: eight cards (2,624 px) run past it, the last rests at 1000 - 2624. */
const PANEL_WIDTH = 1000;

const region = () => screen.getByRole('region', { name: 'Liknande bilar' });
/** Where the list of cards (the region's child) is moved to. */
const offset = (panel: HTMLElement) => (panel.firstElementChild as HTMLElement).style.transform;
const previous = () => screen.getByRole('button', { name: 'Föregående bil' });
const next = () => screen.getByRole('button', { name: 'Nästa bil' });

/** `large`: whether the lg breakpoint matches. */
function stubScreen(large: boolean) {
  stubMatchMedia(() => large);
}

/** A press at x = 500, moves to each x in turn, and a release at the last. */
function drag(target: HTMLElement, ...xs: number[]) {
  fireEvent.pointerDown(target, { pointerId: 1, isPrimary: true, button: 0, clientX: 500, clientY: 200 });
  for (const x of xs) fireEvent.pointerMove(target, { pointerId: 1, clientX: x, clientY: 200 });
  fireEvent.pointerUp(target, { pointerId: 1, clientX: xs.at(-1) ?? 500, clientY: 200 });
}

beforeAll(() => {
  // jsdom has no pointer capture and no layout: the panel captures a dragging pointer and reads its width.
  Element.prototype.setPointerCapture = () => undefined;
  Object.defineProperty(HTMLElement.prototype, 'clientWidth', { configurable: true, get: () => PANEL_WIDTH });
});

afterEach(() => {
  Reflect.deleteProperty(window, 'matchMedia');
});

describe('SimilarCars', () => {
  it('renders nothing without cars', () => {
    stubScreen(true);
    const { container } = renderWithSite(<SimilarCars heading="Liknande bilar" cars={[]} />);
    expect(container.innerHTML).toBe('');
  });

  it('shows each car as a card whose link opens the car page, in a labelled region keyboard users can reach', () => {
    renderWithSite(<SimilarCars heading="Liknande bilar" cars={cars} />);
    const panel = region();
    expect(screen.getByRole('heading', { level: 2, name: 'Liknande bilar' })).toBeTruthy();
    expect(panel.tabIndex).toBe(0);
    const links = within(panel).getAllByRole('link');
    expect(links).toHaveLength(8);
    expect(links.map((link) => link.getAttribute('href'))).toEqual(
      cars.map((car) => carDetailHref(testSite(), 'sv-SE', car)),
    );
    expect(within(panel).getAllByRole('heading', { level: 3 })[7]?.textContent).toContain('Volvo V3008');
  });
});

describe('SimilarCars row', () => {
  it('is a scrollable row without buttons on small screens', () => {
    stubScreen(false);
    renderWithSite(<SimilarCars heading="Liknande bilar" cars={cars} />);
    const panel = region();
    expect(panel.dataset.mode).toBe('row');
    expect(offset(panel)).toBe('');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('stays a row on large screens when asked for the row (the not-found view)', () => {
    stubScreen(true);
    renderWithSite(<SimilarCars heading="Liknande bilar" cars={cars} variant="row" />);
    const panel = region();
    expect(panel.dataset.mode).toBe('row');
    expect(screen.queryByRole('button')).toBeNull();
  });
});

describe('SimilarCars panel', () => {
  beforeEach(() => stubScreen(true));

  it('starts with the first card tucked 80 px under the left edge', () => {
    renderWithSite(<SimilarCars heading="Liknande bilar" cars={cars} />);
    const panel = region();
    expect(panel.dataset.mode).toBe('panel');
    expect(offset(panel)).toBe('translateX(-80px)');
  });

  it('moves one card a press of next or previous', () => {
    renderWithSite(<SimilarCars heading="Liknande bilar" cars={cars} />);
    const panel = region();
    fireEvent.click(next());
    expect(offset(panel)).toBe('translateX(-410px)');
    fireEvent.click(previous());
    expect(offset(panel)).toBe('translateX(-80px)');
  });

  it('stops at both ends and marks the button of the end reached', () => {
    // Four cards (1,304 px) in 1,000 px: the end is at -304.
    renderWithSite(<SimilarCars heading="Liknande bilar" cars={cars.slice(0, 4)} />);
    const panel = region();
    fireEvent.click(previous());
    expect(offset(panel)).toBe('translateX(0px)');
    expect(previous().getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(previous());
    expect(offset(panel)).toBe('translateX(0px)');
    fireEvent.click(next());
    fireEvent.click(next());
    expect(offset(panel)).toBe('translateX(-304px)');
    expect(next().getAttribute('aria-disabled')).toBe('true');
    expect(previous().getAttribute('aria-disabled')).toBeNull();
  });

  it('moves with the arrow keys while the panel has focus', () => {
    renderWithSite(<SimilarCars heading="Liknande bilar" cars={cars} />);
    const panel = region();
    fireEvent.keyDown(panel, { key: 'ArrowRight' });
    expect(offset(panel)).toBe('translateX(-410px)');
    fireEvent.keyDown(panel, { key: 'ArrowLeft' });
    expect(offset(panel)).toBe('translateX(-80px)');
  });

  it('follows a dragging pointer, then moves one card past 30 percent of a card', () => {
    renderWithSite(<SimilarCars heading="Liknande bilar" cars={cars} />);
    const panel = region();
    fireEvent.pointerDown(panel, { pointerId: 1, isPrimary: true, button: 0, clientX: 500, clientY: 200 });
    fireEvent.pointerMove(panel, { pointerId: 1, clientX: 450, clientY: 200 });
    expect(offset(panel)).toBe('translateX(-130px)');
    fireEvent.pointerMove(panel, { pointerId: 1, clientX: 380, clientY: 200 });
    fireEvent.pointerUp(panel, { pointerId: 1, clientX: 380, clientY: 200 });
    expect(offset(panel)).toBe('translateX(-410px)');
  });

  it('snaps back after a short drag, and never drags past the start', () => {
    renderWithSite(<SimilarCars heading="Liknande bilar" cars={cars} />);
    const panel = region();
    drag(panel, 450, 420);
    expect(offset(panel)).toBe('translateX(-80px)');
    fireEvent.pointerDown(panel, { pointerId: 1, isPrimary: true, button: 0, clientX: 500, clientY: 200 });
    fireEvent.pointerMove(panel, { pointerId: 1, clientX: 900, clientY: 200 });
    expect(offset(panel)).toBe('translateX(0px)');
  });

  it('follows the link of a card pressed with less than 5 px of movement, not of one dragged', () => {
    // A click the panel lets through reaches the link and bubbles on to the page.
    const followed = vi.fn();
    renderWithSite(
      <div onClick={followed}>
        <SimilarCars heading="Liknande bilar" cars={cars} />
      </div>,
    );
    const panel = region();
    const link = within(panel).getAllByRole('link')[1] as HTMLElement;
    drag(link, 497);
    fireEvent.click(link);
    expect(followed).toHaveBeenCalledTimes(1);
    drag(link, 490);
    fireEvent.click(link);
    expect(followed).toHaveBeenCalledTimes(1);
    expect(offset(panel)).toBe('translateX(-80px)');
  });

  it('brings a card reached with the keyboard into view', () => {
    renderWithSite(<SimilarCars heading="Liknande bilar" cars={cars} />);
    const panel = region();
    const links = within(panel).getAllByRole('link');
    act(() => links[0]?.focus());
    expect(offset(panel)).toBe('translateX(0px)');
    act(() => links[4]?.focus());
    expect(offset(panel)).toBe(`translateX(${PANEL_WIDTH - (4 * 330 + 314)}px)`);
  });
});
