import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { PAINT_FIRST_LOADER, PAINT_FIRST_SCRIPTS_ID, paintFirstScripts } from './paintFirstScripts';

/** Next.js's head scripts as its document writes them: the inline bootstrap, then `defer` chunks. */
const nextScripts = [
  <script key="bootstrap" dangerouslySetInnerHTML={{ __html: 'self.TURBOPACK=[]' }} />,
  <script key="lazy" src="/_next/static/chunks/lazy.js" defer />,
  null,
  <script key="page" src="/_next/static/chunks/page</script>.js" defer />,
];

describe('paintFirstScripts', () => {
  it('keeps the inline bootstrap, lists the chunks in order as data, and adds the loader last', () => {
    const html = renderToStaticMarkup(<>{paintFirstScripts(nextScripts)}</>);
    expect(html).not.toMatch(/<script[^>]*\ssrc=/);
    const scripts = [...html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts.map(([, attributes = '']) => attributes.trim())).toEqual([
      '',
      `id="${PAINT_FIRST_SCRIPTS_ID}" type="application/json"`,
      '',
    ]);
    expect(scripts[0]?.[2]).toBe('self.TURBOPACK=[]');
    // Escaped for HTML, so an address cannot close the element; JSON.parse reads it back.
    expect(scripts[1]?.[2]).not.toContain('</script>');
    expect(JSON.parse(scripts[1]?.[2] ?? '')).toEqual([
      '/_next/static/chunks/lazy.js',
      '/_next/static/chunks/page</script>.js',
    ]);
    expect(scripts[2]?.[2]).toBe(PAINT_FIRST_LOADER);
  });
});
