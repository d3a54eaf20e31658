// @vitest-environment jsdom
import { fireEvent, screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { SWIPE_THRESHOLD_PX } from '../../ui/browser/useSwipe';
import { testCars } from '../../tests/fixtures/testCar';
import { componentFieldsValidator } from '../../runtime/config/schemaValidator';
import { layoutWith, renderSitePage } from '../../tests/render/renderSitePage';
import type { CarOfTheWeekData } from './CarOfTheWeek';
import fieldsSchema from './carOfTheWeek.schema.json';
import type { CarOfTheWeekFields } from './fields.generated';

function page(fields: CarOfTheWeekFields) {
  const layout = layoutWith([{ uid: 'cotw', componentName: 'CarOfTheWeek', fields }]);
  const route = layout.sitecore.route;
  if (route) route.placeholders = { header: [], footer: [], ...route.placeholders };
  return layout;
}

const renderCarOfTheWeek = (data: CarOfTheWeekData, fields: CarOfTheWeekFields = {}) =>
  renderSitePage(page(fields), { renderingData: { data: { cotw: data }, failed: [] } });

const cars = testCars(4, 5001);
const carousel = () => screen.getByRole('region', { name: 'Veckans bil' });
/** The cards assistive technology can reach (one at a time in jsdom, which has no wide screens). */
const shown = () =>
  screen
    .getAllByRole('group')
    .map((slide) => within(slide).getByRole('heading').textContent?.split(' D4')[0]);

beforeAll(() => {
  // jsdom has no pointer capture; the swipe captures a dragging pointer.
  Element.prototype.setPointerCapture = () => undefined;
});

describe('CarOfTheWeek field schema', () => {
  it('accepts a title and a text, nothing else', () => {
    const validate = componentFieldsValidator(fieldsSchema);
    expect(validate({ Title: { value: 'Veckans bilar' }, Text: { value: 'Handplockade.' } })).toBe(true);
    expect(validate({})).toBe(true);
    expect(validate({ Cars: { value: 3 } })).toBe(false);
  });
});

describe('CarOfTheWeek', () => {
  it('renders nothing without cars', () => {
    const { container } = renderCarOfTheWeek({ cars: [] }, { Title: { value: 'Veckans bil' } });
    expect(container.querySelector('section')).toBeNull();
    expect(screen.queryByRole('heading')).toBeNull();
  });

  it('shows the cars as cards under the title, with a link to the car list', () => {
    renderCarOfTheWeek(
      { cars },
      { Title: { value: 'Handplockat' }, Text: { value: 'Fyra bilar i veckan.' } },
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Handplockat' })).toBeTruthy();
    expect(screen.getByText('Fyra bilar i veckan.')).toBeTruthy();
    const slides = screen.getAllByRole('group', { hidden: true });
    expect(slides.map((slide) => slide.getAttribute('aria-label'))).toEqual([
      '1 av 4',
      '2 av 4',
      '3 av 4',
      '4 av 4',
    ]);
    expect(screen.getByRole('link', { name: 'Volvo V5001 D4 Momentum 5001' }).getAttribute('href')).toBe(
      `/bil/5001/${cars[0]?.slug}`,
    );
    expect(screen.getByRole('link', { name: 'Se alla bilar' }).getAttribute('href')).toBe('/bilar');
    expect(screen.queryByRole('button', { name: /^Jämför/ })).toBeNull();
  });

  it('falls back to the dictionary heading without a title', () => {
    renderCarOfTheWeek({ cars });
    expect(screen.getByRole('heading', { level: 2, name: 'Veckans bil' })).toBeTruthy();
    expect(carousel().getAttribute('aria-roledescription')).toBe('karusell');
  });

  it('next and previous turn one card at a time and go round; hidden cards are inert', () => {
    const { container } = renderCarOfTheWeek({ cars });
    expect(shown()).toEqual(['Volvo V5001']);
    const next = screen.getByRole('button', { name: 'Nästa bil' });
    fireEvent.click(next);
    expect(shown()).toEqual(['Volvo V5002']);
    fireEvent.click(next);
    fireEvent.click(next);
    fireEvent.click(next);
    expect(shown()).toEqual(['Volvo V5001']);
    fireEvent.click(screen.getByRole('button', { name: 'Föregående bil' }));
    expect(shown()).toEqual(['Volvo V5004']);
    const hidden = container.querySelectorAll('[aria-hidden="true"][inert]');
    expect(hidden).toHaveLength(3);
  });

  it('turns with the arrow keys and by swiping', () => {
    renderCarOfTheWeek({ cars });
    fireEvent.keyDown(carousel(), { key: 'ArrowRight' });
    expect(shown()).toEqual(['Volvo V5002']);
    fireEvent.keyDown(carousel(), { key: 'ArrowLeft' });
    expect(shown()).toEqual(['Volvo V5001']);
    const region = carousel();
    fireEvent.pointerDown(region, { pointerId: 1, isPrimary: true, button: 0, clientX: 300, clientY: 100 });
    fireEvent.pointerMove(region, { pointerId: 1, clientX: 200, clientY: 100 });
    fireEvent.pointerUp(region, { pointerId: 1, clientX: 300 - SWIPE_THRESHOLD_PX, clientY: 100 });
    expect(shown()).toEqual(['Volvo V5002']);
  });

  it('uses the market dictionary', () => {
    renderSitePage(page({}), {
      renderingData: { data: { cotw: { cars } }, failed: [] },
      dictionary: {
        carOfTheWeekHeading: 'Car of the week',
        carOfTheWeekNext: 'Next car',
        carOfTheWeekShowAll: 'See all cars',
      },
    });
    expect(screen.getByRole('heading', { level: 2, name: 'Car of the week' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Next car' }));
    expect(shown()).toEqual(['Volvo V5002']);
    expect(screen.getByRole('link', { name: 'See all cars' })).toBeTruthy();
  });
});
