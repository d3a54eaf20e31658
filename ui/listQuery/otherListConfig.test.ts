import { describe, expect, it } from 'vitest';
import type { Facet } from '../../runtime';
import {
  defaultListQueryState,
  listFilterFields,
  type ListQueryConfig,
  type ListQueryState,
  toggleHierarchyValue,
  withoutFilterValue,
} from './listQueryState';
import { listHref, listQueryString, parseListQuery, routerQueryWithListState } from './listQueryUrl';
import { facetOptions } from './facetOptions';

/** A list other than the car list, shaped like the kit catalogue's: a three-level hierarchy, no link filters. */
const HIERARCHY = 'kitcategory>kitsubcategory>partsubsubcategory';
const config: ListQueryConfig = {
  facets: [HIERARCHY, 'status'],
  linkFilterFields: [],
  sortOptions: ['name_asc', 'retailPrice_desc'],
  defaultSort: 'name_asc',
};
const FIELDS = ['kitcategory', 'kitsubcategory', 'partsubsubcategory'];

const facets: Facet[] = [
  {
    name: HIERARCHY,
    type: 'value',
    value: [
      {
        text: 'Exteriör',
        count: 3,
        children: [
          {
            text: 'Takräcken',
            count: 2,
            children: [
              { text: 'Takboxar', count: 1 },
              { text: 'Lasthållare', count: 1 },
            ],
          },
          { text: 'Dragkrokar', count: 1, children: [{ text: 'Avtagbara', count: 1 }] },
        ],
      },
      { text: 'Interiör', count: 1, children: [{ text: 'Mattor', count: 1 }] },
    ],
  },
];

const exterior = facets[0]?.type === 'value' ? facets[0].value[0] : undefined;
if (!exterior || 'min' in exterior) throw new Error('fixture');

/** Exteriör with its roof racks and roof boxes selected, and Interiör. */
const selected: ListQueryState = {
  ...defaultListQueryState(config),
  filters: {
    kitcategory: ['Exteriör', 'Interiör'],
    kitsubcategory: ['Dragkrokar', 'Takräcken'],
    partsubsubcategory: ['Lasthållare', 'Takboxar'],
  },
  page: 3,
};

describe('a three-level hierarchy', () => {
  it('filters on every level’s field and on no link fields', () => {
    expect(listFilterFields(config)).toEqual([...FIELDS, 'status']);
  });

  it('unticking a category unticks its subcategories and their sub-subcategories, back at page 0', () => {
    expect(toggleHierarchyValue(selected, FIELDS, 0, exterior, config)).toEqual({
      ...selected,
      filters: { kitcategory: ['Interiör'] },
      page: 0,
    });
  });

  it('unticking a subcategory unticks its sub-subcategories only', () => {
    const roofRacks = exterior.children?.[0];
    if (!roofRacks) throw new Error('fixture');
    expect(toggleHierarchyValue(selected, FIELDS, 1, roofRacks, config).filters).toEqual({
      kitcategory: ['Exteriör', 'Interiör'],
      kitsubcategory: ['Dragkrokar'],
    });
  });

  it('removing a category’s chip takes the levels under it along; a sub-subcategory’s chip only itself', () => {
    expect(withoutFilterValue(selected, 'kitcategory', 'Exteriör', facets, config).filters).toEqual({
      kitcategory: ['Interiör'],
    });
    expect(withoutFilterValue(selected, 'kitsubcategory', 'Takräcken', facets, config).filters).toEqual({
      kitcategory: ['Exteriör', 'Interiör'],
      kitsubcategory: ['Dragkrokar'],
    });
    expect(withoutFilterValue(selected, 'partsubsubcategory', 'Takboxar', facets, config).filters).toEqual({
      ...selected.filters,
      partsubsubcategory: ['Lasthållare'],
    });
  });

  it('nests the panel’s options three deep under the selected values', () => {
    const [exteriorOption] = facetOptions(facets[0] as Facet, selected, config);
    const roofRackOption = exteriorOption?.children?.find((option) => option.value === 'Takräcken');
    expect(roofRackOption?.children?.map((option) => [option.field, option.value, option.selected])).toEqual([
      ['partsubsubcategory', 'Takboxar', true],
      ['partsubsubcategory', 'Lasthållare', true],
    ]);
    expect(exteriorOption?.toggled.filters).toEqual({ kitcategory: ['Interiör'] });
  });
});

describe('the URL of a list with its own config', () => {
  it('round-trips keyphrase, every hierarchy level, its own sort and the page', () => {
    const state: ListQueryState = { ...selected, keyphrase: 'takbox', sortName: 'retailPrice_desc' };
    const query = listQueryString(state, config);
    expect(query).toBe(
      'keyphrase=takbox&kitcategory=Exteri%C3%B6r&kitcategory=Interi%C3%B6r' +
        '&kitsubcategory=Dragkrokar&kitsubcategory=Takr%C3%A4cken' +
        '&partsubsubcategory=Lasth%C3%A5llare&partsubsubcategory=Takboxar' +
        '&sortName=retailPrice_desc&page=3',
    );
    expect(parseListQuery(query, config)).toEqual(state);
    expect(listHref('/tillbehor', state, config)).toBe(`/tillbehor?${query}`);
  });

  it('ignores the car list’s link filters and sorts, which this list does not have', () => {
    expect(parseListQuery('car_brand=Volvo&car_site_name=Kungsbacka&sortName=car_price_asc', config)).toEqual(
      defaultListQueryState(config),
    );
    expect(listQueryString(defaultListQueryState(config), config)).toBe('');
  });

  it('keeps the route’s other parameters and replaces the list’s own in a router query', () => {
    const state = { ...defaultListQueryState(config), filters: { kitcategory: ['Interiör'] } };
    expect(
      routerQueryWithListState(
        { site: 'kits', user: 'u1', kitcategory: 'Exteriör', page: '2' },
        state,
        config,
      ),
    ).toEqual({ site: 'kits', user: 'u1', kitcategory: 'Interiör' });
  });
});
