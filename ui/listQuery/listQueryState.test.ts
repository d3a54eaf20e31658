import { describe, expect, it } from 'vitest';
import { testSite } from '../../tests/fixtures/testSite';
import { carListConfig } from '../carList/carListConfig';
import {
  listFilterFields,
  type ListQueryState,
  defaultListQueryState,
  hasCriteria,
  normaliseFilters,
  toggleFilterValues,
  toggleHierarchyValue,
  withFilterValues,
  withKeyphrase,
  withoutCriteria,
  withoutFilterValue,
  withSort,
} from './listQueryState';

const config = carListConfig(testSite());
const onPage = (page: number, state: Partial<ListQueryState> = {}): ListQueryState => ({
  ...defaultListQueryState(config),
  page,
  ...state,
});

describe('car list state', () => {
  it('filters on the facets’ fields in panel order, then the link filters', () => {
    expect(listFilterFields(config)).toEqual([
      'car_brand',
      'car_model',
      'car_body',
      'car_fuel',
      'car_gearbox',
      'car_price',
      'car_mileage',
      'car_year',
      'car_brand_code',
      'car_site_name',
    ]);
  });

  it('normalises filters: panel order, sorted unique values, no empty or unknown fields', () => {
    expect(
      normaliseFilters(
        { car_fuel: ['El', 'Diesel', 'El'], car_body: [], car_brand: ['Volvo'], x: ['y'] },
        config,
      ),
    ).toEqual({ car_brand: ['Volvo'], car_fuel: ['Diesel', 'El'] });
  });

  it('resets the page on every change of what is searched for', () => {
    expect(withFilterValues(onPage(4), 'car_body', ['SUV'], config)).toEqual(
      onPage(0, { filters: { car_body: ['SUV'] } }),
    );
    expect(withSort(onPage(4), 'car_price_asc')).toEqual(onPage(0, { sortName: 'car_price_asc' }));
    expect(withKeyphrase(onPage(2), ' drag ', {}, config)).toEqual(onPage(0, { keyphrase: 'drag' }));
    expect(
      withoutCriteria(onPage(2, { keyphrase: 'a', filters: { car_body: ['SUV'] }, sortName: 'x' })),
    ).toEqual(onPage(0, { sortName: 'x' }));
  });

  it('toggles values, several at once (a collapsed brand code selects both codes)', () => {
    const one = toggleFilterValues(onPage(0), 'car_brand_code', ['VW', 'VW_TR'], config);
    expect(one.filters).toEqual({ car_brand_code: ['VW', 'VW_TR'] });
    expect(toggleFilterValues(one, 'car_brand_code', ['VW', 'VW_TR'], config).filters).toEqual({});
    const partly = onPage(0, { filters: { car_brand_code: ['VW'] } });
    expect(toggleFilterValues(partly, 'car_brand_code', ['VW', 'VW_TR'], config).filters).toEqual({
      car_brand_code: ['VW', 'VW_TR'],
    });
  });

  it('unselects a brand’s models with the brand', () => {
    const fields = ['car_brand', 'car_model'];
    const volvo = { text: 'Volvo', children: [{ text: 'XC60' }, { text: 'V60' }] };
    const selected = onPage(1, {
      filters: { car_brand: ['Kia', 'Volvo'], car_model: ['Niro', 'XC60'], car_body: ['SUV'] },
    });
    expect(toggleHierarchyValue(selected, fields, 0, volvo, config)).toEqual(
      onPage(0, { filters: { car_brand: ['Kia'], car_model: ['Niro'], car_body: ['SUV'] } }),
    );
    expect(toggleHierarchyValue(onPage(0), fields, 0, volvo, config).filters).toEqual({
      car_brand: ['Volvo'],
    });
    expect(toggleHierarchyValue(selected, fields, 1, { text: 'V60' }, config).filters.car_model).toEqual([
      'Niro',
      'V60',
      'XC60',
    ]);
  });

  it('adds the filters a keyphrase brought to those chosen', () => {
    const state = withKeyphrase(
      onPage(0, { filters: { car_brand: ['Kia'] } }),
      'drag',
      { car_brand: ['Volvo'], car_fuel: ['El'] },
      config,
    );
    expect(state).toEqual(
      onPage(0, { keyphrase: 'drag', filters: { car_brand: ['Kia', 'Volvo'], car_fuel: ['El'] } }),
    );
    expect(hasCriteria(state)).toBe(true);
    expect(hasCriteria(defaultListQueryState(config))).toBe(false);
  });
});

describe('withoutFilterValue', () => {
  const facets = [
    {
      name: 'car_brand>car_model',
      type: 'value' as const,
      value: [
        {
          text: 'Volvo',
          count: 2,
          children: [
            { text: 'XC60', count: 1 },
            { text: 'V60', count: 1 },
          ],
        },
      ],
    },
  ];

  it('removes one value, and a brand with its models', () => {
    const state = onPage(2, {
      filters: { car_brand: ['Kia', 'Volvo'], car_model: ['Niro', 'XC60'], car_body: ['Kombi', 'SUV'] },
    });
    expect(withoutFilterValue(state, 'car_body', 'SUV', facets, config)).toEqual(
      onPage(0, {
        filters: { car_brand: ['Kia', 'Volvo'], car_model: ['Niro', 'XC60'], car_body: ['Kombi'] },
      }),
    );
    expect(withoutFilterValue(state, 'car_brand', 'Volvo', facets, config).filters).toEqual({
      car_brand: ['Kia'],
      car_model: ['Niro'],
      car_body: ['Kombi', 'SUV'],
    });
    expect(withoutFilterValue(state, 'car_model', 'Niro', facets, config).filters.car_model).toEqual([
      'XC60',
    ]);
    expect(withoutFilterValue(state, 'car_body', 'Sedan', facets, config)).toBe(state);
  });
});
