import { describe, expect, it } from 'vitest';
import type { Facet } from '../../runtime';
import { defaultListQueryState } from '../../ui';
import { carChoiceLevels, withCarChoice } from './carChoice';
import { KIT_CAR_FACET, KITS_LIST_CONFIG } from './kitsQuery';

const carFacet: Facet = {
  name: KIT_CAR_FACET,
  type: 'value',
  value: [
    {
      text: 'Volvo',
      count: 12,
      children: [
        { text: 'XC40', count: 7, children: [{ text: 'XC40 (2018–2026)', count: 7 }] },
        { text: 'V90', count: 5, children: [{ text: 'V90 (2016–2025)', count: 5 }] },
      ],
    },
    { text: 'Kia', count: 4, children: [{ text: 'EV6', count: 4 }] },
  ],
};

const start = { ...defaultListQueryState(KITS_LIST_CONFIG), page: 3 };

describe("'Välj bil'", () => {
  it('offers the brands first, models only once a brand is chosen', () => {
    const [brand, model, type] = carChoiceLevels([carFacet], start);
    expect(brand?.options.map((option) => option.text)).toEqual(['Volvo', 'Kia']);
    expect(model?.options).toEqual([]);
    expect(type?.options).toEqual([]);
  });

  it("lists the chosen brand's models and the chosen model's types", () => {
    const chosen = withCarChoice(withCarChoice(start, 0, 'Volvo'), 1, 'XC40');
    const [, model, type] = carChoiceLevels([carFacet], chosen);
    expect(model?.options.map((option) => option.text)).toEqual(['XC40', 'V90']);
    expect(model?.chosen).toBe('XC40');
    expect(type?.options.map((option) => option.text)).toEqual(['XC40 (2018–2026)']);
  });

  it('filters by the choice, starts again at page 0 and drops the levels below a changed one', () => {
    const xc40 = withCarChoice(
      withCarChoice(withCarChoice(start, 0, 'Volvo'), 1, 'XC40'),
      2,
      'XC40 (2018–2026)',
    );
    expect(xc40.filters).toEqual({
      manufacturer: ['Volvo'],
      model: ['XC40'],
      type_manf_year: ['XC40 (2018–2026)'],
    });
    expect(xc40.page).toBe(0);
    expect(withCarChoice(xc40, 0, 'Kia').filters).toEqual({ manufacturer: ['Kia'] });
    expect(withCarChoice(xc40, 1, null).filters).toEqual({ manufacturer: ['Volvo'] });
    expect(withCarChoice(xc40, 0, null).filters).toEqual({});
  });

  it('keeps the other filters', () => {
    const withCategory = { ...start, filters: { kitcategory: ['Laddning'] } };
    expect(withCarChoice(withCategory, 0, 'Kia').filters).toEqual({
      kitcategory: ['Laddning'],
      manufacturer: ['Kia'],
    });
  });

  it("shows a URL's choice that no kit fits as chosen, with nothing under it", () => {
    const [brand, model] = carChoiceLevels([carFacet], withCarChoice(start, 0, 'Lada'));
    expect(brand?.chosen).toBe('Lada');
    expect(model?.options).toEqual([]);
  });
});
