import { cpSync, mkdtempSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadSiteConfigs } from '../../../config/loadSiteConfigs';
import type { StoryQuery } from '../contract';
import { decodeStoryCursor, encodeStoryCursor, LocalContentSource, routeFile } from './LocalContentSource';
import { InvalidCursorError } from '../stories';

const root = process.cwd();
const source = new LocalContentSource(root);
const site = (name: string) => {
  const found = loadSiteConfigs(root).find((candidate) => candidate.name === name);
  if (!found) throw new Error(name);
  return found;
};

describe('LocalContentSource over the demo markets', () => {
  it('maps route paths to files, case-insensitively, and refuses paths that cannot be routes', () => {
    const base = path.join(root, 'sites/carstoresesite/content/sv-SE');
    expect(routeFile(root, 'carstoresesite', 'sv-SE', '/')).toBe(path.join(base, 'index.json'));
    expect(routeFile(root, 'carstoresesite', 'sv-SE', '/Om-Oss/Kontakt/')).toBe(
      path.join(base, 'om-oss/kontakt.json'),
    );
    expect(routeFile(root, 'carstoresesite', 'sv-SE', '/../../site')).toBeNull();
    expect(routeFile(root, 'carstoresesite', 'sv-SE', '/index')).toBeNull();
    expect(routeFile(root, 'carstoresesite', 'sv-SE', '/_404')).toBeNull();
  });

  it("keeps a folder's wildcard item, Sitecore's `*` child, in its `_wildcard.json`", async () => {
    const base = path.join(root, 'sites/carstoresesite/content/sv-SE');
    expect(routeFile(root, 'carstoresesite', 'sv-SE', '/kopa-bil/bil/*')).toBe(
      path.join(base, 'kopa-bil/bil/_wildcard.json'),
    );
    expect(routeFile(root, 'carstoresesite', 'sv-SE', '/*')).toBeNull();
    expect(routeFile(root, 'carstoresesite', 'sv-SE', '/kopa-bil/*/bil')).toBeNull();
    const item = await source.getLayout(site('carstoresesite'), '/kopa-bil/bil/*', 'sv-SE');
    expect(item?.sitecore.route?.placeholders.main?.[0]).toMatchObject({ componentName: 'CarDetail' });
    expect(await source.listRoutePaths(site('carstoresesite'), 'sv-SE')).not.toContain('/kopa-bil/bil');
  });

  it('returns layout data for a route and null for a missing one', async () => {
    const layout = await source.getLayout(site('carstoresesite'), '/om-oss', 'sv-SE');
    expect(layout?.sitecore.route?.name).toBe('om-oss');
    expect(await source.getLayout(site('carstoresesite'), '/finns-inte', 'sv-SE')).toBeNull();
    expect(await source.getLayout(site('carstoresesite'), '/om-oss', 'en')).toBeNull();
  });

  it('lists every route, children included, but not special pages', async () => {
    const paths = await source.listRoutePaths(site('hedinautomotiveuksite'), 'en-GB');
    expect(paths.slice(0, 3)).toEqual(['/', '/about-us', '/about-us/who-are-we']);
    expect(paths).toContain('/buy-car/brands/bmw');
    expect(paths.indexOf('/buy-car')).toBeLessThan(paths.indexOf('/buy-car/brands'));
    expect(paths.some((routePath) => routePath.includes('_404'))).toBe(false);
  });

  it('builds navigation from the route tree with titles and children', async () => {
    const navigation = await source.getNavigation(site('carstoresesite'), 'sv-SE');
    const sortOrders = await Promise.all(
      navigation.map(async (item) =>
        Number(
          (await source.getLayout(site('carstoresesite'), item.path, 'sv-SE'))?.sitecore.route?.fields
            .sortOrder?.value,
        ),
      ),
    );
    expect(sortOrders).toEqual([...sortOrders].sort((a, b) => a - b));
    expect(navigation.find((item) => item.name === 'om-oss')).toEqual(
      expect.objectContaining({
        name: 'om-oss',
        path: '/om-oss',
        navigationTitle: 'Om oss',
        hideInNavigation: false,
        children: [
          expect.objectContaining({
            name: 'kontakt',
            path: '/om-oss/kontakt',
            navigationTitle: 'Kontakt',
            children: [],
          }),
        ],
      }),
    );
    expect(await source.getNavigation(site('carstoresesite'), 'sv-SE', '/om-oss')).toEqual([
      expect.objectContaining({ path: '/om-oss/kontakt' }),
    ]);
  });

  it('carries an item’s navigation image for the mega menu', async () => {
    const navigation = await source.getNavigation(site('carstoresesite'), 'sv-SE');
    const volvo = navigation
      .find((item) => item.name === 'marken')
      ?.children.find((item) => item.name === 'volvo');
    expect(volvo?.image).toEqual({
      src: '/-/media/navigation/volvo.jpg',
      alt: 'Volvo på landsväg i kvällsljus',
    });
    expect(navigation.find((item) => item.name === 'marken')?.image).toBeUndefined();
  });

  it('reads dictionaries, error pages and languages', async () => {
    expect((await source.getDictionary(site('hedinautomotiveuksite'), 'en-GB')).sectionErrorHeading).toBe(
      'Oops',
    );
    expect(await source.getDictionary(site('hedinautomotiveuksite'), 'cy-GB')).toEqual({});
    expect((await source.getErrorPage(site('carstoresesite'), 'sv-SE', 404))?.sitecore.route?.name).toBe(
      '404',
    );
    expect(await source.getErrorPage(site('carstoresesite'), 'sv-SE', 500)).toBeNull();
    expect(await source.getLanguages(site('carstoresesite'), '/om-oss')).toEqual([
      {
        name: 'sv-SE',
        displayName: 'Svenska (Sverige)',
        englishName: 'Swedish (Sweden)',
        nativeName: 'Svenska (Sverige)',
      },
    ]);
  });
});

