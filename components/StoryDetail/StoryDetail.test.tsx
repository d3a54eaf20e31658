// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { StoryExtras } from '../../schemas/generated/content';
import type { RouteFields } from '../../schemas/generated/layout';
import { testSite } from '../../tests/fixtures/testSite';
import { chromeOf, editableDate, editableImage, editableText } from '../../tests/fixtures/editableMarkup';
import { layoutWith, renderSitePage } from '../../tests/render/renderSitePage';
import type { StoryDetailData } from './storyDetailModel';

const routeFields: RouteFields = {
  metaTitle: { value: 'Ny elbil' },
  title: { value: 'Nu kommer den nya elbilen' },
  preamble: { value: 'En kort ingress om bilen.' },
  image: { value: { src: '/-/media/stories/elbil.jpg', alt: 'Elbilen vid laddstolpen' } },
};

const extras: StoryExtras = {
  date: '2026-10-03',
  author: 'Anna Andersson',
  tags: [
    { id: 'tag-electric', key: 'electric', value: 'Elbil' },
    { id: 'tag-suv', key: 'suv', value: 'SUV' },
  ],
  parentPath: '/nyheter',
  previous: { path: '/nyheter/aldre', title: 'En äldre artikel' },
  next: { path: '/nyheter/nyare', title: 'En nyare artikel' },
};

function renderStory(
  data: StoryDetailData = { extras },
  options: {
    site?: ReturnType<typeof testSite>;
    dictionary?: Record<string, string>;
    fields?: RouteFields;
    pageEditing?: boolean;
  } = {},
) {
  const site = options.site ?? testSite();
  const layout = layoutWith([{ uid: 'story', componentName: 'StoryDetail', fields: {} }], {
    site,
    pageEditing: options.pageEditing ?? false,
  });
  const route = layout.sitecore.route;
  if (route) {
    route.fields = options.fields ?? routeFields;
    route.placeholders = { header: [], footer: [], ...route.placeholders };
  }
  return renderSitePage(layout, {
    site,
    dictionary: options.dictionary,
    renderingData: { data: { story: data }, failed: [] },
  });
}

const navigation = () => screen.queryByRole('navigation', { name: 'Fler artiklar' });

