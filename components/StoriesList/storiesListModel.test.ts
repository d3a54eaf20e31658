import { describe, expect, it } from 'vitest';
import type { StoryTag } from '../../schemas/generated/content';
import {
  queryWithTags,
  storiesApiUrl,
  storiesListOptions,
  tagsFromUrl,
  toggleTag,
  urlWithTags,
} from './storiesListModel';

const tags: StoryTag[] = [
  { id: 'tag-suv', key: 'suv', value: 'SUV' },
  { id: 'tag-electric', key: 'electric', value: 'Elbil' },
  { id: 'tag-service', key: 'service', value: 'Service' },
];

describe('storiesListOptions', () => {
  it('defaults to two columns without a highlighted story', () => {
    expect(storiesListOptions({})).toEqual({ columns: 2, highlightFirst: false });
    expect(storiesListOptions({ Columns: '3', HighlightFirst: 'yes' })).toEqual({
      columns: 2,
      highlightFirst: false,
    });
  });

  it('reads Columns "1" and HighlightFirst "1"', () => {
    expect(storiesListOptions({ Columns: '1', HighlightFirst: '1' })).toEqual({
      columns: 1,
      highlightFirst: true,
    });
    expect(storiesListOptions({ Columns: '2', HighlightFirst: '0' })).toEqual({
      columns: 2,
      highlightFirst: false,
    });
  });
});

describe('toggleTag', () => {
  it('adds and removes a tag, keeping the index order', () => {
    expect(toggleTag([], 'tag-service', tags)).toEqual(['tag-service']);
    expect(toggleTag(['tag-service'], 'tag-suv', tags)).toEqual(['tag-suv', 'tag-service']);
    expect(toggleTag(['tag-suv', 'tag-service'], 'tag-suv', tags)).toEqual(['tag-service']);
  });
});

describe('tagsFromUrl', () => {
  it('reads known tag ids from the tags parameter of a path or query string', () => {
    expect(tagsFromUrl('/nyheter?tags=tag-service,tag-suv', tags)).toEqual(['tag-suv', 'tag-service']);
    expect(tagsFromUrl('?x=1&tags=tag-electric#top', tags)).toEqual(['tag-electric']);
  });

  it('ignores unknown, empty and repeated ids', () => {
    expect(tagsFromUrl('/nyheter?tags=nope,,tag-suv,tag-suv', tags)).toEqual(['tag-suv']);
    expect(tagsFromUrl('/nyheter', tags)).toEqual([]);
    expect(tagsFromUrl('', tags)).toEqual([]);
  });
});

describe('urlWithTags', () => {
  it('sets the tags parameter with readable commas', () => {
    expect(urlWithTags('/nyheter', ['tag-suv', 'tag-electric'])).toBe('/nyheter?tags=tag-suv,tag-electric');
  });

  it('replaces an earlier selection and keeps other parameters and the hash', () => {
    expect(urlWithTags('/nyheter?utm=a&tags=tag-suv#lista', ['tag-service'])).toBe(
      '/nyheter?utm=a&tags=tag-service#lista',
    );
  });

  it('drops the parameter when nothing is selected', () => {
    expect(urlWithTags('/nyheter?tags=tag-suv', [])).toBe('/nyheter');
    expect(urlWithTags('/en/news?tags=tag-suv&page=2', [])).toBe('/en/news?page=2');
  });

  it('encodes ids that need it', () => {
    expect(urlWithTags('/', ['a&b'])).toBe('/?tags=a%26b');
  });
});

describe('queryWithTags', () => {
  it('sets or removes tags in the router query', () => {
    const query = { site: 's', lang: 'sv-SE', path: ['nyheter'], tags: 'old' };
    expect(queryWithTags(query, ['a', 'b'])).toEqual({
      site: 's',
      lang: 'sv-SE',
      path: ['nyheter'],
      tags: 'a,b',
    });
    expect(queryWithTags(query, [])).toEqual({ site: 's', lang: 'sv-SE', path: ['nyheter'] });
    expect(query.tags).toBe('old');
  });
});

describe('storiesApiUrl', () => {
  it('names the site, language, index, page size and, when given, cursor and tags', () => {
    const base = { site: 'carstoresesite', language: 'sv-SE', indexPath: '/nyheter', limit: 4 };
    expect(storiesApiUrl({ ...base, tags: [] })).toBe(
      '/api/stories?site=carstoresesite&language=sv-SE&indexPath=%2Fnyheter&limit=4',
    );
    expect(storiesApiUrl({ ...base, tags: ['tag-suv', 'tag-electric'], cursor: 'abc=' })).toBe(
      '/api/stories?site=carstoresesite&language=sv-SE&indexPath=%2Fnyheter&limit=4&cursor=abc%3D&tags=tag-suv%2Ctag-electric',
    );
  });
});
