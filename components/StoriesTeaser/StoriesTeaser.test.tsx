// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Story } from '../../schemas/generated/content';
import { testSite } from '../../tests/fixtures/testSite';
import { layoutWith, renderSitePage } from '../../tests/render/renderSitePage';
import type { StoriesTeaserFields } from './fields.generated';
import type { StoriesTeaserData } from './teaserModel';

const story = (n: number): Story => ({
  id: `s${n}`,
  name: `artikel-${n}`,
  path: `/nyheter/artikel-${n}`,
  title: `Artikel ${n}`,
  preamble: `Ingress ${n}`,
  date: `2026-10-0${n}`,
  image: { src: `/-/media/stories/${n}.jpg`, alt: `Bild ${n}` },
  tags: [],
});

const fields: StoriesTeaserFields = {
  Title: { value: 'Senaste nytt' },
  IndexItemUrl: { value: { href: '/nyheter/data/teaser-settings' } },
};

function renderTeaser(
  data: Partial<StoriesTeaserData> = {},
  options: {
    fields?: StoriesTeaserFields;
    site?: ReturnType<typeof testSite>;
    dictionary?: Record<string, string>;
  } = {},
) {
  const site = options.site ?? testSite();
  const layout = layoutWith(
    [{ uid: 'teaser', componentName: 'StoriesTeaser', fields: { ...(options.fields ?? fields) } }],
    {
      site,
    },
  );
  const route = layout.sitecore.route;
  if (route) route.placeholders = { header: [], footer: [], ...route.placeholders };
  const teaserData: StoriesTeaserData = {
    indexPath: '/nyheter',
    stories: [story(3), story(2), story(1)],
    blurDataUrls: {},
    ...data,
  };
  return renderSitePage(layout, {
    site,
    dictionary: options.dictionary,
    renderingData: { data: { teaser: teaserData }, failed: [] },
  });
}

describe('StoriesTeaser', () => {
  it('shows the 3 stories with title, date, preamble and image, each linking to its story', () => {
    renderTeaser();
    const items = screen.getAllByRole('listitem');
    expect(items).toHaveLength(3);
    const first = within(items[0] as HTMLElement);
    expect(first.getByRole('heading', { level: 3 }).textContent).toBe('Artikel 3');
    expect(first.getByRole('link', { name: 'Artikel 3' }).getAttribute('href')).toBe('/nyheter/artikel-3');
    expect(first.getByText('3 oktober 2026').getAttribute('dateTime')).toBe('2026-10-03');
    expect(first.getByText('Ingress 3')).toBeTruthy();
    expect(first.getByRole('img', { name: 'Bild 3' })).toBeTruthy();
  });

  it('links show-more to the index computed by the loader, in the page language', () => {
    renderTeaser();
    const more = screen.getByRole('link', { name: 'Visa fler' });
    expect(more.getAttribute('href')).toBe('/nyheter');
    expect(more.getAttribute('aria-describedby')).toBe(screen.getByRole('heading', { level: 2 }).id);
    expect(screen.getByRole('region', { name: 'Senaste nytt' })).toBeTruthy();
  });

  it('formats dates in the market locale and takes the show-more text from the dictionary', () => {
    renderTeaser(
      { indexPath: '/news', stories: [story(1)] },
      { site: testSite({ locale: 'en-GB' }), dictionary: { storiesShowMore: 'Show more' } },
    );
    expect(screen.getByText('1 October 2026')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Show more' }).getAttribute('href')).toBe('/news');
  });

  it('uses h2 for the stories when the teaser has no title', () => {
    renderTeaser({}, { fields: { IndexItemUrl: fields.IndexItemUrl } });
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Artikel 3',
      'Artikel 2',
      'Artikel 1',
    ]);
  });

  it('shows nothing when the index has no stories', () => {
    renderTeaser({ stories: [] });
    expect(screen.queryByRole('link', { name: 'Visa fler' })).toBeNull();
  });
});
