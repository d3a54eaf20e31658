import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import storiesRequestSchema from '../../../../schemas/storiesRequest.schema.json';
import { loadSiteConfigs } from '../../../config/loadSiteConfigs';
import type { SiteConfig } from '../../../config/SiteConfig';
import { STORIES_PAGE_SIZE, type StoryPage, type StoryQuery } from '../contract';
import { LocalContentSource } from '../embedded/LocalContentSource';
import { handleStoriesRequest, type StoriesQuery, type StoriesRequestContext } from './handleStoriesRequest';

const fixture = path.join(import.meta.dirname, '../../../../tests/fixtures/project');
const sites = loadSiteConfigs(fixture);
const source = new LocalContentSource(fixture);

/** Records what the handler asks the content source for. */
class RecordingSource extends LocalContentSource {
  readonly queries: StoryQuery[] = [];

  override async listStories(site: SiteConfig, language: string, query: StoryQuery): Promise<StoryPage> {
    this.queries.push(query);
    return super.listStories(site, language, query);
  }
}

class FailingSource extends LocalContentSource {
  override async listStories(): Promise<StoryPage> {
    throw new Error('Experience Edge stories search failed: HTTP 500');
  }
}

const valid = { site: 'alpha', language: 'en', indexPath: '/news' };
const request = (query: StoriesQuery, context: StoriesRequestContext = { sites, source }) =>
  handleStoriesRequest(query, context);
const names = (body: unknown) => (body as StoryPage).stories.map((story) => story.name);

describe('handleStoriesRequest', () => {
  it('answers a page of the index, newest first, with the cursor of the next page', async () => {
    const first = await request({ ...valid, limit: '2', tags: 'tag-suv,tag-service' });
    expect(first.status).toBe(200);
    expect(names(first.body)).toEqual(['electric-suv-launch', 'winter-tyres']);
    expect(first.body).toMatchObject({ hasMore: true, cursor: expect.any(String) });

    const cursor = (first.body as StoryPage).cursor ?? '';
    const second = await request({ ...valid, limit: '2', tags: 'tag-suv,tag-service', cursor });
    expect(names(second.body)).toEqual(['family-suv-test', 'service-plan']);
    expect(second.body).toMatchObject({ hasMore: false, cursor: null });
  });

  it('passes the parameters to the content source: limit as a number, tags split, no empty cursor', async () => {
    const recording = new RecordingSource(fixture);
    await request(
      { ...valid, limit: '3', tags: 'tag-suv,tag-electric', cursor: '' },
      { sites, source: recording },
    );
    await request({ ...valid, tags: '' }, { sites, source: recording });
    expect(recording.queries).toEqual([
      { indexPath: '/news', limit: 3, tags: ['tag-suv', 'tag-electric'] },
      { indexPath: '/news', limit: STORIES_PAGE_SIZE },
    ]);
  });

  it('defaults to the stories page size and leaves the given query alone', async () => {
    expect(storiesRequestSchema.properties.limit.default).toBe(String(STORIES_PAGE_SIZE));
    const query = { ...valid };
    const response = await request(query);
    expect(names(response.body)).toHaveLength(STORIES_PAGE_SIZE);
    expect(query).toEqual(valid);
  });

  it.each([
    ['a missing site', { language: 'en', indexPath: '/news' }, 'missing parameter "site"'],
    ['a missing index path', { site: 'alpha', language: 'en' }, 'missing parameter "indexPath"'],
    ['a malformed language', { ...valid, language: 'english' }, 'invalid parameter "language"'],
    [
      'an index path without a leading slash',
      { ...valid, indexPath: 'news' },
      'invalid parameter "indexPath"',
    ],
    ['a limit of 0', { ...valid, limit: '0' }, 'invalid parameter "limit": Stories per page'],
    ['a limit of 25', { ...valid, limit: '25' }, 'invalid parameter "limit"'],
    ['a limit that is not a whole number', { ...valid, limit: '2.5' }, 'invalid parameter "limit"'],
    ['an empty tag in the list', { ...valid, tags: 'tag-suv,,tag-service' }, 'invalid parameter "tags"'],
    ['a cursor with odd characters', { ...valid, cursor: 'a b' }, 'invalid parameter "cursor"'],
    ['a cursor the source never issued', { ...valid, cursor: 'bm90IGpzb24' }, 'invalid parameter "cursor"'],
    ['an unknown parameter', { ...valid, page: '2' }, 'unknown parameter "page"'],
    ['a repeated parameter', { ...valid, site: ['alpha', 'beta'] }, 'parameter "site" must be given once'],
  ])('answers 400 with the reason for %s', async (_name, query, reason) => {
    const response = await request(query);
    expect(response.status).toBe(400);
    expect((response.body as { error: string }).error).toContain(reason);
  });

  it('answers 404 for an unknown site or a language the site does not serve', async () => {
    expect(await request({ ...valid, site: 'gamma' })).toEqual({
      status: 404,
      body: { error: 'unknown site "gamma"' },
    });
    expect(await request({ ...valid, site: 'beta', language: 'en' })).toEqual({
      status: 404,
      body: { error: 'site "beta" does not serve language "en"' },
    });
  });

  it('answers 502 and logs when the content source fails', async () => {
    const logError = vi.fn();
    const response = await request(valid, { sites, source: new FailingSource(fixture), logError });
    expect(response).toEqual({
      status: 502,
      body: { error: 'The stories could not be loaded from the content source.' },
    });
    expect(logError).toHaveBeenCalledWith(
      'Stories of /news (alpha, en) failed:',
      expect.objectContaining({ message: 'Experience Edge stories search failed: HTTP 500' }),
    );
  });
});