describe('LocalContentSource site root, current language and wildcard pages (demo markets)', () => {
  it('answers one stable root id per site, in the form Edge ids take, and none without a home', async () => {
    const group = site('hedingroupsite');
    const id = await source.getSiteRootId(group, 'en');
    expect(id).toMatch(/^[0-9A-F]{32}$/);
    expect(await source.getSiteRootId(group, 'sv-SE')).toBe(id);
    expect(await source.getSiteRootId(site('carstoresesite'), 'sv-SE')).not.toBe(id);
    expect(await source.getSiteRootId(site('carstoresesite'), 'en')).toBeNull();
  });

  it('answers the language a public path resolves to, by its prefix, or null for a missing route', async () => {
    const group = site('hedingroupsite');
    expect(await source.getCurrentLanguage(group, '/')).toBe('en');
    expect(await source.getCurrentLanguage(group, '/about-us')).toBe('en');
    expect(await source.getCurrentLanguage(group, '/SV-SE')).toBe('sv-SE');
    expect(await source.getCurrentLanguage(group, '/sv-se/about-us')).toBeNull();
    expect(await source.getCurrentLanguage(group, '/finns-inte')).toBeNull();
    expect(await source.getCurrentLanguage(group, '/../../sites')).toBeNull();
  });

  it('lists the `_wildcard.json` items as `<folder>/*`, each of which its path reads', async () => {
    const carstore = site('carstoresesite');
    const pages = await source.listWildcardPages(carstore, 'sv-SE');
    expect(pages).toEqual(['/hitta-hit/*', '/kopa-bil/bil/*']);
    for (const page of pages) expect(await source.getLayout(carstore, page, 'sv-SE')).not.toBeNull();
    expect(await source.listWildcardPages(carstore, 'en')).toEqual([]);
  });
});

