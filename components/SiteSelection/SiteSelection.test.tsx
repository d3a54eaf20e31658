// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { componentFieldsValidator } from '../../runtime/config/schemaValidator';
import { testDealerSite } from '../../tests/fixtures/testDealerSite';
import { type testSite } from '../../tests/fixtures/testSite';
import { layoutWith, renderSitePage } from '../../tests/render/renderSitePage';
import type { SiteSelectionFields } from './fields.generated';
import fieldsSchema from './siteSelection.schema.json';
import type { SiteSelectionData } from './SiteSelection';
import { toSiteCards } from './siteSelectionQuery';

const sites = toSiteCards([
  testDealerSite(),
  testDealerSite({
    site_id: '2',
    slug: 'car-store-umea',
    site_official_name: 'Car Store Umeå',
    site_street: 'Metallvägen 41',
    site_zip: '903 85',
    site_city: 'Umeå',
    site_phone: undefined,
  }),
]);

function renderSelection(
  data: SiteSelectionData,
  fields: SiteSelectionFields = { Title: { value: 'Våra verkstäder' } },
  options: { pageEditing?: boolean; site?: ReturnType<typeof testSite> } = {},
) {
  const layout = layoutWith([{ uid: 'sel', componentName: 'SiteSelection', fields: { ...fields } }], options);
  const route = layout.sitecore.route;
  if (route) route.placeholders = { header: [], footer: [], ...route.placeholders };
  return renderSitePage(layout, { site: options.site, renderingData: { data: { sel: data }, failed: [] } });
}

describe('SiteSelection field schema', () => {
  it('takes a title, a link and the query choice, nothing else', () => {
    const validate = componentFieldsValidator(fieldsSchema);
    expect(
      validate({
        Title: { value: 'Verkstäder' },
        Link: { value: { href: '/anlaggningar', text: 'Alla anläggningar' } },
        Query: { value: 'predefined' },
      }),
    ).toBe(true);
    expect(validate({ Query: { value: 'nearest' } })).toBe(false);
    expect(validate({ Limit: { value: 4 } })).toBe(false);
  });
});

describe('SiteSelection', () => {
  it('shows a card per site under the heading, each opening the site’s page below the site-detail path', () => {
    renderSelection({ sites });
    const section = screen.getByRole('region', { name: 'Våra verkstäder' });
    const cards = within(section).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    const first = within(cards[0] as HTMLElement);
    expect(first.getByRole('heading', { level: 3 }).textContent).toBe('Car Store Göteborg');
    expect(first.getByRole('link', { name: 'Car Store Göteborg' }).getAttribute('href')).toBe(
      '/anlaggningar/car-store-goteborg',
    );
    expect(first.getByText('Kungsgatan 17')).toBeTruthy();
    expect(first.getByText('417 78 Göteborg')).toBeTruthy();
  });

  it('makes the phone number a tel: link, and shows none for a site without one', () => {
    renderSelection({ sites });
    const [first, second] = screen.getAllByRole('listitem') as [HTMLElement, HTMLElement];
    const phone = within(first).getByRole('link', { name: /^Telefon:\s*031-947 48 91$/ });
    expect(phone.getAttribute('href')).toBe('tel:0319474891');
    expect(within(second).getAllByRole('link')).toHaveLength(1);
  });

  it('shows the picture with its blur placeholder while it loads', () => {
    const { container } = renderSelection({ sites });
    const image = container.querySelector('li img');
    expect(image?.getAttribute('alt')).toBe('');
    expect(image?.getAttribute('style')).toContain('background-image');
  });

  it('makes the cards’ names the page’s h2 headings when the block has no title', () => {
    renderSelection({ sites }, {});
    expect(screen.queryByRole('region')).toBeNull();
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Car Store Göteborg',
      'Car Store Umeå',
    ]);
  });

  it('shows the link button beside the heading', () => {
    renderSelection(
      { sites },
      {
        Title: { value: 'Verkstäder' },
        Link: { value: { href: '/anlaggningar', text: 'Alla anläggningar' } },
      },
    );
    expect(screen.getByRole('link', { name: 'Alla anläggningar' }).getAttribute('href')).toBe(
      '/anlaggningar',
    );
  });

  it('renders nothing at all without sites', () => {
    const { container } = renderSelection(
      { sites: [] },
      { Title: { value: 'Verkstäder' }, Link: { value: { href: '/anlaggningar', text: 'Alla' } } },
    );
    expect(container.querySelector('section')).toBeNull();
    expect(screen.queryByRole('heading')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Alla' })).toBeNull();
  });

  it('still shows its heading in the page editor without sites, so editors find it', () => {
    renderSelection({ sites: [] }, { Title: { value: 'Verkstäder' } }, { pageEditing: true });
    expect(screen.getByRole('heading', { name: 'Verkstäder' })).toBeTruthy();
  });
});
