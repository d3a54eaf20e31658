import type { NextConfig } from 'next';
import { loadSiteConfigs } from './runtime/config/loadSiteConfigs';
import { siteRewrites } from './runtime/routing/siteRewrites';
import { defaultSiteName } from './runtime/site/resolveSite';

const nextConfig: NextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  // Each checkout is its own root (the end-to-end copy in .e2e/app sits inside the project).
  turbopack: { root: import.meta.dirname },
  // Loaded once through Next's own bundling so emotion is not duplicated and styles land in <head>.
  transpilePackages: ['@mui/material-nextjs'],
  // Host → site routing, in-process and after public files and API routes (runtime/routing/siteRewrites.ts).
  // Computed from the site configs at build, like the pages themselves.
  async rewrites() {
    const sites = loadSiteConfigs(import.meta.dirname);
    const defaultSite = defaultSiteName(sites, process.env.DEFAULT_SITE);
    const production = process.env.NODE_ENV === 'production';
    return { beforeFiles: [], afterFiles: siteRewrites(sites, { defaultSite, production }), fallback: [] };
  },
  modularizeImports: {
    '@mui/material': { transform: '@mui/material/{{member}}' },
  },
};

export default nextConfig;
