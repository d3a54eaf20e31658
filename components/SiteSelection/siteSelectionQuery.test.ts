import { describe, expect, it } from 'vitest';
import { testDealerSite } from '../../tests/fixtures/testDealerSite';
import { siteSelectionQuery, toSiteCards } from './siteSelectionQuery';

describe('siteSelectionQuery (spec 002 §7: sites limit 100, workshop only, 4 for the predefined query)', () => {
  it('asks for up to 100 sites with a workshop (a `service` department), in the dealer list order', () => {
    const query = siteSelectionQuery('all');
    expect(query.filters).toEqual({ site_department_types: ['service'] });
    expect(query.sort_name).toBe('website_sort_order_asc');
    expect(query.limit).toBe(100);
  });

  it('asks for the first 4 for the predefined query', () => {
    expect(siteSelectionQuery('predefined')).toEqual({ ...siteSelectionQuery('all'), limit: 4 });
  });

  it('asks only for what a card shows', () => {
    const { fields = [] } = siteSelectionQuery('all');
    expect(fields).toEqual(expect.arrayContaining(['slug', 'site_official_name', 'site_primary_image']));
    expect(fields).not.toContain('site_departments');
  });
});

describe('toSiteCards', () => {
  const record = testDealerSite();

  it('keeps the picture and its blur placeholder, not the full-size original', () => {
    const [card] = toSiteCards([record]);
    expect(card).toMatchObject({
      slug: record.slug,
      site_official_name: record.site_official_name,
      site_phone: record.site_phone,
    });
    expect(card?.site_primary_image).toEqual({
      thumbnail_url: record.site_primary_image?.thumbnail_url,
      blur_data_url: record.site_primary_image?.blur_data_url,
    });
    expect(card).not.toHaveProperty('site_departments');
  });

  it('skips records a card cannot show or link to, and leaves out a blank phone and a missing picture', () => {
    const cards = toSiteCards([
      null,
      'site',
      { ...record, slug: '' },
      { ...record, site_official_name: undefined },
      { ...record, site_id: '32', site_phone: ' ', site_primary_image: undefined },
    ]);
    expect(cards).toHaveLength(1);
    expect(cards[0]?.site_id).toBe('32');
    expect(cards[0]).not.toHaveProperty('site_phone');
    expect(cards[0]).not.toHaveProperty('site_primary_image');
  });
});
