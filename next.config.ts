import path from 'node:path';
import type { NextConfig } from 'next';
import { loadSiteConfigs } from './runtime/config/loadSiteConfigs';
import { parseEditingHosts, securityHeaders } from './runtime/routing/securityHeaders';
import { siteRewrites, wwwRedirectRewrites } from './runtime/routing/siteRewrites';
import { defaultSiteName } from './runtime/site/resolveSite';

const nextConfig: NextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  // Next.js hashes every HTML answer in JavaScript to make its ETag, per request, even for a page served
  // from the ISR cache: for a 68 kB content page that was about a quarter of the CPU the answer costs
  // (docs/BENCHMARKS.md, Pages). Pages carry `s-maxage` for the CDN in front, which keeps its own
  // validators; browsers lose only 304s on HTML they did not cache anyway.
  generateEtags: false,
  // The ISR cache's memory layer (LRU; every entry is also on disk). Every market's prerendered pages,
  // 14 MB, fit; a flood of unknown paths, each cached as "not found" at ~350 bytes, holds ~36 MB at most
  // (Next's default of 50 MiB let it reach ~120 MB). docs/ARCHITECTURE.md, "Memory bounds".
  cacheMaxMemorySize: 16 * 1024 * 1024,
  // Next's own file-system cache, shared through Redis when REDIS_URL is set (docs/DEPLOYMENT.md).
  cacheHandler: path.join(import.meta.dirname, 'runtime/cache/sharedPageCache.ts'),
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
  // Host → site routing, in-process and after public files and API routes (runtime/routing/siteRewrites.ts);
  // `www.` hosts that redirect go to their route before anything else. Computed from the site configs at
  // build, like the pages themselves.
  async rewrites() {
    const sites = loadSiteConfigs(import.meta.dirname);
    const defaultSite = defaultSiteName(sites, process.env.DEFAULT_SITE);
    const production = process.env.NODE_ENV === 'production';
    return {
      beforeFiles: wwwRedirectRewrites(sites),
      afterFiles: siteRewrites(sites, { defaultSite, production }),
      fallback: [],
    };
  },
  // Security headers of every response (runtime/routing/securityHeaders.ts), fixed at build like the rewrites.
  async headers() {
    return securityHeaders({
      production: process.env.NODE_ENV === 'production',
      editingHosts: parseEditingHosts(process.env.SITECORE_EDITING_HOSTS),
    });
  },
  images: {
    // Spec 000 §9's device widths: what a full-width picture's srcset offers (smaller ones add imageSizes).
    deviceSizes: [320, 640, 1280, 1920],
    formats: ['image/avif', 'image/webp'],
    // Content media lives under /-/media (public/, or SITECORE_MEDIA_HOST through the proxy); nothing else
    // local is resized, so the optimiser cannot be pointed at other files of the site.
    localPatterns: [{ pathname: '/-/media/**' }, { pathname: '/-/jssmedia/**' }],
  },
  modularizeImports: {
    '@mui/material': { transform: '@mui/material/{{member}}' },
  },
};

export default nextConfig;
