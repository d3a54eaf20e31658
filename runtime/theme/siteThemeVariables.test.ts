// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { SiteConfig } from '../config/SiteConfig';
import { loadSiteConfigs } from '../config/loadSiteConfigs';
import { createSiteTheme } from './createSiteTheme';
import { siteThemeRule, siteThemeVariables } from './siteThemeVariables';

const sites = loadSiteConfigs();

/** Every market without a brand design and with each of its brand designs. */
const themed = sites.flatMap((site) => [
  { site, brand: undefined },
  ...Object.keys(site.theme.brandThemes).map((brand) => ({ site, brand })),
]);

/** The same values read from the market's MUI theme. */
function muiValues(site: SiteConfig, brand: string | undefined) {
  const { palette, shape, typography } = createSiteTheme(site, brand);
  return {
    '--site-primary': palette.primary.main,
    '--site-primary-light': palette.primary.light,
    '--site-primary-dark': palette.primary.dark,
    '--site-primary-contrast': palette.primary.contrastText,
    '--site-secondary': palette.secondary.main,
    '--site-secondary-light': palette.secondary.light,
    '--site-secondary-dark': palette.secondary.dark,
    '--site-secondary-contrast': palette.secondary.contrastText,
    '--site-background': palette.background.default,
    '--site-paper': palette.background.paper,
    '--site-text': palette.text.primary,
    '--site-text-secondary': palette.text.secondary,
    '--site-text-disabled': palette.text.disabled,
    '--site-header-background': palette.header.background,
    '--site-header-text': palette.header.text,
    '--site-divider': palette.divider,
    '--site-action-hover': palette.action.hover,
    '--site-action-focus': palette.action.focus,
    '--site-warning': palette.warning.main,
    '--site-warning-light': palette.warning.light,
    '--site-warning-dark': palette.warning.dark,
    '--site-error': palette.error.main,
    '--site-error-dark': palette.error.dark,
    '--site-radius': `${Number(shape.borderRadius)}px`,
    '--site-font-family': typography.fontFamily,
    '--site-font-scale': String(typography.fontSize / 14),
    '--site-heading-weight': String(typography.h1.fontWeight),
    '--site-heading-transform': typography.h1.textTransform,
  };
}

describe('the site theme as CSS variables', () => {
  it.each(
    themed.map(({ site, brand }) => [`${site.name}${brand ? ` (${brand})` : ''}`, site, brand] as const),
  )('%s has the values of its MUI theme', (_, site, brand) => {
    expect(siteThemeVariables(site, brand)).toEqual(muiValues(site, brand));
  });

  it('follows MUI for a dark market with derived text colours', () => {
    const [site] = sites;
    if (!site) throw new Error('no site configured');
    const dark: SiteConfig = {
      ...site,
      theme: {
        ...site.theme,
        borderRadius: 12,
        typography: { headingWeight: 500, headingTransform: 'uppercase', baseFontSize: 18 },
        palette: {
          ...site.theme.palette,
          mode: 'dark',
          primary: { main: '#90caf9' },
          secondary: { main: '#3a0ca3' },
        },
      },
    };
    expect(siteThemeVariables(dark)).toEqual(muiValues(dark, undefined));
    expect(siteThemeVariables(dark)['--site-primary-contrast']).toBe('rgba(0, 0, 0, 0.87)');
    expect(siteThemeVariables(dark)['--site-secondary-contrast']).toBe('#fff');
  });

  it('writes one :root rule', () => {
    const rule = siteThemeRule({ '--site-primary': '#0b5b43', '--site-radius': '8px' });
    expect(rule).toBe(':root{--site-primary:#0b5b43;--site-radius:8px}');
  });
});
