// @vitest-environment jsdom
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { collapseBrandCodes } from '../../ui';
import { componentFieldsValidator } from '../../runtime/config/schemaValidator';
import { testSite } from '../../tests/fixtures/testSite';
import { chromeOf, editableImage, editableText } from '../../tests/fixtures/editableMarkup';
import { layoutWith, renderSitePage } from '../../tests/render/renderSitePage';
import type { BrandFacetFilterData } from './BrandFacetFilter';
import fieldsSchema from './brandFacetFilter.schema.json';
import type { BrandFacetFilterFields } from './fields.generated';

const logo = (src: string) => ({ value: { src, alt: '', width: 120, height: 48 } });

const fields: BrandFacetFilterFields = {
  Title: { value: 'Välj märke' },
  Brands: [
    {
      id: 'b1',
      fields: {
        BrandCode: { value: 'vw' },
        Name: { value: 'Volkswagen' },
        Logo: logo('/-/media/brands/vw.svg'),
      },
    },
    {
      id: 'b2',
      fields: {
        BrandCode: { value: 'VO' },
        Name: { value: 'Volvo' },
        Logo: logo('/-/media/brands/volvo.svg'),
      },
    },
    { id: 'b3', fields: { BrandCode: { value: 'FI' }, Name: { value: 'Fiat' } } },
    {
      id: 'b4',
      fields: { BrandCode: { value: 'SA' }, Name: { value: 'Saab' }, Logo: logo('/-/media/brands/saab.svg') },
    },
  ],
};

const data: BrandFacetFilterData = {
  brands: collapseBrandCodes([
    { text: 'FI', count: 3 },
    { text: 'FI_TR', count: 2 },
    { text: 'KIA', count: 1 },
    { text: 'VO', count: 40 },
    { text: 'VW', count: 12 },
    { text: 'VW_TR', count: 5 },
  ]),
};

function renderFilter(
  options: {
    fields?: BrandFacetFilterFields;
    data?: BrandFacetFilterData;
    language?: string;
    pageEditing?: boolean;
  } = {},
) {
  const site = testSite();
  const layout = layoutWith(
    [{ uid: 'brands', componentName: 'BrandFacetFilter', fields: options.fields ?? fields }],
    { site, pageEditing: options.pageEditing ?? false },
  );
  if (layout.sitecore.route)
    layout.sitecore.route.placeholders = { header: [], footer: [], ...layout.sitecore.route.placeholders };
  return renderSitePage(layout, {
    site,
    renderingData: { data: { brands: options.data ?? data }, failed: [] },
  });
}

const tiles = () => within(screen.getByRole('list')).getAllByRole('link');

describe('BrandFacetFilter', () => {
  it('has valid example fields', () => {
    const validate = componentFieldsValidator(fieldsSchema);
    expect(validate(fields)).toBe(true);
  });

  it('shows a tile per brand in stock with its count, in the items’ order, codes without an item last', () => {
    renderFilter();
    expect(screen.getByRole('heading', { level: 2, name: 'Välj märke' })).toBeTruthy();
    expect(tiles().map((tile) => tile.textContent)).toEqual([
      '17 bilar',
      '40 bilar',
      'Fiat3 bilar',
      'FI_TR2 bilar',
      'KIA1 bil',
    ]);
    expect(tiles()[0]?.querySelector('img')?.getAttribute('alt')).toBe('Volkswagen');
    expect(screen.queryByText('Saab')).toBeNull();
  });

  it('links each tile to the car list filtered by all of its codes (collapsed, except FI_TR)', () => {
    renderFilter();
    expect(tiles().map((tile) => tile.getAttribute('href'))).toEqual([
      '/bilar?car_brand_code=VW&car_brand_code=VW_TR',
      '/bilar?car_brand_code=VO',
      '/bilar?car_brand_code=FI',
      '/bilar?car_brand_code=FI_TR',
      '/bilar?car_brand_code=KIA',
    ]);
  });

  it('hides a logo that fails to load and shows the name instead', () => {
    renderFilter();
    const volvo = tiles()[1] as HTMLElement;
    fireEvent.error(volvo.querySelector('img') as HTMLImageElement);
    expect(volvo.querySelector('img')).toBeNull();
    expect(volvo.textContent).toBe('Volvo40 bilar');
  });

  it('is labelled without a title, and renders nothing without brands in stock', () => {
    const { unmount } = renderFilter({ fields: { Brands: fields.Brands } });
    expect(screen.getByRole('region', { name: 'Bilmärken' })).toBeTruthy();
    unmount();
    const { container } = renderFilter({ data: { brands: [] } });
    expect(container.querySelector('section')).toBeNull();
  });
});

describe('BrandFacetFilter in the page editor', () => {
  it("gives editors a brand's logo chrome, and its name's chrome where there is no logo", () => {
    const { container } = renderFilter({
      pageEditing: true,
      fields: {
        Brands: [
          {
            id: 'b1',
            fields: {
              BrandCode: { value: 'VW' },
              Name: editableText('vw-name', 'Volkswagen'),
              Logo: editableImage('vw-logo', {
                src: '/-/media/brands/vw.svg',
                alt: '',
                width: 120,
                height: 48,
              }),
            },
          },
          { id: 'b3', fields: { BrandCode: { value: 'FI' }, Name: editableText('fiat-name', 'Fiat') } },
        ],
      },
    });
    expect(chromeOf(container, 'vw-logo')).not.toBeNull();
    expect(screen.getByRole('img', { name: 'Volkswagen' }).getAttribute('width')).toBe('120');
    expect(chromeOf(container, 'fiat-name')).not.toBeNull();
  });
});
