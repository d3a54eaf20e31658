// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { componentFieldsValidator } from '../../runtime/config/schemaValidator';
import { testCars } from '../../tests/fixtures/testCar';
import { layoutWith, renderSitePage } from '../../tests/render/renderSitePage';
import { toCarCardRecord } from '../../ui';
import type { CarTeaserQueryData } from './CarTeaserQuery';
import fieldsSchema from './carTeaserQuery.schema.json';
import type { CarTeaserQueryFields } from './fields.generated';

const data: CarTeaserQueryData = {
  cars: testCars(6, 4001).map(toCarCardRecord),
  carListHref: '/bilar?car_fuel=El',
};

function renderTeaser(
  teaser: CarTeaserQueryData,
  fields: CarTeaserQueryFields = { Title: { value: 'Nya elbilar' } },
) {
  const layout = layoutWith([{ uid: 'query', componentName: 'CarTeaserQuery', fields: { ...fields } }]);
  const route = layout.sitecore.route;
  if (route) route.placeholders = { header: [], footer: [], ...route.placeholders };
  return renderSitePage(layout, { renderingData: { data: { query: teaser }, failed: [] } });
}

const row = (name: string) => screen.getByRole('group', { name });
const cssOf = () =>
  [...document.querySelectorAll('style')]
    .flatMap((style) => [...(style.sheet?.cssRules ?? [])])
    .map((rule) => rule.cssText)
    .join('\n');

describe('CarTeaserQuery field schema', () => {
  it('takes the title, the search, its size and a link', () => {
    const validate = componentFieldsValidator(fieldsSchema);
    expect(
      validate({
        Title: { value: 'Nya elbilar' },
        Filters: { value: 'car_fuel=El' },
        Sort: { value: 'car_publishdate_desc' },
        NumberOfCars: { value: '8' },
        Limit: { value: '' },
        Link: { value: { href: '/bilar' } },
      }),
    ).toBe(true);
    expect(validate({ Query: { value: 'x' } })).toBe(false);
  });
});

describe('CarTeaserQuery', () => {
  it('shows the cars as the car list’s cards in a keyboard-scrollable row named by the title', () => {
    renderTeaser(data);
    expect(screen.getByRole('heading', { level: 2, name: 'Nya elbilar' })).toBeTruthy();
    const cars = row('Nya elbilar');
    expect(cars.getAttribute('tabindex')).toBe('0');
    const cards = within(cars).getAllByRole('article');
    expect(cards).toHaveLength(6);
    expect(within(cards[0] as HTMLElement).getByRole('heading', { level: 3 }).textContent).toContain(
      'Volvo V4001',
    );
    expect(
      within(cards[0] as HTMLElement)
        .getAllByRole('link')[0]
        ?.getAttribute('href'),
    ).toBe(`/bil/4001/${data.cars[0]?.slug}`);
  });

  it('makes each card 315 px wide (spec 002 §9), snapping as the row scrolls', () => {
    renderTeaser(data);
    const css = cssOf();
    expect(css).toMatch(/flex: 0 0 315px[^}]*scroll-snap-align: start/);
    expect(css).toMatch(/overflow-x: auto[^}]*scroll-snap-type: x mandatory/);
  });

  it('offers the car list showing the same search when the block has no link of its own', () => {
    renderTeaser(data);
    expect(screen.getByRole('link', { name: 'Visa alla bilar' }).getAttribute('href')).toBe(
      '/bilar?car_fuel=El',
    );
  });

  it('shows the block’s own link instead', () => {
    renderTeaser(data, {
      Title: { value: 'Nya elbilar' },
      Link: { value: { href: '/elbil', text: 'Allt om elbil' } },
    });
    expect(screen.getByRole('link', { name: 'Allt om elbil' }).getAttribute('href')).toBe('/elbil');
    expect(screen.queryByRole('link', { name: 'Visa alla bilar' })).toBeNull();
  });

  it('names the row without a title', () => {
    renderTeaser(data, {});
    expect(row('Bilar')).toBeTruthy();
  });

  it('renders nothing without cars', () => {
    const { container } = renderTeaser({ ...data, cars: [] });
    expect(container.querySelector('section')).toBeNull();
    expect(screen.queryByRole('link')).toBeNull();
  });
});
