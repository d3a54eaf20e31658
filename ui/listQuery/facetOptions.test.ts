import { describe, expect, it } from 'vitest';
import type { Facet } from '../../runtime';
import { testSite } from '../../tests/fixtures/testSite';
import { carListConfig } from '../carList/carListConfig';
import { facetOptions } from './facetOptions';
import { defaultListQueryState } from './listQueryState';

const site = testSite({
  carList: { ...testSite().carList, facets: ['car_brand>car_model', 'car_brand_code', 'car_body'] },
});
const state = {
  ...defaultListQueryState(carListConfig(site)),
  filters: { car_brand: ['Volvo'], car_brand_code: ['VW', 'VW_TR'] },
};

describe('facetOptions', () => {
  it('lists plain values with counts and their toggled state', () => {
    const facet: Facet = { name: 'car_body', type: 'value', value: [{ text: 'SUV', count: 3 }] };
    const [suv] = facetOptions(facet, state, carListConfig(site));
    expect(suv).toMatchObject({ id: 'SUV', label: 'SUV', count: 3, selected: false });
    expect(suv?.toggled.filters.car_body).toEqual(['SUV']);
  });

  it('collapses brand codes: one option selects all of its codes', () => {
    const facet: Facet = {
      name: 'car_brand_code',
      type: 'value',
      value: [
        { text: 'FI', count: 1 },
        { text: 'FI_TR', count: 2 },
        { text: 'VW', count: 3 },
        { text: 'VW_TR', count: 4 },
      ],
    };
    const options = facetOptions(facet, state, carListConfig(site));
    expect(options.map(({ label, count, selected }) => ({ label, count, selected }))).toEqual([
      { label: 'FI', count: 1, selected: false },
      { label: 'FI_TR', count: 2, selected: false },
      { label: 'VW', count: 7, selected: true },
    ]);
    expect(options[2]?.toggled.filters.car_brand_code).toBeUndefined();
    expect(
      facetOptions(facet, defaultListQueryState(carListConfig(site)), carListConfig(site))[2]?.toggled.filters
        .car_brand_code,
    ).toEqual(['VW', 'VW_TR']);
  });

  it('nests a hierarchy’s children under each value', () => {
    const facet: Facet = {
      name: 'car_brand>car_model',
      type: 'value',
      value: [{ text: 'Volvo', count: 2, children: [{ text: 'XC60', count: 2 }] }],
    };
    const [volvo] = facetOptions(facet, state, carListConfig(site));
    expect(volvo).toMatchObject({
      label: 'Volvo',
      selected: true,
      children: [{ label: 'XC60', selected: false }],
    });
    expect(volvo?.children?.[0]?.toggled.filters).toMatchObject({
      car_brand: ['Volvo'],
      car_model: ['XC60'],
    });
    expect(volvo?.toggled.filters.car_brand).toBeUndefined();
  });
});
