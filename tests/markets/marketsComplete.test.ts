/**
 * Every market is complete in config and content (issue 21): it configures its own car list, whose facets
 * and sorts are labelled in each of its languages and each facet offers a choice in its demo stock (the
 * query the car list's loader sends, against the embedded engine over the seed's records); and every
 * market lists stories under its stories index, each dated, tagged with tags the index offers, with a
 * hero image that exists, teased on its home page; and its redirect table sends old addresses only to car
 * list filters the list has, with values its stock has.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadSiteConfigs } from '../../runtime/config/loadSiteConfigs';
import type { SiteConfig } from '../../runtime/config/SiteConfig';
import { LocalContentSource } from '../../runtime/services/content/embedded/LocalContentSource';
import { INDEX_DEFINITIONS } from '../../runtime/services/search/embedded/indexDefinitions';
import {
  LocalSearchEngine,
  type SearchRecord,
} from '../../runtime/services/search/embedded/LocalSearchEngine';
import type { LayoutData, Rendering } from '../../schemas/generated/layout';
import { generateDealerSites } from '../../scripts/seed/generateDealerSites';
import { generateVehicles } from '../../scripts/seed/generateVehicles';
import {
  carListConfig,
  carListSearchQuery,
  defaultListQueryState,
  histogramFacetValues,
  isRangeField,
  KEYPHRASE_PARAM,
  listFilterFields,
  PAGE_PARAM,
  SORT_PARAM,
  valueFacetValues,
} from '../../ui';

const root = process.cwd();
const sites = loadSiteConfigs(root);
const content = new LocalContentSource(root);
/** Enough cars for every facet of a market to show more than one value; the seed writes 3,000. */
const CARS = 400;
/** The cars `npm run seed` writes per market. */
const SEEDED_CARS = 3_000;
/** Spec 000 §7 lists stories four at a time: a market needs more than one page to show load more. */
const MIN_STORIES = 5;

function rawSiteJson(site: SiteConfig): Record<string, unknown> {
  return JSON.parse(readFileSync(path.join(root, 'sites', site.name, 'site.json'), 'utf8')) as Record<
    string,
    unknown
  >;
}

function dictionary(site: SiteConfig, language: string): Record<string, string> {
  const file = path.join(root, 'sites', site.name, 'dictionary', `${language}.json`);
  return JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
}

function renderings(layout: LayoutData | null): Rendering[] {
  return Object.values(layout?.sitecore.route?.placeholders ?? {})
    .flat()
    .filter((item): item is Rendering => 'componentName' in item);
}

describe.each(sites.map((site) => [site.name, site] as const))('%s', (_name, site) => {
  it('configures its own car list: facets, sort options and the default sort', () => {
    const carList = rawSiteJson(site).carList as Record<string, unknown> | undefined;
    expect(carList?.facets).toEqual(site.carList.facets);
    expect(carList?.sortOptions).toContain(site.carList.defaultSort);
  });

  it.each(site.languages)('labels every facet and sort option in %s', (language) => {
    const texts = dictionary(site, language);
    const firstField = (facet: string) => facet.split('>')[0] ?? facet;
    const missing = [
      ...site.carList.facets.map((facet) => `carListFacet.${firstField(facet)}`),
      ...site.carList.sortOptions.map((sort) => `carListSort.${sort}`),
    ].filter((key) => !texts[key]);
    expect(missing).toEqual([]);
  });

  it('sends old addresses to car list filters its list has, with values its stock has', () => {
    const config = carListConfig(site);
    const known = new Set([...listFilterFields(config), KEYPHRASE_PARAM, SORT_PARAM, PAGE_PARAM]);
    const listPaths = new Set([
      site.paths.carList,
      ...site.languages.map((language) => `/${language}${site.paths.carList}`),
    ]);
    const table = JSON.parse(readFileSync(path.join(root, 'redirects', `${site.name}.json`), 'utf8')) as {
      rules: { destination: string }[];
    };
    const stock = generateVehicles(site, generateDealerSites(site, {}), { count: SEEDED_CARS, blurs: {} });
    const inStock = (field: string, value: string) =>
      stock.some((car) => [car[field as keyof typeof car]].flat().map(String).includes(value));
    const problems = table.rules.flatMap(({ destination }) => {
      const url = new URL(destination, 'https://site.invalid');
      if (!listPaths.has(url.pathname)) return [];
      return [...url.searchParams].flatMap(([name, value]) => {
        if (!known.has(name)) return [`${destination}: ${name} is no filter of the car list`];
        const checked =
          name !== KEYPHRASE_PARAM && name !== SORT_PARAM && name !== PAGE_PARAM && !isRangeField(name);
        return checked && !inStock(name, value) ? [`${destination}: no car has ${name} ${value}`] : [];
      });
    });
    expect(problems).toEqual([]);
  });

  it('offers a choice in every facet of its stock, and sorts by every option', () => {
    const dealers = generateDealerSites(site, {});
    const cars = generateVehicles(site, dealers, { count: CARS, blurs: {} });
    const records: SearchRecord[] = cars.map((car) => ({ ...car }));
    const engine = new LocalSearchEngine(records, INDEX_DEFINITIONS.vehicles);
    const state = defaultListQueryState(carListConfig(site));
    const index = site.searchIndexes.vehicles;
    const result = engine.search({ index, ...carListSearchQuery(site, state) });
    const choices = Object.fromEntries(
      site.carList.facets.map((name) => {
        const facet = result.facet.find((candidate) => candidate.name === name);
        return [name, valueFacetValues(facet).length + histogramFacetValues(facet).length];
      }),
    );
    expect(Object.entries(choices).filter(([, count]) => count < 2)).toEqual([]);
    for (const sortName of site.carList.sortOptions) {
      expect(
        engine.search({ index, ...carListSearchQuery(site, { ...state, sortName }) }).content,
      ).toHaveLength(48);
    }
  });

  it(`lists at least ${MIN_STORIES} stories under its stories index, teased on its home page`, async () => {
    const indexPath = site.paths.storiesIndex;
    expect(indexPath, 'a stories index of its own, not the home page').not.toBe('/');
    const language = site.defaultLanguage;
    const index = await content.getLayout(site, indexPath, language);
    expect(renderings(index).map((rendering) => rendering.componentName)).toContain('StoriesList');
    const { stories } = await content.listStories(site, language, { indexPath, limit: 100 });
    expect(stories.length).toBeGreaterThanOrEqual(MIN_STORIES);
    const offered = (await content.getStoryTags(site, language, indexPath)).map((tag) => tag.id);
    for (const story of stories) {
      expect(story.date, story.path).toMatch(/^\d{4}-\d{2}-\d{2}/);
      expect(story.tags.length, story.path).toBeGreaterThan(0);
      expect(
        story.tags.filter((tag) => !offered.includes(tag)),
        story.path,
      ).toEqual([]);
      expect(existsSync(path.join(root, 'public', story.image?.src ?? '-')), story.path).toBe(true);
    }
    const home = await content.getLayout(site, '/', language);
    const teaser = renderings(home).find((rendering) => rendering.componentName === 'StoriesTeaser');
    expect(JSON.stringify(teaser?.fields ?? {})).toContain(`"href":"${indexPath}/`);
  });
});
