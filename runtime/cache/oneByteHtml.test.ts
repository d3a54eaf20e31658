// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { oneByteHtml } from './oneByteHtml';

const PAGE_DATA = { title: 'Kombi – laddhybrid “Plus”', emoji: '🚗', price: '329 900 kr', line: 'a\u2028b' };

const page = `<!DOCTYPE html><html lang="sv"><head><title>Om oss – Car Store</title>
<style data-emotion="mui 1x">.a::after{content:"→ ’"}.b{font-family:"Šimon Sans"}</style>
<meta name="description" content="Bilar i Göteborg – köp, sälj och byt"></head>
<body><p class="lead">Välkommen … till 🚗 oss</p><noscript>Slå på JavaScript – tack</noscript>
<SCRIPT>window.x = "Škoda – ’";</SCRIPT>
<script id="__NEXT_DATA__" type="application/json">${JSON.stringify(PAGE_DATA)}</script></body></html>`;

const WIDE = /[^\x00-\xff]/u;

const parse = (html: string) => new DOMParser().parseFromString(html, 'text/html');

describe('oneByteHtml: a page written without characters above U+00FF', () => {
  it('leaves a page without such characters as it is', () => {
    const plain = '<p>Välkommen, bilar för 329 900 kr</p><script>var a = "å";</script>';
    expect(oneByteHtml(plain)).toBe(plain);
  });

  it('writes no character above U+00FF, and keeps the Latin-1 ones as they are', () => {
    const written = oneByteHtml(page);
    expect(written).not.toMatch(WIDE);
    expect(written).toContain('Välkommen');
    expect(written).toContain('Göteborg');
  });

  it('reads back as the same text, attributes, scripts and page data in a browser parser', () => {
    const before = parse(page);
    const after = parse(oneByteHtml(page));
    expect(after.title).toBe('Om oss – Car Store');
    expect(after.title).toBe(before.title);
    expect(after.querySelector('.lead')?.textContent).toBe('Välkommen … till 🚗 oss');
    expect(after.querySelector('meta[name=description]')?.getAttribute('content')).toBe(
      before.querySelector('meta[name=description]')?.getAttribute('content'),
    );
    expect(JSON.parse(after.getElementById('__NEXT_DATA__')?.textContent ?? '')).toEqual(PAGE_DATA);
    const inline = after.querySelectorAll('script')[0]?.textContent ?? '';
    expect(new Function(`const window = {}; ${inline}; return window.x;`)()).toBe('Škoda – ’');
  });

  it('writes characters in style sheets as CSS escapes, ended by the space CSS takes with them', () => {
    const written = oneByteHtml(page);
    expect(written).toContain('content:"\\2192  \\2019 "');
    expect(written).toContain('font-family:"\\160 imon Sans"');
  });

  it('writes a character beyond U+FFFF as one reference in markup and as a surrogate pair in scripts', () => {
    const written = oneByteHtml(page);
    expect(written).toContain('till &#x1f697; oss');
    expect(written).toContain('"emoji":"\\ud83d\\ude97"');
  });

  it('reads a custom element named like one of them as markup', () => {
    expect(oneByteHtml('<style-guide>a – b</style-guide><script-note>–</script-note>')).toBe(
      '<style-guide>a &#x2013; b</style-guide><script-note>&#x2013;</script-note>',
    );
  });

  it('treats the text after a script that never ends as script', () => {
    expect(oneByteHtml('<p>–</p><script>var a = "–"')).toBe('<p>&#x2013;</p><script>var a = "\\u2013"');
  });
});
