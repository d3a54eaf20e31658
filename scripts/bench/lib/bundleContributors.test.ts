import { describe, expect, it } from 'vitest';
import { contributorOf, pageComponentNames, pageContributors, parseAnalysis } from './bundleContributors';

const group = (kind: string, trigger: string, outputs: string[]) =>
  JSON.stringify({ type: 'group', kind, trigger_module_ident: trigger, outputs });
const part = (filename: string, source: string, compressed: number) =>
  JSON.stringify({ type: 'part', filename, source_path: `[project]/${source}`, compressed_size: compressed });

const analysis = parseAnalysis(
  [
    JSON.stringify({ type: 'meta', schema_version: 1 }),
    group('bootstrap', '[project]/node_modules/next/dist/client/next-turbopack.js [client] (ecmascript)', [
      'boot.js',
      'boot.css',
    ]),
    group('async', '[project]/components/Footer/Footer.tsx [client] (ecmascript, next/dynamic entry)', [
      'footer.js',
    ]),
    group(
      'async',
      '[project]/components/Navigation/MobileMenu.tsx [client] (ecmascript, next/dynamic entry)',
      ['menu.js'],
    ),
    group('async', '[project]/components/CarList/CarList.tsx [client] (ecmascript, next/dynamic entry)', [
      'cars.js',
    ]),
    part('boot.js', 'node_modules/react-dom/cjs/react-dom-client.production.js', 600),
    part('boot.js', 'node_modules/@mui/material/Button/Button.mjs', 200),
    part('footer.js', 'components/Footer/Footer.tsx', 100),
    part('footer.js', 'node_modules/@mui/material/Divider/Divider.mjs', 100),
    part('menu.js', 'components/Navigation/MobileMenu.tsx', 500),
    part('cars.js', 'components/CarList/CarList.tsx', 900),
  ].join('\n'),
);

describe('bundle contributors', () => {
  it('names a package by its folder in node_modules and a project file by its first two folders', () => {
    expect(contributorOf('[project]/node_modules/@mui/material/Button/Button.mjs')).toBe('@mui/material');
    expect(contributorOf('[project]/node_modules/next/dist/client/link.js')).toBe('next');
    expect(contributorOf('[project]/components/Navigation/Navigation.tsx')).toBe('components/Navigation');
    expect(contributorOf('[project]/registry/components.generated.ts')).toBe(
      'registry/components.generated.ts',
    );
  });

  it("counts the bootstrap and the page's components, not client-only parts or other components", () => {
    const contributors = pageContributors(analysis, ['Footer', 'Navigation']);
    expect(contributors).toEqual([
      { module: 'react-dom', gzipBytes: 600 },
      { module: '@mui/material', gzipBytes: 300 },
      { module: 'components/Footer', gzipBytes: 100 },
    ]);
  });

  it('reads the component names of every placeholder of the page data', () => {
    const data = {
      props: {
        pageProps: {
          layoutData: {
            sitecore: {
              route: {
                placeholders: {
                  header: [{ componentName: 'Navigation' }],
                  main: [
                    {
                      componentName: 'TwoColumnContainer',
                      placeholders: { left: [{ componentName: 'RichText' }] },
                    },
                  ],
                },
              },
            },
          },
        },
      },
    };
    const html = `<body><script id="__NEXT_DATA__" type="application/json">${JSON.stringify(data)}</script></body>`;
    expect(pageComponentNames(html)).toEqual(['Navigation', 'RichText', 'TwoColumnContainer']);
  });
});
