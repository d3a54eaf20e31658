/**
 * Validates everything a site manager edits, reporting every problem at once: site configs,
 * dictionaries (their plural forms, and the texts the site's pages show: runtime/config/dictionaryCoverage.ts),
 * local layout files and recorded editing payloads (each rendering also against its component's field
 * schema and the registry) and redirect tables. A name the project does not know but almost does (a
 * component, a property, a dictionary key) comes with the likely one. Used by `npm run validate`, the
 * build and server start.
 */
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import type { Dictionary } from '../../schemas/generated/dictionary';
import type { LayoutData, Placeholders } from '../../schemas/generated/layout';
import type { ConfigError } from './ConfigError';
import { dictionaryCoverage, type DictionaryKeyRegistry, KnownDictionaryKeys } from './dictionaryCoverage';
import { dictionaryPluralErrors } from './dictionaryPlurals';
import { readJsonFile, readSiteConfigs, siteNames } from './loadSiteConfigs';
import { redirectsDir, siteDir } from './projectPaths';
import type { RedirectTable } from '../../schemas/generated/redirects';
import { compileRedirectTable } from '../redirects/compileRedirectTable';
import { didYouMean } from './nearMiss';
import { componentFieldsValidator, projectValidator, validateWith } from './schemaValidator';
import type { SiteConfig } from './SiteConfig';
import { isRendering } from '../layout/placeholderRenderings';
import { WILDCARD_FILE_NAME } from '../services/content/embedded/LocalContentSource';
import { wildcardBaseOf, wildcardBases } from '../site/wildcardPaths';

/** Component name to its field schema (registry/fieldSchemas.generated.ts, or a fixture in tests). */
export type FieldSchemaRegistry = Readonly<Record<string, object>>;

function jsonFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return jsonFiles(full);
    return name.endsWith('.json') ? [full] : [];
  });
}

/** The project schemas a site manager's files are checked against (schemas/<name>.schema.json). */
type ProjectSchema = 'layout' | 'dictionary' | 'redirects' | 'site';

/**
 * A file's own `$schema`, when it names a file, must lead to the schema it is checked against: editors
 * validate and complete as they type only when the path from the file's folder is right.
 */
function schemaReferenceErrors(
  root: string,
  file: string,
  data: unknown,
  schema: ProjectSchema,
): ConfigError[] {
  if (typeof data !== 'object' || data === null || !('$schema' in data)) return [];
  const reference = data.$schema;
  if (typeof reference !== 'string' || /^[a-z][a-z0-9+.-]*:/i.test(reference)) return [];
  const expected = path.join(root, 'schemas', `${schema}.schema.json`);
  if (path.resolve(path.dirname(file), reference) === expected) return [];
  const right = path.relative(path.dirname(file), expected).split(path.sep).join('/');
  return [
    {
      file: path.relative(root, file),
      pointer: '/$schema',
      message: `must be "${right}" (the path from this file's folder to schemas/${schema}.schema.json)`,
    },
  ];
}

/** The file checked against its project schema, and its `$schema` against that schema's path. */
function projectFileErrors(root: string, file: string, data: unknown, schema: ProjectSchema): ConfigError[] {
  return [
    ...validateWith(projectValidator(schema), data, path.relative(root, file)),
    ...schemaReferenceErrors(root, file, data, schema),
  ];
}