describe('StoryDetail', () => {
  it('shows the title, preamble and image of the story route', () => {
    renderStory({ extras, heroBlurDataUrl: 'data:image/jpeg;base64,AAAA' });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Nu kommer den nya elbilen');
    expect(screen.getByText('En kort ingress om bilen.')).toBeTruthy();
    const image = screen.getByRole('img', { name: 'Elbilen vid laddstolpen' });
    expect(image.getAttribute('style')).toContain('data:image/jpeg;base64,AAAA');
  });

  it('links back to the parent path', () => {
    renderStory();
    expect(screen.getByRole('link', { name: 'Tillbaka' }).getAttribute('href')).toBe('/nyheter');
  });

  it('shows author, published date and tags in the publish info bar', () => {
    renderStory();
    expect(screen.getByText('Anna Andersson')).toBeTruthy();
    expect(screen.getByText('3 oktober 2026').getAttribute('dateTime')).toBe('2026-10-03');
    expect(screen.getByRole('link', { name: 'Elbil' }).getAttribute('href')).toBe(
      '/nyheter?tags=tag-electric',
    );
    expect(screen.getByRole('link', { name: 'SUV' }).getAttribute('href')).toBe('/nyheter?tags=tag-suv');
    const terms = [...document.querySelectorAll('dt')].map((term) => term.textContent);
    expect(terms).toEqual(['Skribent', 'Publicerad', 'Ämnen']);
  });

  it('formats the published date in the market locale', () => {
    renderStory({ extras }, { site: testSite({ locale: 'en-GB' }) });
    expect(screen.getByText('3 October 2026')).toBeTruthy();
  });

  it('leaves out the author when there is none', () => {
    renderStory({ extras: { ...extras, author: undefined, tags: [] } });
    expect([...document.querySelectorAll('dt')].map((term) => term.textContent)).toEqual(['Publicerad']);
  });

  it('shows previous and next article buttons', () => {
    renderStory();
    const nav = within(navigation() as HTMLElement);
    const previous = nav.getByRole('link', { name: /Föregående artikel/ });
    const next = nav.getByRole('link', { name: /Nästa artikel/ });
    expect(previous.getAttribute('href')).toBe('/nyheter/aldre');
    expect(previous.textContent).toContain('En äldre artikel');
    expect(next.getAttribute('href')).toBe('/nyheter/nyare');
    expect(next.textContent).toContain('En nyare artikel');
  });

  it('hides the previous button at the oldest story and the next button at the newest', () => {
    const { unmount } = renderStory({ extras: { ...extras, previous: undefined } });
    expect(screen.queryByRole('link', { name: /Föregående artikel/ })).toBeNull();
    expect(screen.getByRole('link', { name: /Nästa artikel/ })).toBeTruthy();
    unmount();
    renderStory({ extras: { ...extras, next: undefined } });
    expect(screen.getByRole('link', { name: /Föregående artikel/ })).toBeTruthy();
    expect(screen.queryByRole('link', { name: /Nästa artikel/ })).toBeNull();
  });

  it('shows no article navigation for the only story', () => {
    renderStory({ extras: { ...extras, previous: undefined, next: undefined } });
    expect(navigation()).toBeNull();
  });

  it('takes its texts from the dictionary', () => {
    renderStory(
      { extras },
      { dictionary: { storyBack: 'Back', storyPrevious: 'Previous article', storyNext: 'Next article' } },
    );
    expect(screen.getByRole('link', { name: 'Back' })).toBeTruthy();
    expect(screen.getByRole('link', { name: /Previous article/ })).toBeTruthy();
    expect(screen.getByRole('link', { name: /Next article/ })).toBeTruthy();
  });

  it('shows the section error when its loader failed', () => {
    const layout = layoutWith([{ uid: 'story', componentName: 'StoryDetail', fields: {} }]);
    const route = layout.sitecore.route;
    if (route) route.placeholders = { header: [], footer: [], ...route.placeholders };
    renderSitePage(layout, { renderingData: { data: {}, failed: ['story'] } });
    expect(screen.getByRole('heading', { name: 'Aj då' })).toBeTruthy();
  });

  it('shows only the route fields when the route is not a known story', () => {
    renderStory({ extras: null }, { fields: { title: { value: 'Bara en sida' } } });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Bara en sida');
    expect(screen.queryByRole('link', { name: 'Tillbaka' })).toBeNull();
    expect(navigation()).toBeNull();
    expect(screen.queryByRole('img')).toBeNull();
  });
});

describe('StoryDetail in the page editor', () => {
  it("gives editors the chromes of the story route's image, date and author", () => {
    const { container } = renderStory(
      { extras },
      {
        pageEditing: true,
        fields: {
          ...routeFields,
          image: editableImage('story-image', {
            src: '/-/media/stories/elbil.jpg',
            alt: 'Elbilen vid laddstolpen',
          }),
          date: editableDate('story-date', '2026-10-03T00:00:00Z', '03.10.2026'),
          author: editableText('story-author', 'Anna Andersson'),
        },
      },
    );
    expect(chromeOf(container, 'story-image')).not.toBeNull();
    expect(chromeOf(container, 'story-date')?.closest('time')?.getAttribute('datetime')).toBe(
      '2026-10-03T00:00:00Z',
    );
    expect(chromeOf(container, 'story-author')).not.toBeNull();
    expect(screen.getByRole('img', { name: 'Elbilen vid laddstolpen' }).getAttribute('src')).toBe(
      '/-/media/stories/elbil.jpg',
    );
  });
});
