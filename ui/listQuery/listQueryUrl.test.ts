import { describe, expect, it } from 'vitest';
import { testSite } from '../../tests/fixtures/testSite';
import { defaultCarListState } from './listQueryState';
import {
  carListHref,
  carListQueryString,
  parseCarListQuery,
  queryOf,
  routerQueryWithState,
} from './listQueryUrl';

const site = testSite();

describe('car list URL', () => {
  it('leaves the default state out entirely', () => {
    expect(carListQueryString(defaultCarListState(site), site)).toBe('');
    expect(parseCarListQuery('', site)).toEqual(defaultCarListState(site));
    expect(parseCarListQuery('?sortName=car_publishdate_desc&page=0&keyphrase=', site)).toEqual(
      defaultCarListState(site),
    );
  });

  it('round-trips keyphrase, filters (one parameter per value), sort and page', () => {
    const state = {
      keyphrase: 'drag krok',
      filters: { car_body: ['Kombi', 'SUV'], car_price: ['100000..300000'], car_brand: ['Land Rover'] },
      sortName: 'car_price_asc',
      page: 3,
    };
    const query = carListQueryString(state, site);
    expect(query).toBe(
      'keyphrase=drag%20krok&car_brand=Land%20Rover&car_body=Kombi&car_body=SUV&car_price=100000..300000&sortName=car_price_asc&page=3',
    );
    expect(parseCarListQuery(query, site)).toEqual({
      ...state,
      filters: { car_brand: ['Land Rover'], car_body: ['Kombi', 'SUV'], car_price: ['100000..300000'] },
    });
  });

  it('reads the footer’s brand links and the brand filter’s code links', () => {
    expect(parseCarListQuery('car_brand=Land%20Rover', site).filters).toEqual({ car_brand: ['Land Rover'] });
    expect(parseCarListQuery('car_brand=Land+Rover', site).filters).toEqual({ car_brand: ['Land Rover'] });
    expect(parseCarListQuery('?car_brand_code=VW&car_brand_code=VW_TR', site).filters).toEqual({
      car_brand_code: ['VW', 'VW_TR'],
    });
  });

  it('ignores unknown parameters, unknown sorts, bad pages and empty or repeated values', () => {
    const state = parseCarListQuery(
      'utm_source=mail&car_chassino=X&sortName=car_power_desc&page=two&car_body=&car_body=SUV&car_body=SUV',
      site,
    );
    expect(state).toEqual({ ...defaultCarListState(site), filters: { car_body: ['SUV'] } });
    expect(parseCarListQuery('page=-1', site).page).toBe(0);
  });

  it('keeps a page above 19 (the list shows its error text) and ignores a keyphrase’s extra spaces', () => {
    expect(parseCarListQuery('page=25', site).page).toBe(25);
    expect(parseCarListQuery('keyphrase=%20volvo%20%20xc60%20', site).keyphrase).toBe('volvo xc60');
  });

  it('reads a range field as one range; price-like ranges need both bounds', () => {
    expect(parseCarListQuery('car_mileage=..5000', site).filters).toEqual({ car_mileage: ['..5000'] });
    expect(parseCarListQuery('car_mileage=1000..', site).filters).toEqual({ car_mileage: ['1000..'] });
    expect(parseCarListQuery('car_price=..300000', site).filters).toEqual({});
    expect(parseCarListQuery('car_price=abc&car_price=1..2&car_price=3..4', site).filters).toEqual({
      car_price: ['1..2'],
    });
    expect(parseCarListQuery('car_mileage=..', site).filters).toEqual({});
  });

  it('builds links to the list and finds the query of a path', () => {
    expect(carListHref('/bilar', { filters: { car_brand_code: ['VW_TR', 'VW'] } }, site)).toBe(
      '/bilar?car_brand_code=VW&car_brand_code=VW_TR',
    );
    expect(carListHref('/bilar', {}, site)).toBe('/bilar');
    expect(queryOf('/bilar?car_body=SUV#results')).toBe('car_body=SUV');
    expect(queryOf('/bilar')).toBe('');
  });
});

describe('routerQueryWithState', () => {
  it('keeps the route’s parameters and replaces the list’s', () => {
    const query = {
      site: 'carstoresesite',
      lang: 'sv-SE',
      path: ['bilar'],
      car_body: 'SUV',
      page: '2',
      utm: 'x',
    };
    const state = {
      keyphrase: '',
      filters: { car_body: ['Kombi', 'SUV'], car_price: ['1..2'] },
      sortName: 'car_publishdate_desc',
      page: 0,
    };
    expect(routerQueryWithState(query, state, site)).toEqual({
      site: 'carstoresesite',
      lang: 'sv-SE',
      path: ['bilar'],
      utm: 'x',
      car_body: ['Kombi', 'SUV'],
      car_price: '1..2',
    });
  });
});