function escapePointer(segment: string): string {
  return segment.replace(/~/g, '~0').replace(/\//g, '~1');
}

/** Component name → the first layout file (relative) a rendering of it is in. */
type Placements = Map<string, string>;

/** Renderings' fields against their components' schemas (also the catalogue's nested renderings). */
export function validateRenderings(
  placeholders: Placeholders,
  pointer: string,
  file: string,
  registry: FieldSchemaRegistry,
  placed: Placements,
): ConfigError[] {
  return Object.entries(placeholders).flatMap(([name, entries]) =>
    entries.flatMap((rendering, index) => {
      if (!isRendering(rendering)) return [];
      if (!placed.has(rendering.componentName)) placed.set(rendering.componentName, file);
      const at = `${pointer}/${escapePointer(name)}/${index}`;
      const schema = Object.hasOwn(registry, rendering.componentName)
        ? registry[rendering.componentName]
        : undefined;
      const errors: ConfigError[] = schema
        ? validateWith(componentFieldsValidator(schema), rendering.fields ?? {}, file, `${at}/fields`)
        : [
            {
              file,
              pointer: `${at}/componentName`,
              message: `unknown component "${rendering.componentName}" (not in the registry)${didYouMean(rendering.componentName, Object.keys(registry))}`,
            },
          ];
      return [
        ...errors,
        ...validateRenderings(rendering.placeholders ?? {}, `${at}/placeholders`, file, registry, placed),
      ];
    }),
  );
}

/**
 * A local layout file: its schema, its folder's site and language, and each rendering's fields. A
 * recorded editing payload (runtime/editing/recordedEditing.ts) is what the Layout Service answers in
 * edit mode: one without `pageEditing` would open as a visitor's page, without the editor's chromes.
 * The components its renderings name are noted in `placed`.
 */
function validateLayoutFile(
  root: string,
  file: string,
  siteName: string,
  language: string,
  registry: FieldSchemaRegistry,
  placed: Placements,
  { editing }: { editing: boolean } = { editing: false },
): ConfigError[] {
  const relative = path.relative(root, file);
  const { data, error } = readJsonFile(root, file);
  if (error) return [error];
  const schemaErrors = projectFileErrors(root, file, data, 'layout');
  if (schemaErrors.length > 0) return schemaErrors;
  const { context, route } = (data as LayoutData).sitecore;
  const errors: ConfigError[] = [];
  if (context.site.name !== siteName) {
    errors.push({
      file: relative,
      pointer: '/sitecore/context/site/name',
      message: `must be "${siteName}" (the site folder)`,
    });
  }
  if (context.language !== language) {
    errors.push({
      file: relative,
      pointer: '/sitecore/context/language',
      message: `must be "${language}" (the language folder)`,
    });
  }
  if (editing && !context.pageEditing) {
    errors.push({
      file: relative,
      pointer: '/sitecore/context/pageEditing',
      message: 'must be true: a recorded editing payload is the Layout Service answer in edit mode',
    });
  }
  if (route)
    errors.push(
      ...validateRenderings(route.placeholders, '/sitecore/route/placeholders', relative, registry, placed),
    );
  return errors;
}

/**
 * Wildcard items (runtime/site/wildcardPaths.ts) render every path below their base, so a content item
 * below a base is never served, and a wildcard item (`_wildcard.json`) in a folder that is no base of
 * the site is never used.
 */
function misplacedAroundWildcard(
  site: SiteConfig | undefined,
  languageDir: string,
  file: string,
  relative: string,
) {
  if (!site) return [];
  const item = `/${path
    .relative(languageDir, file)
    .replace(/\.json$/, '')
    .split(path.sep)
    .join('/')}`;
  const bases = wildcardBases(site);
  if (item.endsWith(`/${WILDCARD_FILE_NAME}`)) {
    const folder = item.slice(0, -WILDCARD_FILE_NAME.length - 1);
    if (bases.includes(folder)) return [];
    return [
      {
        file: relative,
        pointer: '',
        message: `is a wildcard item, but "${folder}" is not a path the site renders through one (${bases.join(', ')}): it would never be used`,
      },
    ];
  }
  const base = wildcardBaseOf(site, item);
  if (!base) return [];
  return [
    {
      file: relative,
      pointer: '',
      message: `is below "${base}", whose paths are all rendered by its wildcard item: it would never be served`,
    },
  ];
}

function notALanguageOf(site: SiteConfig | undefined, language: string): string | undefined {
  if (!site || site.languages.includes(language)) return undefined;
  return `"${language}" is not one of the site's languages (${site.languages.join(', ')})`;
}

/** What validation found: errors stop the build; warnings are reported and let it go on. */
export interface ValidationReport {
  errors: ConfigError[];
  warnings: ConfigError[];
}

/**
 * `site` is undefined when the folder's site.json is itself invalid: its files are still checked against
 * their schemas, only the checks that need the site's languages are skipped. `known` (the keys the
 * components read) enables the dictionaries' coverage of the texts the site's pages show.
 */
function validateSiteFiles(
  root: string,
  siteName: string,
  site: SiteConfig | undefined,
  registry: FieldSchemaRegistry,
  known: KnownDictionaryKeys | undefined,
): ValidationReport {
  const errors: ConfigError[] = [];
  const warnings: ConfigError[] = [];
  const base = siteDir(root, siteName);
  /** Language → its dictionary, when it is valid; null when it is broken (its errors say why). */
  const dictionaries = new Map<string, Dictionary | null>();
  for (const file of jsonFiles(path.join(base, 'dictionary'))) {
    const relative = path.relative(root, file);
    const language = path.basename(file, '.json');
    const wrongLanguage = notALanguageOf(site, language);
    if (wrongLanguage) {
      errors.push({ file: relative, pointer: '', message: wrongLanguage });
      continue;
    }
    const { data, error } = readJsonFile(root, file);
    if (error) {
      errors.push(error);
      dictionaries.set(language, null);
      continue;
    }
    const invalid = projectFileErrors(root, file, data, 'dictionary');
    // A dictionary the schema accepts is a Dictionary; its plural forms are checked against its language.
    errors.push(
      ...(invalid.length > 0 ? invalid : dictionaryPluralErrors(data as Dictionary, language, relative)),
    );
    dictionaries.set(language, invalid.length > 0 ? null : (data as Dictionary));
  }
  const layoutFiles = (folder: 'content' | 'editing') =>
    languageFolders(root, path.join(base, folder), site, errors).flatMap(({ language, dir }) =>
      jsonFiles(dir).map((file) => ({ language, dir, file })),
    );
  const placedByLanguage = new Map<string, Placements>();
  for (const { language, dir, file } of layoutFiles('content')) {
    const placed = placedByLanguage.get(language) ?? new Map<string, string>();
    placedByLanguage.set(language, placed);
    errors.push(...validateLayoutFile(root, file, siteName, language, registry, placed));
    errors.push(...misplacedAroundWildcard(site, dir, file, path.relative(root, file)));
  }
  for (const { language, file } of layoutFiles('editing')) {
    errors.push(
      ...validateLayoutFile(root, file, siteName, language, registry, new Map(), { editing: true }),
    );
  }
  if (!site || !known) return { errors, warnings };
  for (const language of site.languages) {
    const dictionary = dictionaries.get(language);
    if (dictionary === null) continue;
    const coverage = dictionaryCoverage(
      known,
      path.join('sites', siteName, 'dictionary', `${language}.json`),
      language,
      dictionary,
      placedByLanguage.get(language) ?? new Map(),
    );
    errors.push(...coverage.errors);
    warnings.push(...coverage.warnings);
  }
  return { errors, warnings };
}

/** The language folders of a folder laid out by language; a folder naming no language of the site is an error. */
function languageFolders(
  root: string,
  folder: string,
  site: SiteConfig | undefined,
  errors: ConfigError[],
): { language: string; dir: string }[] {
  if (!existsSync(folder)) return [];
  return readdirSync(folder).flatMap((language) => {
    const dir = path.join(folder, language);
    const wrongLanguage = notALanguageOf(site, language);
    if (!wrongLanguage) return [{ language, dir }];
    errors.push({ file: path.relative(root, dir), pointer: '', message: wrongLanguage });
    return [];
  });
}

/**
 * Schema first; then, for a site whose config is valid (its external hosts are known), the table is
 * compiled exactly as the proxy compiles it: bad patterns, loops, self-redirects and foreign hosts.
 */
function validateRedirectTables(root: string, sites: readonly SiteConfig[]): ConfigError[] {
  const errors: ConfigError[] = [];
  const names = siteNames(root);
  for (const file of jsonFiles(redirectsDir(root))) {
    const relative = path.relative(root, file);
    const siteName = path.basename(file, '.json');
    if (!names.includes(siteName)) {
      errors.push({ file: relative, pointer: '', message: `no site named "${siteName}" in sites/` });
      continue;
    }
    const { data, error } = readJsonFile(root, file);
    const schemaErrors = error ? [error] : projectFileErrors(root, file, data, 'redirects');
    errors.push(...schemaErrors);
    const site = sites.find((candidate) => candidate.name === siteName);
    if (schemaErrors.length > 0 || !site) continue;
    for (const compileError of compileRedirectTable((data as RedirectTable).rules, site.externalRedirectHosts)
      .errors) {
      errors.push({
        file: relative,
        pointer: `/rules/${compileError.index}/${compileError.field}`,
        message: compileError.message,
      });
    }
  }
  return errors;
}

/**
 * Every problem of the project at `root`. `dictionaryKeys` (registry/dictionaryKeys.generated.ts) adds
 * the dictionaries' coverage of the texts each site's pages show; without it that check is skipped.
 */
export function validateProjectReport(
  root: string,
  registry: FieldSchemaRegistry,
  dictionaryKeys?: DictionaryKeyRegistry,
): ValidationReport {
  const { sites, errors } = readSiteConfigs(root);
  const warnings: ConfigError[] = [];
  // A valid site config keeps its `$schema`; an invalid one is reported by readSiteConfigs already.
  for (const site of sites)
    errors.push(
      ...schemaReferenceErrors(root, path.join(siteDir(root, site.name), 'site.json'), site, 'site'),
    );
  const known = dictionaryKeys && new KnownDictionaryKeys(dictionaryKeys);
  for (const name of siteNames(root)) {
    const report = validateSiteFiles(
      root,
      name,
      sites.find((site) => site.name === name),
      registry,
      known,
    );
    errors.push(...report.errors);
    warnings.push(...report.warnings);
  }
  errors.push(...validateRedirectTables(root, sites));
  return { errors, warnings };
}

/** The errors of `validateProjectReport`: what stops the build and server start. */
export function validateProject(
  root: string,
  registry: FieldSchemaRegistry,
  dictionaryKeys?: DictionaryKeyRegistry,
): ConfigError[] {
  return validateProjectReport(root, registry, dictionaryKeys).errors;
}
