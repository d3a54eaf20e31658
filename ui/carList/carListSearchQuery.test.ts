import { describe, expect, it } from 'vitest';
import { testSite } from '../../tests/fixtures/testSite';
import { carListConfig } from './carListConfig';
import { CAR_CARD_FIELDS } from '../cars/carCardFields';
import { brandFacetQuery, carListSearchQueries, carListSearchQuery } from './carListSearchQuery';
import { defaultListQueryState } from '../listQuery/listQueryState';

const site = testSite();
const config = carListConfig(site);

describe('carListSearchQuery', () => {
  it('asks for page 0 of 48 cars with the card fields, the market’s facets and default sort', () => {
    expect(carListSearchQuery(site, defaultListQueryState(config))).toEqual({
      fields: [...CAR_CARD_FIELDS],
      facets: site.carList.facets.map((name) => ({ name })),
      filters: {},
      sort_name: 'car_publishdate_desc',
      limit: 48,
      offset: 0,
    });
  });

  it('sends keyphrase, filters and sort; a URL on page N loads pages 0 to N at once', () => {
    const state = {
      keyphrase: ' drag ',
      filters: { car_body: ['SUV'], car_price: ['1..2'] },
      sortName: 'car_price_asc',
      page: 3,
    };
    expect(carListSearchQuery(site, state)).toMatchObject({
      keyphrase: 'drag',
      filters: { car_body: ['SUV'], car_price: ['1..2'] },
      sort_name: 'car_price_asc',
      limit: 4 * 48,
      offset: 0,
    });
  });

  it('loads one more page at offset page·48', () => {
    const state = { ...defaultListQueryState(config), page: 2 };
    expect(carListSearchQuery(site, state, { from: 2, to: 2 })).toMatchObject({ limit: 48, offset: 96 });
  });

  it('asks for a span of pages two pages a request, within the search contract’s 100 records', () => {
    const state = { ...defaultListQueryState(config), page: 4 };
    expect(
      carListSearchQueries(site, state, { from: 0, to: 4 }).map(({ limit, offset }) => ({ limit, offset })),
    ).toEqual([
      { limit: 96, offset: 0 },
      { limit: 96, offset: 96 },
      { limit: 48, offset: 192 },
    ]);
    expect(carListSearchQueries(site, state, { from: 5, to: 5 })).toEqual([
      carListSearchQuery(site, state, { from: 5, to: 5 }),
    ]);
  });

  it('counts brand codes without cars for the brand filter', () => {
    expect(brandFacetQuery()).toEqual({ limit: 0, facets: [{ name: 'car_brand_code', sort_order: 'asc' }] });
  });
});
