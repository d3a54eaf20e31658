import { describe, expect, it } from 'vitest';
import type { Route } from '../../schemas/generated/layout';
import { loaderContext } from '../../tests/fixtures/loaderContext';
import { testSite } from '../../tests/fixtures/testSite';
import { loadSocialMedia } from './index';

const route = (fields: Route['fields'] = {}): Route => ({
  name: 'nya-xc90',
  fields: { metaTitle: { value: 'Nya XC90' }, ...fields },
  placeholders: {},
});

describe('SocialMedia loader', () => {
  it("shares the page's canonical URL, with the language prefix of other languages, and its title", async () => {
    const site = testSite({ languages: ['sv-SE', 'en'] });
    expect(
      await loadSocialMedia(
        loaderContext({ site, language: 'sv-SE', routePath: '/nyheter/Nya-XC90', route: route() }),
      ),
    ).toEqual({
      url: 'https://www.carstore.se/nyheter/nya-xc90',
      title: 'Nya XC90',
    });
    const english = await loadSocialMedia(
      loaderContext({ site, language: 'en', routePath: '/news/new-xc90', route: route() }),
    );
    expect(english.url).toBe('https://www.carstore.se/en/news/new-xc90');
  });

  it("follows the route's canonicalURL field", async () => {
    const data = await loadSocialMedia(
      loaderContext({
        site: testSite(),
        language: 'sv-SE',
        routePath: '/kampanj',
        route: route({ canonicalURL: { value: '/nyheter/kampanj' } }),
      }),
    );
    expect(data.url).toBe('https://www.carstore.se/nyheter/kampanj');
  });
});
