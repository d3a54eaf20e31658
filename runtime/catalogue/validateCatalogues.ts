/**
 * `npm run validate`'s check of the component catalogue: every registered component has its
 * `components/<Name>/catalogue.json`, which fits schemas/catalogue.schema.json, and each example's fields
 * fit the component's field schema, its nested renderings are valid content, its market and language
 * exist and its name is unique in the file. Kept apart from validateProject, which also runs at server
 * start and in /healthz: a catalogue example is a developer's page, never a reason not to serve.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { ComponentCatalogue } from '../../schemas/generated/catalogue';
import type { ConfigError } from '../config/ConfigError';
import { readJsonFile, readSiteConfigs } from '../config/loadSiteConfigs';
import { componentFieldsValidator, projectValidator, validateWith } from '../config/schemaValidator';
import type { SiteConfig } from '../config/SiteConfig';
import { type FieldSchemaRegistry, validateRenderings } from '../config/validateProject';
import { exampleMarket, isComponentCatalogue, isExampleMarket } from './catalogueExamples';
import { exampleAnchor } from './catalogueSlugs';

/** `components/<Name>/catalogue.json` of a project. */
export const catalogueFile = (root: string, component: string): string =>
  path.join(root, 'components', component, 'catalogue.json');

function examplesErrors(
  catalogue: ComponentCatalogue,
  file: string,
  schema: object,
  registry: FieldSchemaRegistry,
  sites: readonly SiteConfig[],
): ConfigError[] {
  const anchors = new Map<string, number>();
  return catalogue.examples.flatMap((example, index) => {
    const at = `/examples/${index}`;
    const errors: ConfigError[] = [
      ...validateWith(componentFieldsValidator(schema), example.fields, file, `${at}/fields`),
      // Where a catalogue places a component says nothing of the markets' dictionaries: its own map.
      ...validateRenderings(example.placeholders ?? {}, `${at}/placeholders`, file, registry, new Map()),
    ];
    const market = exampleMarket(example, sites);
    if (!isExampleMarket(market))
      errors.push({ file, pointer: `${at}/${market.pointer}`, message: market.message });
    const anchor = exampleAnchor(example.name);
    const first = anchors.get(anchor);
    if (!anchor) {
      errors.push({ file, pointer: `${at}/name`, message: 'must contain a letter or digit (its anchor)' });
    } else if (first !== undefined) {
      errors.push({
        file,
        pointer: `${at}/name`,
        message: `must be unique in the file: its anchor "#${anchor}" is /examples/${first}/name's`,
      });
    } else anchors.set(anchor, index);
    return errors;
  });
}

export function validateCatalogues(root: string, registry: FieldSchemaRegistry): ConfigError[] {
  // Sites with an invalid config are validateProject's to report; examples naming them read as unknown.
  const { sites } = readSiteConfigs(root);
  return Object.entries(registry).flatMap(([component, schema]) => {
    const full = catalogueFile(root, component);
    const file = path.relative(root, full);
    if (!existsSync(full)) {
      return [
        {
          file,
          pointer: '',
          message:
            'missing: every component has catalogue examples (schemas/catalogue.schema.json; npm run new-component writes one)',
        },
      ];
    }
    const { data, error } = readJsonFile(root, full);
    if (error) return [error];
    if (!isComponentCatalogue(data)) return validateWith(projectValidator('catalogue'), data, file);
    return examplesErrors(data, file, schema, registry, sites);
  });
}
