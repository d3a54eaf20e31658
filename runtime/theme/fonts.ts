/**
 * Every font a market can pick, declared statically (next/font needs literal options). The site config
 * names one by key. Files come from @fontsource packages so builds need no network.
 */
import localFont from 'next/font/local';
import type { SiteConfig } from '../config/SiteConfig';

const inter = localFont({
  src: [
    {
      path: '../../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
      style: 'normal',
    },
    {
      path: '../../node_modules/@fontsource-variable/inter/files/inter-latin-ext-wght-normal.woff2',
      style: 'normal',
    },
  ],
  weight: '100 900',
  display: 'swap',
  preload: false,
  fallback: ['Helvetica Neue', 'Arial', 'sans-serif'],
});

const montserrat = localFont({
  src: [
    {
      path: '../../node_modules/@fontsource-variable/montserrat/files/montserrat-latin-wght-normal.woff2',
      style: 'normal',
    },
    {
      path: '../../node_modules/@fontsource-variable/montserrat/files/montserrat-latin-ext-wght-normal.woff2',
      style: 'normal',
    },
  ],
  weight: '100 900',
  display: 'swap',
  preload: false,
  fallback: ['Helvetica Neue', 'Arial', 'sans-serif'],
});

const figtree = localFont({
  src: [
    {
      path: '../../node_modules/@fontsource-variable/figtree/files/figtree-latin-wght-normal.woff2',
      style: 'normal',
    },
    {
      path: '../../node_modules/@fontsource-variable/figtree/files/figtree-latin-ext-wght-normal.woff2',
      style: 'normal',
    },
  ],
  weight: '300 900',
  display: 'swap',
  preload: false,
  fallback: ['Helvetica Neue', 'Arial', 'sans-serif'],
});

export const siteFonts: Record<SiteConfig['font'], { style: { fontFamily: string } }> = {
  inter,
  montserrat,
  figtree,
};
