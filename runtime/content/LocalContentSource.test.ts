import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadSiteConfigs } from '../config/loadSiteConfigs';
import { LocalContentSource, routeFile } from './LocalContentSource';

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
