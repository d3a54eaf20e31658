/**
 * Text of server HTML as a browser reads it: numeric character references (`&#x2013;`, `&#8211;`, which
 * the page cache writes for every character above U+00FF, runtime/cache/oneByteHtml.ts) and the named
 * ones React writes (`&amp;`, `&lt;`, `&gt;`, `&quot;`, `&#x27;`) decoded. For scripts and tests that read
 * a title or an attribute out of a page's HTML.
 */
const NAMED: Readonly<Record<string, string>> = { amp: '&', quot: '"', apos: "'", lt: '<', gt: '>' };

const REFERENCE = /&(?:#x([0-9a-f]+)|#([0-9]+)|(amp|quot|apos|lt|gt));/gi;

export function decodeCharacterReferences(value: string): string {
  return value.replace(REFERENCE, (reference, hex?: string, decimal?: string, name?: string) => {
    if (name) return NAMED[name.toLowerCase()] ?? reference;
    const codePoint = hex ? Number.parseInt(hex, 16) : Number(decimal);
    return codePoint <= 0x10ffff ? String.fromCodePoint(codePoint) : reference;
  });
}
