/**
 * The words of the demo stock (catalogues/vocabulary.json) a market speaks, picked by the language of its
 * locale, and the `{name}` templates they are written in, filled by `fillTemplate`.
 */
import type { Language } from './catalogues/keys.generated';
import type { Vocabulary } from './catalogues/vocabulary.generated';
import { catalogues } from './loadCatalogues';

/** The language of a BCP 47 locale the demo stock speaks; English when it has no words of its own. */
export function languageOf(locale: string): Language {
  const language = locale.split('-', 1)[0]?.toLowerCase();
  return language && language in catalogues().vocabulary.languages ? (language as Language) : 'en';
}

export function vocabularyFor(locale: string): Vocabulary {
  return catalogues().vocabulary.languages[languageOf(locale)];
}

const compiledTemplates = new Map<string, readonly string[]>();

/** A template split into literal text (even positions) and token names (odd positions), once. */
function compile(template: string): readonly string[] {
  let parts = compiledTemplates.get(template);
  if (!parts) {
    parts = template.split(/\{(\w+)\}/);
    compiledTemplates.set(template, parts);
  }
  return parts;
}

/** Replaces each `{token}` with its value; unknown tokens stay as they are. */
export function fillTemplate(template: string, values: Readonly<Record<string, string | number>>): string {
  const parts = compile(template);
  let result = parts[0] ?? '';
  for (let index = 1; index < parts.length; index += 2) {
    const name = parts[index] ?? '';
    const value = values[name];
    result += (value === undefined ? `{${name}}` : String(value)) + (parts[index + 1] ?? '');
  }
  return result;
}
