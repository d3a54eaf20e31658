/**
 * The form names and queries are compared in: without diacritics ('Göteborg' → 'goteborg', 'Västerås'
 * → 'vasteras'), in lower case, with hyphens and runs of spaces as one space. A visitor who types 'gote',
 * 'Göt' or 'GÖTEBORG' is looking for Göteborg.
 */
export function searchKey(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLocaleLowerCase('sv')
    .replace(/[\s-]+/g, ' ')
    .trim();
}
