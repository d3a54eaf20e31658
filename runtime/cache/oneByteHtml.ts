/**
 * A page's HTML with every character above U+00FF written as an escape, so the string V8 holds is
 * one byte per character. Node writes such a string to the socket nearly as fast as a copy, while a
 * string holding a single en dash or curly quote is two bytes per character and is transcoded to UTF-8
 * on every answer: for a 90 kB page that was about a third of the CPU a cached page costs
 * (docs/BENCHMARKS.md, "Profile of a cached page").
 *
 * The browser reads the same characters back: a character reference in markup and attribute values,
 * a `\uXXXX` escape in scripts (JSON included), a CSS escape in style sheets.
 */

const WIDE_CHARACTER = /[^\x00-\xff]/u;
const WIDE_CHARACTERS = /[^\x00-\xff]/gu;

/**
 * `<script …>` and `<style …>` (not a custom element such as `<style-guide>`) and the raw text up to
 * their end tag, or the end of the document.
 */
const RAW_TEXT_ELEMENT = /(<(script|style)(?=[\s/>])[^>]*>)([\s\S]*?)(?=<\/\2\s*>|$)/giu;

type Escape = (character: string) => string;

const markupEscape: Escape = (character) => `&#x${codePointOf(character).toString(16)};`;

/** UTF-16 units, as a JavaScript or JSON string writes a character beyond U+FFFF (a surrogate pair). */
const scriptEscape: Escape = (character) =>
  Array.from(
    { length: character.length },
    (_, index) => `\\u${character.charCodeAt(index).toString(16).padStart(4, '0')}`,
  ).join('');

/** A CSS escape ends at the first space after its hex digits, which the escape takes with it. */
const styleEscape: Escape = (character) => `\\${codePointOf(character).toString(16)} `;

function codePointOf(character: string): number {
  return character.codePointAt(0) ?? 0;
}

function escapeWide(text: string, escape: Escape): string {
  return text.replace(WIDE_CHARACTERS, escape);
}

/** `html` unchanged when it has no character above U+00FF, else the same document written with escapes. */
export function oneByteHtml(html: string): string {
  if (!WIDE_CHARACTER.test(html)) return html;
  let written = '';
  let from = 0;
  for (const match of html.matchAll(RAW_TEXT_ELEMENT)) {
    const [element, startTag = '', name = '', text = ''] = match;
    written += escapeWide(html.slice(from, match.index) + startTag, markupEscape);
    written += escapeWide(text, name.toLowerCase() === 'script' ? scriptEscape : styleEscape);
    from = match.index + element.length;
  }
  written += escapeWide(html.slice(from), markupEscape);
  // Copied through a Latin-1 buffer: V8 may keep a string built from a two-byte one in two bytes.
  return Buffer.from(written, 'latin1').toString('latin1');
}
