import { describe, expect, it } from 'vitest';
import { testDealer, testDealers } from '../../tests/fixtures/testDealer';
import { toDealerCardRecord } from '../../ui';
import {
  dealerFacets,
  dealerListHref,
  dealerListQueryString,
  emptyDealerListState,
  filterDealers,
  parseDealerListUrl,
  withFacetValue,
} from './dealerListFilters';

const dealers = testDealers(10).map(toDealerCardRecord);
const facets = dealerFacets(dealers);

describe('dealer list filters', () => {
  it('offers each facet value with its number of dealers; VW_TR folds into VW', () => {
    expect(facets.region).toEqual([
      { value: 'Stockholms län', count: 5 },
      { value: 'Västra Götalands län', count: 5 },
    ]);
    expect(facets.brand).toEqual([
      { value: 'VOLVO', count: 4 },
      { value: 'VW', count: 6 },
    ]);
    expect(facets.department).toEqual([
      { value: 'sales', count: 10 },
      { value: 'service', count: 10 },
    ]);
  });

  it('keeps dealers with one of the chosen values of every facet and every word searched', () => {
    const vw = withFacetValue(emptyDealerListState(), 'brand', 'VW', true);
    expect(filterDealers(dealers, vw)).toHaveLength(6);
    const vwInStockholmsLan = withFacetValue(vw, 'region', 'Stockholms län', true);
    expect(filterDealers(dealers, vwInStockholmsLan).map((dealer) => dealer.site_city)).toEqual([
      'Malmö',
      'Västerås',
      'Luleå',
    ]);
    expect(filterDealers(dealers, { ...emptyDealerListState(), search: 'göteborg  CAR' })).toHaveLength(1);
    expect(filterDealers(dealers, { ...emptyDealerListState(), search: 'transportbilar' })).toHaveLength(10);
    expect(filterDealers(dealers, { ...emptyDealerListState(), search: 'Kiruna' })).toEqual([]);
  });

  it('reads the URL the GET form submits, ignoring values no facet offers and bounding the search', () => {
    const state = parseDealerListUrl(
      `/hitta-hit?q=${'a'.repeat(300)}&brand=VW&brand=NOPE&city=Malm%C3%B6&department=service#x`,
      facets,
    );
    expect(state.search).toHaveLength(100);
    expect(state.filters).toEqual({ region: [], city: ['Malmö'], brand: ['VW'], department: ['service'] });
    expect(dealerListQueryString({ ...state, search: 'volvo' })).toBe(
      'q=volvo&city=Malm%C3%B6&brand=VW&department=service',
    );
    expect(
      dealerListHref(withFacetValue(emptyDealerListState(), 'city', 'Malmö', true), {
        query: { site: 's', path: ['hitta-hit'], city: 'Umeå' },
        asPath: '/hitta-hit?city=Ume%C3%A5#lista',
      }),
    ).toEqual({
      query: { site: 's', path: ['hitta-hit'], city: 'Malmö' },
      as: '/hitta-hit?city=Malm%C3%B6#lista',
    });
  });

  it('shows a lone dealer with a code whose base nobody has under that code', () => {
    const only = [toDealerCardRecord(testDealer({ site_brands: ['VW_TR', 'FI_TR', 'FI'] }))];
    expect(dealerFacets(only).brand.map((option) => option.value)).toEqual(['VW_TR', 'FI_TR', 'FI']);
  });
});