describe('LocalContentSource stories (fixture project)', () => {
  const fixture = path.join(import.meta.dirname, '../../../../tests/fixtures/project');
  const stories = new LocalContentSource(fixture);
  const alpha = loadSiteConfigs(fixture).find((candidate) => candidate.name === 'alpha');
  if (!alpha) throw new Error('fixture site alpha missing');
  const list = (query: Partial<StoryQuery> = {}) =>
    stories.listStories(alpha, 'en', { indexPath: '/news', limit: 10, ...query });
  const names = async (query: Partial<StoryQuery> = {}) =>
    (await list(query)).stories.map((story) => story.name);

  it('lists the Story routes under the index, newest first, same-day stories by name', async () => {
    expect(await names()).toEqual([
      'electric-suv-launch',
      'charging-at-home',
      'winter-tyres',
      'family-suv-test',
      'service-plan',
      'open-house',
    ]);
  });

  it('maps a story route into a story', async () => {
    const [first] = (await list({ limit: 1 })).stories;
    expect(first).toEqual({
      id: '/news/electric-suv-launch',
      name: 'electric-suv-launch',
      path: '/news/electric-suv-launch',
      title: 'The electric SUV arrives',
      preamble: 'The electric SUV arrives: the short version.',
      date: '2026-10-03',
      image: { src: '/-/media/stories/electric-suv-launch.jpg', alt: 'The electric SUV arrives' },
      tags: ['tag-suv', 'tag-electric'],
    });
    const oldest = (await list()).stories.at(-1);
    expect(oldest).toMatchObject({ name: 'open-house', tags: [] });
    expect(oldest).not.toHaveProperty('image');
  });

  it('pages with limit and cursor until the source reports no more', async () => {
    const first = await list({ limit: 4 });
    expect(first.stories.map((story) => story.name)).toEqual([
      'electric-suv-launch',
      'charging-at-home',
      'winter-tyres',
      'family-suv-test',
    ]);
    expect(first.hasMore).toBe(true);
    expect(first.cursor).toEqual(expect.any(String));

    const second = await list({ limit: 4, cursor: first.cursor ?? undefined });
    expect(second.stories.map((story) => story.name)).toEqual(['service-plan', 'open-house']);
    expect(second).toMatchObject({ hasMore: false, cursor: null });
  });

  it('reports no more when the last page is exactly full', async () => {
    const first = await list({ limit: 3 });
    const second = await list({ limit: 3, cursor: first.cursor ?? undefined });
    expect(second.stories).toHaveLength(3);
    expect(second).toMatchObject({ hasMore: false, cursor: null });
  });

  it('keeps stories that have any of the selected tags, and pages within the filter', async () => {
    const tags = ['tag-suv', 'tag-service'];
    expect(await names({ tags })).toEqual([
      'electric-suv-launch',
      'winter-tyres',
      'family-suv-test',
      'service-plan',
    ]);
    const first = await list({ tags, limit: 2 });
    expect(first.stories.map((story) => story.name)).toEqual(['electric-suv-launch', 'winter-tyres']);
    const second = await list({ tags, limit: 2, cursor: first.cursor ?? undefined });
    expect(second.stories.map((story) => story.name)).toEqual(['family-suv-test', 'service-plan']);
    expect(second.hasMore).toBe(false);
    expect(await names({ tags: [] })).toHaveLength(6);
    expect(await names({ tags: ['tag-unused'] })).toEqual([]);
  });

  it('returns an empty page for an index without stories or a path that is no route', async () => {
    const empty = { stories: [], cursor: null, hasMore: false };
    expect(await list({ indexPath: '/' })).toEqual(empty);
    expect(await list({ indexPath: '/nothing-here' })).toEqual(empty);
    expect(await list({ indexPath: '/../secrets' })).toEqual(empty);
  });

  it('carries the last story’s place in the cursor and refuses cursors it did not issue', async () => {
    expect(decodeStoryCursor(encodeStoryCursor({ date: '2026-09-20', name: 'winter-tyres' }))).toEqual({
      date: '2026-09-20',
      name: 'winter-tyres',
    });
    await expect(list({ cursor: 'bm90IGpzb24' })).rejects.toThrow(InvalidCursorError);
    await expect(list({ cursor: Buffer.from('{"a":1}').toString('base64url') })).rejects.toThrow(
      InvalidCursorError,
    );
    await expect(list({ limit: 0 })).rejects.toThrow(RangeError);
  });

  it('reads the index’s tags', async () => {
    expect(await stories.getStoryTags(alpha, 'en', '/news')).toEqual([
      { id: 'tag-suv', key: 'suv', value: 'SUV' },
      { id: 'tag-electric', key: 'electric', value: 'Electric' },
      { id: 'tag-service', key: 'service', value: 'Service' },
    ]);
    expect(await stories.getStoryTags(alpha, 'en', '/')).toEqual([]);
    expect(await stories.getStoryTags(alpha, 'en', '/nothing-here')).toEqual([]);
  });

  it('gives a story its publish info, tags, parent and neighbours by date', async () => {
    expect(await stories.getStoryExtras(alpha, 'en', '/news/winter-tyres')).toEqual({
      date: '2026-09-20',
      author: 'Erik Lund',
      tags: [{ id: 'tag-service', key: 'service', value: 'Service' }],
      parentPath: '/news',
      previous: { path: '/news/family-suv-test', title: 'Family SUVs tested' },
      next: { path: '/news/charging-at-home', title: 'Charging at home' },
    });
  });

  it('has no next story for the newest and no previous story for the oldest', async () => {
    const newest = await stories.getStoryExtras(alpha, 'en', '/News/Electric-SUV-Launch/');
    expect(newest?.previous).toEqual({ path: '/news/charging-at-home', title: 'Charging at home' });
    expect(newest).not.toHaveProperty('next');
    expect(newest?.tags.map((tag) => tag.id)).toEqual(['tag-suv', 'tag-electric']);

    const oldest = await stories.getStoryExtras(alpha, 'en', '/news/open-house');
    expect(oldest?.next).toEqual({ path: '/news/service-plan', title: 'A service plan that fits' });
    expect(oldest).not.toHaveProperty('previous');
    expect(oldest?.tags).toEqual([]);
  });

  it('drops tag ids the index does not offer and leaves out an empty author', async () => {
    const servicePlan = await stories.getStoryExtras(alpha, 'en', '/news/service-plan');
    expect(servicePlan?.tags).toEqual([{ id: 'tag-service', key: 'service', value: 'Service' }]);
    const familyTest = await stories.getStoryExtras(alpha, 'en', '/news/family-suv-test');
    expect(familyTest).not.toHaveProperty('author');
  });

  it('returns null for a path that is not a story', async () => {
    expect(await stories.getStoryExtras(alpha, 'en', '/news')).toBeNull();
    expect(await stories.getStoryExtras(alpha, 'en', '/news/press-contacts')).toBeNull();
    expect(await stories.getStoryExtras(alpha, 'en', '/news/no-such-story')).toBeNull();
    expect(await stories.getStoryExtras(alpha, 'en', '/')).toBeNull();
    expect(await stories.getStoryExtras(alpha, 'sv-SE', '/news/winter-tyres')).toBeNull();
  });
});

