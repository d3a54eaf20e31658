/**
 * A component's catalogue examples (`components/<Name>/catalogue.json`, schemas/catalogue.schema.json) as
 * both their readers see them, the catalogue page and `npm run validate`: the file checked against its
 * schema, and each example placed in the market and language it is written for.
 */
import type { CatalogueExample, ComponentCatalogue } from '../../schemas/generated/catalogue';
import { projectValidator } from '../config/schemaValidator';
import type { SiteConfig } from '../config/SiteConfig';

/** Whether the data is a catalogue (ajv fills each example's `routePath` default on the way). */
export function isComponentCatalogue(data: unknown): data is ComponentCatalogue {
  return projectValidator('catalogue')(data);
}

/** The site with `"default": true`, whatever DEFAULT_SITE says: examples read the same everywhere. */
export function catalogueDefaultSite(sites: readonly SiteConfig[]): SiteConfig | undefined {
  return sites.find((site) => site.default) ?? sites[0];
}

export interface ExampleMarket {
  site: SiteConfig;
  language: string;
}

export type ExampleMarketProblem = { pointer: 'site' | 'language'; message: string };

/** The market and language an example renders in, or what is wrong with the ones it names. */
export function exampleMarket(
  example: Pick<CatalogueExample, 'site' | 'language'>,
  sites: readonly SiteConfig[],
): ExampleMarket | ExampleMarketProblem {
  const site = example.site
    ? sites.find((candidate) => candidate.name === example.site)
    : catalogueDefaultSite(sites);
  if (!site) {
    return {
      pointer: 'site',
      message: `no site named "${example.site ?? ''}" in sites/ (${sites.map(({ name }) => name).join(', ')})`,
    };
  }
  const language = example.language ?? site.defaultLanguage;
  if (!site.languages.includes(language)) {
    return {
      pointer: 'language',
      message: `"${language}" is not one of ${site.name}'s languages (${site.languages.join(', ')})`,
    };
  }
  return { site, language };
}

export function isExampleMarket(market: ExampleMarket | ExampleMarketProblem): market is ExampleMarket {
  return 'site' in market;
}
