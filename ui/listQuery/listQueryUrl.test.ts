import { describe, expect, it } from 'vitest';
import { testSite } from '../../tests/fixtures/testSite';
import { carListConfig } from '../carList/carListConfig';
import { defaultListQueryState } from './listQueryState';
import { listHref, listQueryString, parseListQuery, queryOf, routerQueryWithListState } from './listQueryUrl';

const config = carListConfig(testSite());

describe('car list URL', () => {
  it('leaves the default state out entirely', () => {
    expect(listQueryString(defaultListQueryState(config), config)).toBe('');
    expect(parseListQuery('', config)).toEqual(defaultListQueryState(config));
    expect(parseListQuery('?sortName=car_publishdate_desc&page=0&keyphrase=', config)).toEqual(
      defaultListQueryState(config),
    );
  });

  it('round-trips keyphrase, filters (one parameter per value), sort and page', () => {
    const state = {
      keyphrase: 'drag krok',
      filters: { car_body: ['Kombi', 'SUV'], car_price: ['100000..300000'], car_brand: ['Land Rover'] },
      sortName: 'car_price_asc',
      page: 3,
    };
    const query = listQueryString(state, config);
    expect(query).toBe(
      'keyphrase=drag%20krok&car_brand=Land%20Rover&car_body=Kombi&car_body=SUV&car_price=100000..300000&sortName=car_price_asc&page=3',
    );
    expect(parseListQuery(query, config)).toEqual({
      ...state,
      filters: { car_brand: ['Land Rover'], car_body: ['Kombi', 'SUV'], car_price: ['100000..300000'] },
    });
  });

  it('reads the footer’s brand links and the brand filter’s code links', () => {
    expect(parseListQuery('car_brand=Land%20Rover', config).filters).toEqual({ car_brand: ['Land Rover'] });
    expect(parseListQuery('car_brand=Land+Rover', config).filters).toEqual({ car_brand: ['Land Rover'] });
    expect(parseListQuery('?car_brand_code=VW&car_brand_code=VW_TR', config).filters).toEqual({
      car_brand_code: ['VW', 'VW_TR'],
    });
  });

  it('ignores unknown parameters, unknown sorts, bad pages and empty or repeated values', () => {
    const state = parseListQuery(
      'utm_source=mail&car_chassino=X&sortName=car_power_desc&page=two&car_body=&car_body=SUV&car_body=SUV',
      config,
    );
    expect(state).toEqual({ ...defaultListQueryState(config), filters: { car_body: ['SUV'] } });
    expect(parseListQuery('page=-1', config).page).toBe(0);
  });

  it('keeps a page above 19 (the list shows its error text) and ignores a keyphrase’s extra spaces', () => {
    expect(parseListQuery('page=25', config).page).toBe(25);
    expect(parseListQuery('keyphrase=%20volvo%20%20xc60%20', config).keyphrase).toBe('volvo xc60');
  });

  it('reads a range field as one range; price-like ranges need both bounds', () => {
    expect(parseListQuery('car_mileage=..5000', config).filters).toEqual({ car_mileage: ['..5000'] });
    expect(parseListQuery('car_mileage=1000..', config).filters).toEqual({ car_mileage: ['1000..'] });
    expect(parseListQuery('car_price=..300000', config).filters).toEqual({});
    expect(parseListQuery('car_price=abc&car_price=1..2&car_price=3..4', config).filters).toEqual({
      car_price: ['1..2'],
    });
    expect(parseListQuery('car_mileage=..', config).filters).toEqual({});
  });

  it('builds links to the list and finds the query of a path', () => {
    expect(listHref('/bilar', { filters: { car_brand_code: ['VW_TR', 'VW'] } }, config)).toBe(
      '/bilar?car_brand_code=VW&car_brand_code=VW_TR',
    );
    expect(listHref('/bilar', {}, config)).toBe('/bilar');
    expect(queryOf('/bilar?car_body=SUV#results')).toBe('car_body=SUV');
    expect(queryOf('/bilar')).toBe('');
  });
});

describe('routerQueryWithListState', () => {
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
    expect(routerQueryWithListState(query, state, config)).toEqual({
      site: 'carstoresesite',
      lang: 'sv-SE',
      path: ['bilar'],
      utm: 'x',
      car_body: ['Kombi', 'SUV'],
      car_price: '1..2',
    });
  });
});
