import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { paintFirstScripts } from '../../../runtime/head/paintFirstScripts';
import { scriptTags } from './pageScripts';

describe('scriptTags', () => {
  it('counts the chunks a page adds after its first paint, in order, with its script elements', () => {
    const chunks = renderToStaticMarkup(
      <>
        {paintFirstScripts([
          <script key="bootstrap" dangerouslySetInnerHTML={{ __html: 'self.TURBOPACK=[]' }} />,
          <script key="a" src="/_next/static/chunks/a.js" defer />,
          <script key="b" src="/_next/static/chunks/b.js?v=1&amp;x" defer />,
        ])}
      </>,
    );
    const head = [
      '<script src="/_next/static/chunks/polyfills.js" nomodule=""></script>',
      chunks,
      '<script src="https://www.googletagmanager.com/gtm.js?id=GTM-1&amp;l=dataLayer" async=""></script>',
      '<script src="/_next/static/chunks/a.js"></script>',
    ].join('');
    expect(scriptTags(head)).toEqual([
      { src: '/_next/static/chunks/polyfills.js', noModule: true },
      { src: '/_next/static/chunks/a.js', noModule: false },
      { src: '/_next/static/chunks/b.js?v=1&x', noModule: false },
      { src: 'https://www.googletagmanager.com/gtm.js?id=GTM-1&l=dataLayer', noModule: false },
    ]);
  });
});
