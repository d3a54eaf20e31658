/**
 * The market fonts' files and faces (fonts.ts names the fonts), served by the runtime itself from the
 * @fontsource packages (pages/api/fonts/[file].ts), so builds need no network. Server-side only: the page's
 * document writes them (pages/_document.tsx), so no browser code carries them.
 *
 * Each font is two files, one per subset, each declared with its `unicode-range`: a page loads the
 * Latin-1 file, and the Latin Extended one only if its text has such a letter (Slovak, or "Škoda" on a
 * Swedish page). The document declares the market's faces and preloads the files its language needs
 * (DocumentFontFaces.tsx), so the text is usually laid out once, in the right font: every font file that
 * arrives late lays out all the page's text again (about 250 ms of a phone's main thread on the car list;
 * docs/ARCHITECTURE.md, "Fonts are ours"). The fallback face is Arial, or a font drawn to Arial's metrics
 * (FALLBACK_SOURCES), adjusted to the font's metrics, so a late swap barely moves the text.
 */
import { fallbackFamily, SITE_FONT_FAMILIES, type SiteFontKey } from './fonts';

export type FontSubset = 'latin' | 'latin-ext';

/** The subsets' code points, as @fontsource (and Google Fonts) split them. */
const UNICODE_RANGES: Readonly<Record<FontSubset, string>> = {
  latin:
    'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD',
  'latin-ext':
    'U+0100-02BA,U+02BD-02C5,U+02C7-02CC,U+02CE-02D7,U+02DD-02FF,U+0304,U+0308,U+0329,U+1D00-1DBF,U+1E00-1E9F,U+1EF2-1EFF,U+2020,U+20A0-20AB,U+20AD-20C0,U+2113,U+2C60-2C7F,U+A720-A7FF',
};

/** Languages (primary subtags) whose everyday text needs Latin Extended letters: their pages preload it. */
const LATIN_EXT_LANGUAGES: ReadonlySet<string> = new Set([
  'sk',
  'cs',
  'pl',
  'hu',
  'sl',
  'hr',
  'ro',
  'lv',
  'lt',
]);

interface FontFiles {
  /** The @fontsource-variable package holding `<key>-<subset>-wght-normal.woff2`. */
  packageName: string;
  /** The variable weight axis the files cover. */
  weight: string;
  /** Arial's metrics made the font's (ascent, descent, line gap, size-adjust in %): the fallback face. */
  fallbackMetrics: readonly [number, number, number, number];
}

export const SITE_FONT_FILES: Readonly<Record<SiteFontKey, FontFiles>> = {
  inter: {
    packageName: '@fontsource-variable/inter',
    weight: '100 900',
    fallbackMetrics: [96.88, 24.12, 0, 100],
  },
  montserrat: {
    packageName: '@fontsource-variable/montserrat',
    weight: '100 900',
    fallbackMetrics: [96.8, 25.1, 0, 100],
  },
  figtree: {
    packageName: '@fontsource-variable/figtree',
    weight: '300 900',
    fallbackMetrics: [95, 25, 0, 100],
  },
};

/**
 * The version of the @fontsource packages, part of every file's URL so the files can be cached for a
 * year (a test holds it to the installed packages).
 */
export const FONT_FILES_VERSION = '5.3.0';

/** Where the browser gets the files (pages/api/fonts/[file].ts serves `fontFileName`s only). */
export const FONT_ROUTE = '/api/fonts';

const SUBSETS: readonly FontSubset[] = ['latin', 'latin-ext'];

export function fontFileName(key: SiteFontKey, subset: FontSubset): string {
  return `${key}-${subset}-${FONT_FILES_VERSION}.woff2`;
}

export function fontFileUrl(key: SiteFontKey, subset: FontSubset): string {
  return `${FONT_ROUTE}/${fontFileName(key, subset)}`;
}

/** The package file behind a served name, or undefined for any other name. */
export function fontPackageFile(fileName: string): { packageName: string; file: string } | undefined {
  for (const [key, font] of Object.entries(SITE_FONT_FILES) as [SiteFontKey, FontFiles][]) {
    for (const subset of SUBSETS) {
      if (fontFileName(key, subset) === fileName) {
        return { packageName: font.packageName, file: `files/${key}-${subset}-wght-normal.woff2` };
      }
    }
  }
  return undefined;
}

/**
 * The fallback face is Arial with the market font's metrics, or a font drawn to Arial's metrics where
 * Arial is missing: Liberation Sans on Linux (Chromium's Debian package brings it), Arimo on ChromeOS.
 * Without one, the face fails and the next family of the stack draws the text unadjusted.
 */
const FALLBACK_SOURCES = 'local(Arial),local("Liberation Sans"),local(Arimo)';

/** Whether everyday text in `language` (BCP 47) needs Latin Extended letters. */
function writesLatinExt(language: string): boolean {
  return LATIN_EXT_LANGUAGES.has(language.split('-')[0]?.toLowerCase() ?? '');
}

/**
 * The @font-face rules of a market's font on a page in `language`: one per subset and the fallback face.
 * Where the language needs Latin Extended, that file swaps in like the Latin-1 one; elsewhere it is
 * `optional`: the odd letter ("Škoda" on a Swedish page) keeps the fallback rather than laying out the whole
 * page again when the file arrives late (it is cached for the next page load).
 */
export function fontFaceRules(key: SiteFontKey, language: string): string {
  const family = SITE_FONT_FAMILIES[key];
  const { weight, fallbackMetrics } = SITE_FONT_FILES[key];
  const [ascent, descent, lineGap, sizeAdjust] = fallbackMetrics;
  const display: Record<FontSubset, string> = {
    latin: 'swap',
    'latin-ext': writesLatinExt(language) ? 'swap' : 'optional',
  };
  const faces = SUBSETS.map(
    (subset) =>
      `@font-face{font-family:'${family}';src:url(${fontFileUrl(key, subset)}) format('woff2');` +
      `font-weight:${weight};font-style:normal;font-display:${display[subset]};unicode-range:${UNICODE_RANGES[subset]}}`,
  );
  const fallback =
    `@font-face{font-family:'${fallbackFamily(key)}';src:${FALLBACK_SOURCES};ascent-override:${ascent}%;` +
    `descent-override:${descent}%;line-gap-override:${lineGap}%;size-adjust:${sizeAdjust}%}`;
  return [...faces, fallback].join('');
}

/** The files a page in `language` (BCP 47) preloads: Latin-1 always, Latin Extended where the language needs it. */
export function preloadedFontUrls(key: SiteFontKey, language: string): string[] {
  const subsets: FontSubset[] = writesLatinExt(language) ? ['latin', 'latin-ext'] : ['latin'];
  return subsets.map((subset) => fontFileUrl(key, subset));
}
