/**
 * Every font a market can pick (the site config names one by key), as the page's CSS names it. The page's
 * document declares the market's faces and preloads their files (fontFaces.ts), so the browser bundle
 * carries only these names.
 */
import type { SiteConfig } from '../config/SiteConfig';

export type SiteFontKey = SiteConfig['font'];

/** The family name each font's faces are declared under (fontFaces.ts). */
export const SITE_FONT_FAMILIES: Readonly<Record<SiteFontKey, string>> = {
  inter: 'Inter',
  montserrat: 'Montserrat',
  figtree: 'Figtree',
};

/** The family name of a font's metric-matched fallback face (fontFaces.ts declares it). */
export function fallbackFamily(key: SiteFontKey): string {
  return `${SITE_FONT_FAMILIES[key]} Fallback`;
}

/** The CSS font-family of a market's text: the font, its metric-matched fallback, then system fonts. */
export function siteFontFamily(key: SiteFontKey): string {
  return `'${SITE_FONT_FAMILIES[key]}', '${fallbackFamily(key)}', 'Helvetica Neue', Arial, sans-serif`;
}
