/**
 * Lower-case ASCII slugs for record slugs, e-mail local parts and file names: letters outside ASCII are
 * transliterated (å→a, ø→o, æ→ae, ß→ss, č→c …), everything else becomes a single dash.
 */

const TRANSLITERATIONS: Readonly<Record<string, string>> = {
  æ: 'ae',
  ø: 'o',
  œ: 'oe',
  ß: 'ss',
  ð: 'd',
  þ: 'th',
  ł: 'l',
  đ: 'd',
};

const cache = new Map<string, string>();

/** Memoised: the demo stock slugifies the same few hundred names over and over. */
export function slugify(text: string): string {
  let slug = cache.get(text);
  if (slug === undefined) {
    slug = toSlug(text);
    cache.set(text, slug);
  }
  return slug;
}

function toSlug(text: string): string {
  return text
    .toLowerCase()
    .replace(/[æøœßðþłđ]/g, (letter) => TRANSLITERATIONS[letter] ?? letter)
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** A slug without dashes: one dash-separated part of a longer slug. */
export function slugToken(text: string): string {
  return slugify(text).replace(/-/g, '');
}