describe('LocalContentSource keeps what navigation and story lists read of a file until it changes', () => {
  const copy = mkdtempSync(path.join(tmpdir(), 'local-content-'));
  cpSync(path.join(import.meta.dirname, '../../../../tests/fixtures/project'), copy, { recursive: true });
  afterAll(() => rmSync(copy, { recursive: true, force: true }));
  const content = new LocalContentSource(copy);
  const alpha = loadSiteConfigs(copy).find((candidate) => candidate.name === 'alpha');
  if (!alpha) throw new Error('fixture site alpha missing');
  const storyFile = path.join(copy, 'sites/alpha/content/en/news/winter-tyres.json');
  const titles = async () =>
    (await content.listStories(alpha, 'en', { indexPath: '/news', limit: 10 })).stories.map(
      (story) => story.title,
    );
  const newsTitle = async () =>
    (await content.getNavigation(alpha, 'en')).find((item) => item.name === 'news')?.navigationTitle;

  it('shows an edited story and an edited page on the next call', async () => {
    expect(await titles()).toContain('Time for winter tyres');
    const story = readFileSync(storyFile, 'utf8');
    writeFileSync(storyFile, story.replaceAll('Time for winter tyres', 'Winter tyres: book now'));
    expect(await titles()).toContain('Winter tyres: book now');

    const newsFile = path.join(copy, 'sites/alpha/content/en/news.json');
    const news = JSON.parse(readFileSync(newsFile, 'utf8')) as {
      sitecore: { route: { displayName: string } };
    };
    news.sitecore.route.displayName = 'Latest from the showroom';
    writeFileSync(newsFile, JSON.stringify(news));
    expect(await newsTitle()).toBe('Latest from the showroom');
  });

  it('does not read a file again while its modification time and size are unchanged', async () => {
    // A whole second: the time set back below is then exactly the one the source saw.
    const time = new Date('2026-11-01T12:00:00Z');
    utimesSync(storyFile, time, time);
    const kept = await titles();
    // Same size and time, unreadable content: only a second read would notice.
    writeFileSync(storyFile, '#'.repeat(statSync(storyFile).size));
    utimesSync(storyFile, time, time);
    expect(await titles()).toEqual(kept);
  });
});
