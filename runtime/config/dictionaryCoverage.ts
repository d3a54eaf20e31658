/**
 * Whether a market's dictionary has the texts its pages show. A component looks a text up by key and
 * falls back to the default in the code, which is Swedish (spec 000 §8): a Finnish page whose dictionary
 * lacks a key shows that text in Swedish. So, per dictionary of a site:
 * - a key a component placed on the site's pages in that language reads (its own texts and the UI kit
 *   parts it renders, `registry/dictionaryKeys.generated.ts`), or one the runtime shows on every page
 *   (`runtime/i18n/defaultTexts.ts`), that the dictionary lacks is an **error** when the dictionary's
 *   language is not Swedish: visitors would read the wrong language, and the fix (the key, translated) is
 *   the site manager's to make before the page goes out. In a Swedish dictionary the default is already
 *   the right language: the missing keys are one **warning** that names them, so the site manager knows
 *   which texts still read as the code words them;
 * - a key no component reads, within two edits of one they do (`carListLoadng`), is an error with the
 *   likely key: the text it holds would never show.
 * A plural text needs one key per plural category of the language (`carListCount_one`, `_other`).
 */
import type { Dictionary } from '../../schemas/generated/dictionary';
import { DEFAULT_TEXTS } from '../i18n/defaultTexts';
import type { ConfigError } from './ConfigError';
import { nearestName } from './nearMiss';

/** The dictionary keys a component reads: its texts, its counted (plural) texts, and computed key families. */
export interface ComponentDictionaryKeys {
  readonly texts: readonly string[];
  readonly plurals: readonly string[];
  /** Prefixes of keys the component computes from configuration (`carListFacet.`). */
  readonly prefixes: readonly string[];
}

/** Component name → its dictionary keys (`registry/dictionaryKeys.generated.ts`, or a fixture in tests). */
export type DictionaryKeyRegistry = Readonly<Record<string, ComponentDictionaryKeys>>;

/** The language of every default text in the code. */
const DEFAULTS_LANGUAGE = 'sv';
const ALL_PLURAL_CATEGORIES: readonly Intl.LDMLPluralRule[] = ['zero', 'one', 'two', 'few', 'many', 'other'];
/** Missing keys a Swedish dictionary's warning names before "…". */
const NAMED_IN_WARNING = 8;

const runtimeKeys: ComponentDictionaryKeys = {
  texts: Object.keys(DEFAULT_TEXTS),
  plurals: [],
  prefixes: [],
};

function pluralCategories(language: string): readonly Intl.LDMLPluralRule[] {
  const categories = new Intl.PluralRules(language).resolvedOptions().pluralCategories;
  return ALL_PLURAL_CATEGORIES.filter((category) => categories.includes(category));
}

/** Every key any component or the runtime reads, in any language, and the computed key families. */
export class KnownDictionaryKeys {
  private readonly keys = new Set<string>();
  private readonly prefixes: string[];

  constructor(readonly registry: DictionaryKeyRegistry) {
    const all = [runtimeKeys, ...Object.values(registry)];
    for (const { texts, plurals } of all) {
      for (const key of texts) this.keys.add(key);
      for (const key of plurals)
        for (const category of ALL_PLURAL_CATEGORIES) this.keys.add(`${key}_${category}`);
    }
    this.prefixes = [...new Set(all.flatMap(({ prefixes }) => prefixes))];
  }

  isKnown(key: string): boolean {
    return this.keys.has(key) || this.prefixes.some((prefix) => key.startsWith(prefix));
  }

  nearest(key: string): string | undefined {
    return nearestName(key, this.keys);
  }
}

/** Where a component is placed: component name → the first content file (relative) it is on. */
export type PlacedComponents = ReadonlyMap<string, string>;

/** The keys pages in `language` read, each with who reads it: a component and the file it is placed in, or the runtime. */
function keysRead(
  registry: DictionaryKeyRegistry,
  placed: PlacedComponents,
  language: string,
): Map<string, string> {
  const categories = pluralCategories(language);
  const readers = new Map<string, string>();
  const add = ({ texts, plurals }: ComponentDictionaryKeys, reader: string) => {
    for (const key of texts) if (!readers.has(key)) readers.set(key, reader);
    for (const key of plurals)
      for (const category of categories)
        if (!readers.has(`${key}_${category}`)) readers.set(`${key}_${category}`, reader);
  };
  add(runtimeKeys, 'the runtime (runtime/i18n/defaultTexts.ts)');
  for (const [name, file] of placed) {
    const keys = Object.hasOwn(registry, name) ? registry[name] : undefined;
    if (keys) add(keys, `${name} (${file})`);
  }
  return readers;
}

export interface DictionaryCoverage {
  errors: ConfigError[];
  warnings: ConfigError[];
}

/**
 * One dictionary (`dictionary` undefined: the file does not exist) against the components placed on the
 * site's pages in its language. `file` is the dictionary's path relative to the project root.
 */
export function dictionaryCoverage(
  known: KnownDictionaryKeys,
  file: string,
  language: string,
  dictionary: Readonly<Dictionary> | undefined,
  placed: PlacedComponents,
): DictionaryCoverage {
  const errors: ConfigError[] = [];
  const warnings: ConfigError[] = [];
  const entries = dictionary ?? {};
  for (const key of Object.keys(entries)) {
    if (known.isKnown(key)) continue;
    const nearest = known.nearest(key);
    if (nearest !== undefined)
      errors.push({
        file,
        pointer: `/${key}`,
        message: `no component reads "${key}" (did you mean "${nearest}"?)`,
      });
  }
  const missing = [...keysRead(known.registry, placed, language)].filter(
    ([key]) => !Object.hasOwn(entries, key),
  );
  if (missing.length === 0) return { errors, warnings };
  const texts = `${missing.length} text${missing.length === 1 ? '' : 's'}`;
  if (language.split('-')[0] === DEFAULTS_LANGUAGE) {
    const named = missing.slice(0, NAMED_IN_WARNING).map(([key]) => key);
    const where = dictionary ? 'are not in it' : 'have no dictionary (the file is missing)';
    warnings.push({
      file,
      pointer: '',
      message: `${texts} the pages show ${where}, so they read as the code words them in Swedish: ${named.join(', ')}${missing.length > named.length ? ', …' : ''}`,
    });
  } else if (!dictionary) {
    errors.push({
      file,
      pointer: '',
      message: `missing: the pages in ${language} show ${texts}, which would all read in Swedish`,
    });
  } else {
    for (const [key, reader] of missing)
      errors.push({
        file,
        pointer: `/${key}`,
        message: `missing: read by ${reader}, which shows it in Swedish without it`,
      });
  }
  return { errors, warnings };
}
