import type { NextConfig } from 'next';

const nextConfig: NextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  // Each checkout is its own root (the end-to-end copy in .e2e/app sits inside the project).
  turbopack: {
    root: import.meta.dirname,
    resolveAlias: {
      // JSS's React fields import this subpath, whose file is CommonJS: the browser got the REST and GraphQL
      // layout services, their fetcher and `debug` with it. The ES build lets tree shaking keep the helpers.
      '@sitecore-jss/sitecore-jss/layout': {
        browser: '@sitecore-jss/sitecore-jss/dist/esm/layout/index.js',
      },
    },
  },
  // Loaded once through Next's own bundling so emotion is not duplicated and styles land in <head>.
  transpilePackages: ['@mui/material-nextjs'],
  modularizeImports: {
    '@mui/material': { transform: '@mui/material/{{member}}' },
  },
};

export default nextConfig;
