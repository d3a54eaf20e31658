import { describe, expect, it } from 'vitest';
import type { Facet } from '../../schemas/generated/searchResponse';
import { splitKeyphrase } from './splitKeyphrase';

const facets: Facet[] = [
  {
    name: 'car_brand>car_model',
    type: 'value',
    value: [
      {
        text: 'Volvo',
        count: 3,
        children: [
          { text: 'XC60', count: 2 },
          { text: 'V60', count: 1 },
        ],
      },
      { text: 'Land Rover', count: 1, children: [{ text: 'Range Rover Evoque', count: 1 }] },
      { text: 'Kia', count: 1, children: [{ text: 'Niro', count: 1 }] },
    ],
  },
  {
    name: 'car_body',
    type: 'value',
    value: [
      { text: 'SUV', count: 3 },
      { text: 'Kombi', count: 1 },
    ],
  },
  { name: 'car_year', type: 'value', value: [{ text: '2021', count: 2 }] },
  {
    name: 'car_seats',
    type: 'value',
    value: [
      { text: '2021', count: 1 },
      { text: '5', count: 4 },
    ],
  },
  { name: 'car_price', type: 'histogram', value: [{ min: 100, max: 200, count: 3 }] },
];

describe('splitKeyphrase', () => {
  it('turns words that are facet values (any case) into filters and keeps the rest as keyphrase', () => {
    expect(splitKeyphrase('volvo xc60 dragkrok suv', facets)).toEqual({
      keyphrase: 'dragkrok',
      filters: { car_brand: ['Volvo'], car_model: ['XC60'], car_body: ['SUV'] },
    });
  });

  it('matches values of several words, the longest first', () => {
    expect(splitKeyphrase('Land  rover range rover evoque  panorama', facets)).toEqual({
      keyphrase: 'panorama',
      filters: { car_brand: ['Land Rover'], car_model: ['Range Rover Evoque'] },
    });
    expect(splitKeyphrase('land', facets)).toEqual({ keyphrase: 'land', filters: {} });
  });

  it('gives a text two facets share to the first facet, and counts a repeated value once', () => {
    expect(splitKeyphrase('2021 kia KIA', facets)).toEqual({
      keyphrase: '',
      filters: { car_year: ['2021'], car_brand: ['Kia'] },
    });
  });

  it('leaves text alone without value facets', () => {
    expect(splitKeyphrase(' 150 hk ', facets.slice(4))).toEqual({ keyphrase: '150 hk', filters: {} });
    expect(splitKeyphrase('', facets)).toEqual({ keyphrase: '', filters: {} });
  });
});
