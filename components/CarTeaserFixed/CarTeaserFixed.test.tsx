// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { componentFieldsValidator } from '../../runtime/config/schemaValidator';
import { testCars } from '../../tests/fixtures/testCar';
import { layoutWith, renderSitePage } from '../../tests/render/renderSitePage';
import { toCarCardRecord } from '../../ui';
import type { CarTeaserFixedData } from './CarTeaserFixed';
import fieldsSchema from './carTeaserFixed.schema.json';
import type { CarTeaserFixedFields } from './fields.generated';

const cars = testCars(5, 3001).map(toCarCardRecord);

function renderTeaser(
  data: CarTeaserFixedData,
  fields: CarTeaserFixedFields = { Title: { value: 'Utvalda bilar' } },
) {
  const layout = layoutWith([{ uid: 'fixed', componentName: 'CarTeaserFixed', fields: { ...fields } }]);
  const route = layout.sitecore.route;
  if (route) route.placeholders = { header: [], footer: [], ...route.placeholders };
  return renderSitePage(layout, { renderingData: { data: { fixed: data }, failed: [] } });
}

/** The list of cards (each card has a list of facts of its own). */
const cardGrid = () =>
  screen.getAllByRole('list').find((list) => list.querySelector(':scope > li > article')) as HTMLElement;

/** The CSS rules emotion wrote for an element's classes. */
function rulesOf(element: Element): string {
  const classes = [...element.classList];
  return [...document.querySelectorAll('style')]
    .flatMap((style) => [...(style.sheet?.cssRules ?? [])])
    .map((rule) => rule.cssText)
    .filter((text) => classes.some((name) => text.includes(`.${name}`)))
    .join('\n');
}

describe('CarTeaserFixed field schema', () => {
  it('takes a title, the ids and a link, nothing else', () => {
    const validate = componentFieldsValidator(fieldsSchema);
    expect(
      validate({
        Title: { value: 'Utvalda' },
        CarIds: { value: '3001, 3002' },
        Link: { value: { href: '/bilar' } },
      }),
    ).toBe(true);
    expect(validate({ Cars: { value: '3001' } })).toBe(false);
  });
});

describe('CarTeaserFixed', () => {
  it('shows the car list’s cards in the given order, each linking to its car page', () => {
    renderTeaser({ cars });
    expect(screen.getByRole('region', { name: 'Utvalda bilar' }).contains(cardGrid())).toBe(true);
    const items = [...cardGrid().children] as HTMLElement[];
    expect(items).toHaveLength(5);
    const links = items.map((item) => within(item).getAllByRole('link')[0]?.getAttribute('href'));
    expect(links).toEqual(cars.map((car) => `/bil/${car.car_id}/${car.slug}`));
    expect(within(items[0] as HTMLElement).getByText('449 900 kr')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Jämför/ })).toBeNull();
  });

  it('lays the cards out in 1, 2, 3 and 4 columns from 0, 600, 900 and 1200 px', () => {
    renderTeaser({ cars });
    const rules = rulesOf(cardGrid());
    expect(rules).toMatch(/grid-template-columns: 1fr/);
    expect(rules).toMatch(/min-width: ?600px\)[^}]*\{[^}]*repeat\(2, minmax\(0, 1fr\)\)/);
    expect(rules).toMatch(/min-width: ?900px\)[^}]*\{[^}]*repeat\(3, minmax\(0, 1fr\)\)/);
    expect(rules).toMatch(/min-width: ?1200px\)[^}]*\{[^}]*repeat\(4, minmax\(0, 1fr\)\)/);
  });

  it('shows the optional button beside the title', () => {
    renderTeaser(
      { cars },
      { Title: { value: 'Utvalda' }, Link: { value: { href: '/bilar', text: 'Alla bilar' } } },
    );
    expect(screen.getByRole('link', { name: 'Alla bilar' }).getAttribute('href')).toBe('/bilar');
  });

  it('renders nothing when none of the cars is in stock', () => {
    const { container } = renderTeaser({ cars: [] });
    expect(container.querySelector('section')).toBeNull();
    expect(screen.queryByRole('heading')).toBeNull();
  });
});
