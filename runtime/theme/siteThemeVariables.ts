/**
 * A market's theme as CSS custom properties, for the components styled by CSS modules (the page frame, the
 * chrome and the content blocks: docs/ARCHITECTURE.md, "Two ways to style"). The values are those of the
 * market's MUI theme (createSiteTheme.ts) without loading MUI: the palette's derived shades follow MUI's
 * own rules (`light`/`dark` by its tonal offset, `contrastText` by its contrast threshold), and
 * siteThemeVariables.test.ts holds every market and brand design to the MUI theme's values.
 */
import { darken, getContrastRatio, lighten } from '@mui/system/colorManipulator';
import type { SiteConfig } from '../config/SiteConfig';
import { siteFontFamily } from './fonts';

/** MUI's defaults: the palette's tonal offset and contrast threshold. */
const TONAL_OFFSET = 0.2;
const CONTRAST_THRESHOLD = 3;

/** MUI's palette values a market does not configure, per mode. */
const MODE_DEFAULTS = {
  light: {
    textOnDark: '#fff',
    textOnLight: 'rgba(0, 0, 0, 0.87)',
    textDisabled: 'rgba(0, 0, 0, 0.38)',
    divider: 'rgba(0, 0, 0, 0.12)',
    actionHover: 'rgba(0, 0, 0, 0.04)',
    actionFocus: 'rgba(0, 0, 0, 0.12)',
    warning: { main: '#ed6c02', light: '#ff9800', dark: '#e65100' },
    error: { main: '#d32f2f', light: '#ef5350', dark: '#c62828' },
  },
  dark: {
    textOnDark: '#fff',
    textOnLight: 'rgba(0, 0, 0, 0.87)',
    textDisabled: 'rgba(255, 255, 255, 0.5)',
    divider: 'rgba(255, 255, 255, 0.12)',
    actionHover: 'rgba(255, 255, 255, 0.08)',
    actionFocus: 'rgba(255, 255, 255, 0.12)',
    warning: { main: '#ffa726', light: '#ffb74d', dark: '#f57c00' },
    error: { main: '#f44336', light: '#e57373', dark: '#d32f2f' },
  },
} as const;

type PaletteColour = SiteConfig['theme']['palette']['primary'];

/** A CSS custom property of the site theme: `--site-…`. */
export type SiteThemeVariable = `--site-${string}`;

/** MUI's augmentColor: the configured colour with its light and dark shades and its text colour. */
function shades(colour: PaletteColour, mode: keyof typeof MODE_DEFAULTS) {
  const defaults = MODE_DEFAULTS[mode];
  return {
    main: colour.main,
    light: lighten(colour.main, TONAL_OFFSET),
    dark: darken(colour.main, TONAL_OFFSET * 1.5),
    contrast:
      colour.contrastText ??
      (getContrastRatio(colour.main, defaults.textOnDark) >= CONTRAST_THRESHOLD
        ? defaults.textOnDark
        : defaults.textOnLight),
  };
}

/** The theme of a market, recoloured by the route's brand design, as `--site-…` custom properties. */
export function siteThemeVariables(
  site: SiteConfig,
  brandDesign?: string,
): Record<SiteThemeVariable, string> {
  const { palette, typography = {}, borderRadius = 4, brandThemes } = site.theme;
  const mode = palette.mode ?? 'light';
  const defaults = MODE_DEFAULTS[mode];
  const brand = brandDesign ? brandThemes[brandDesign.toLowerCase()] : undefined;
  const primary = shades(brand?.primary ?? palette.primary, mode);
  const secondary = shades(brand?.secondary ?? palette.secondary, mode);
  const headingTransform = typography.headingTransform ?? 'none';
  return {
    '--site-primary': primary.main,
    '--site-primary-light': primary.light,
    '--site-primary-dark': primary.dark,
    '--site-primary-contrast': primary.contrast,
    '--site-secondary': secondary.main,
    '--site-secondary-light': secondary.light,
    '--site-secondary-dark': secondary.dark,
    '--site-secondary-contrast': secondary.contrast,
    '--site-background': palette.background.default,
    '--site-paper': palette.background.paper,
    '--site-text': palette.text.primary,
    '--site-text-secondary': palette.text.secondary,
    '--site-text-disabled': defaults.textDisabled,
    '--site-header-background': palette.header.background,
    '--site-header-text': palette.header.text,
    '--site-divider': defaults.divider,
    '--site-action-hover': defaults.actionHover,
    '--site-action-focus': defaults.actionFocus,
    '--site-warning': defaults.warning.main,
    '--site-warning-light': defaults.warning.light,
    '--site-warning-dark': defaults.warning.dark,
    '--site-error': defaults.error.main,
    '--site-error-dark': defaults.error.dark,
    '--site-radius': `${borderRadius}px`,
    '--site-font-family': siteFontFamily(site.font),
    // MUI's font size scale: its typography sizes are rem values times baseFontSize / 16.
    '--site-font-scale': String((typography.baseFontSize ?? 16) / 16),
    '--site-heading-weight': String(typography.headingWeight ?? 700),
    '--site-heading-transform': headingTransform,
  };
}

/**
 * The variables as one `:root` rule for the page's `<head>`. Colours are hex codes by the site schema and
 * the font family comes from runtime/theme/fonts.ts, so nothing here can end the style element.
 */
export function siteThemeRule(variables: Record<SiteThemeVariable, string>): string {
  const declarations = Object.entries(variables).map(([name, value]) => `${name}:${value}`);
  return `:root{${declarations.join(';')}}`;
}
