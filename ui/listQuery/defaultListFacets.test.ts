import { describe, expect, it } from 'vitest';
import type { Facet } from '../../runtime';
import { defaultListFacets } from './defaultListFacets';

describe('the static page’s facets', () => {
  it('keeps a histogram’s extent and no nested values: the default list selects nothing', () => {
    const facets: Facet[] = [
      {
        name: 'car_brand>car_model',
        type: 'value',
        value: [{ text: 'Volvo', count: 3, children: [{ text: 'XC60', count: 3 }] }],
      },
      {
        name: 'car_price',
        type: 'histogram',
        value: [
          { min: 100, max: 200, count: 1 },
          { min: 200, max: 300, count: 2 },
          { min: 300, max: 400, count: 3 },
        ],
      },
    ];
    expect(defaultListFacets(facets)).toEqual([
      { name: 'car_brand>car_model', type: 'value', value: [{ text: 'Volvo', count: 3 }] },
      {
        name: 'car_price',
        type: 'histogram',
        value: [
          { min: 100, max: 200, count: 1 },
          { min: 300, max: 400, count: 3 },
        ],
      },
    ]);
  });
});
