/**
 * Free text of the car list's search box (spec 001 §2): words, and runs of words such as "Land Rover",
 * that equal a value of one of the list's value facets (ignoring case) become filters of that facet's
 * field; the other words stay as the keyphrase. Longer runs win over shorter ones; a text that is a
 * value of two facets goes to the first facet in panel order.
 */
import type { Facet, FacetValue } from '../../schemas/generated/searchResponse';
import { facetFields } from '../listQuery/listQueryState';
import { valueFacetValues } from '../listQuery/facetValues';

export interface KeyphraseSplit {
  keyphrase: string;
  /** Field to the facet values (as the facet spells them) found in the text. */
  filters: Record<string, string[]>;
}

interface FacetText {
  field: string;
  text: string;
}

const words = (text: string) => text.trim().split(/\s+/).filter(Boolean);
const phrase = (parts: readonly string[]) => parts.join(' ').toLocaleLowerCase();

/** Every value text of the value facets, by its lower-case words, with the field it filters. */
function facetTexts(facets: readonly Facet[]): Map<string, FacetText> {
  const texts = new Map<string, FacetText>();
  const add = (values: readonly FacetValue[], fields: readonly string[], level: number) => {
    const field = fields[level];
    if (field === undefined) return;
    for (const value of values) {
      const key = phrase(words(value.text));
      if (key && !texts.has(key)) texts.set(key, { field, text: value.text });
      add(value.children ?? [], fields, level + 1);
    }
  };
  for (const facet of facets) add(valueFacetValues(facet), facetFields(facet.name), 0);
  return texts;
}

export function splitKeyphrase(text: string, facets: readonly Facet[]): KeyphraseSplit {
  const texts = facetTexts(facets);
  const longest = Math.max(0, ...[...texts.keys()].map((key) => key.split(' ').length));
  const parts = words(text);
  const rest: string[] = [];
  const filters: Record<string, string[]> = {};
  let index = 0;
  while (index < parts.length) {
    let matched = 0;
    for (let length = Math.min(longest, parts.length - index); length > 0 && !matched; length--) {
      const found = texts.get(phrase(parts.slice(index, index + length)));
      if (!found) continue;
      const values = (filters[found.field] ??= []);
      if (!values.includes(found.text)) values.push(found.text);
      matched = length;
    }
    if (matched === 0) rest.push(parts[index] ?? '');
    index += Math.max(1, matched);
  }
  return { keyphrase: rest.join(' '), filters };
}
