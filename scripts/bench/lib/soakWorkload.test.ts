import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { findSite } from '../../../runtime/config/loadSiteConfigs';
import { projectRoot } from '../../../runtime/config/projectPaths';
import { projectValidator } from '../../../runtime/config/schemaValidator';
import { routeFile } from '../../../runtime/services/content/embedded/LocalContentSource';
import { splitLanguage } from '../../../runtime/site/localisedPath';
import { hierarchyName, SOAK_MARKETS, soakRequests, type SoakRequest } from './soakWorkload';

const requests = soakRequests();
const ofKind = (kind: SoakRequest['kind']) => requests.filter((request) => request.kind === kind);
const siteOf = (request: SoakRequest) => {
  const site = findSite(request.hostName.replace(/\.localhost$/, ''));
  if (!site) throw new Error(`No site for ${request.hostName}`);
  return site;
};
const searchBody = (request: SoakRequest): unknown =>
  JSON.parse(request.fresh?.(7).body ?? request.body ?? '');

describe('the soak workload', () => {
  it('asks for pages that exist, each of a market the site configs know', () => {
    const pages = requests.filter((request) =>
      ['home page', 'content page', 'car list', 'story page'].includes(request.kind),
    );
    expect(pages.length).toBeGreaterThan(20);
    for (const request of pages) {
      const site = siteOf(request);
      const { language, routePath } = splitLanguage(site, request.path.split('?')[0] ?? '');
      const file = routeFile(projectRoot(), site.name, language, routePath);
      expect(file && existsSync(file), `${request.hostName}${request.path}`).toBe(true);
    }
  });

  it('covers several markets and languages, and every kind of request', () => {
    expect(new Set(SOAK_MARKETS.map((market) => market.language)).size).toBeGreaterThanOrEqual(3);
    expect(new Set(requests.map((request) => request.kind))).toEqual(
      new Set([
        'home page',
        'content page',
        'car list',
        'story page',
        'unknown path',
        'search',
        'invalid search',
        'stories API',
        'healthz',
        'robots.txt',
        'sitemap.xml',
      ]),
    );
  });

  it('sends search bodies the search schema accepts, for the index each market names', () => {
    const validate = projectValidator('searchRequest');
    for (const request of ofKind('search')) {
      const body = searchBody(request);
      expect(validate(body), JSON.stringify(validate.errors)).toBe(true);
      expect(body).toMatchObject({ index: siteOf(request).searchIndexes.vehicles });
    }
  });

  it('sends invalid search bodies the route must refuse', () => {
    const validate = projectValidator('searchRequest');
    const invalid = ofKind('invalid search');
    expect(invalid.length).toBeGreaterThan(0);
    for (const request of invalid) {
      expect(request.expectedStatus).toBe(400);
      let parsed: unknown;
      try {
        parsed = JSON.parse(request.body ?? '');
      } catch {
        continue;
      }
      expect(validate(parsed), request.body).toBe(false);
    }
  });

  it('asks the stories API with a query its schema accepts', () => {
    const validate = projectValidator('storiesRequest');
    for (const request of ofKind('stories API')) {
      const query = Object.fromEntries(new URL(request.path, 'http://soak').searchParams);
      expect(validate(query), JSON.stringify(validate.errors)).toBe(true);
    }
  });

  it('makes fresh requests new at every sending', () => {
    const fresh = requests.filter((request) => request.fresh);
    expect(new Set(fresh.map((request) => request.kind))).toEqual(
      new Set(['car list', 'unknown path', 'search']),
    );
    for (const request of fresh) {
      const sendings = [1, 2, 6, 36, 1000].map((n) => JSON.stringify(request.fresh?.(n)));
      expect(new Set(sendings).size).toBe(sendings.length);
    }
    const names = Array.from({ length: 500 }, (_, n) => hierarchyName(n));
    expect(new Set(names).size).toBe(names.length);
  });

  it('expects 404 for unknown paths only', () => {
    expect(requests.filter((request) => request.expectedStatus === 404)).toEqual(ofKind('unknown path'));
  });
});
