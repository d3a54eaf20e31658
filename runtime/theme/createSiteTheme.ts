/**
 * Builds a market's MUI theme from its config, optionally recoloured by the route's brand design.
 */
import { createTheme, type Theme } from '@mui/material/styles';
import type { SiteConfig } from '../config/SiteConfig';
import { siteFontFamily } from './fonts';

declare module '@mui/material/styles' {
  interface Palette {
    header: { background: string; text: string };
  }
  interface PaletteOptions {
    header?: { background: string; text: string };
  }
}

export function createSiteTheme(site: SiteConfig, brandDesign?: string): Theme {
  const { palette, typography = {}, borderRadius = 4, brandThemes } = site.theme;
  const brand = brandDesign ? brandThemes[brandDesign.toLowerCase()] : undefined;
  const headingWeight = typography.headingWeight ?? 700;
  const headingTransform = typography.headingTransform ?? 'none';
  const heading = { fontWeight: headingWeight, textTransform: headingTransform };
  return createTheme({
    palette: {
      mode: palette.mode ?? 'light',
      primary: brand?.primary ?? palette.primary,
      secondary: brand?.secondary ?? palette.secondary,
      background: palette.background,
      text: palette.text,
      header: palette.header,
    },
    shape: { borderRadius },
    components: {
      // An unchosen toggle reads in the text colour: MUI's muted default falls below 4.5:1 on tinted themes.
      MuiToggleButton: { styleOverrides: { root: ({ theme }) => ({ color: theme.palette.text.primary }) } },
    },
    typography: {
      fontFamily: siteFontFamily(site.font),
      htmlFontSize: 16,
      fontSize: ((typography.baseFontSize ?? 16) / 16) * 14,
      h1: { ...heading, fontSize: 'clamp(2rem, 1.4rem + 2.4vw, 3.25rem)', lineHeight: 1.1 },
      h2: { ...heading, fontSize: 'clamp(1.6rem, 1.3rem + 1.2vw, 2.25rem)', lineHeight: 1.2 },
      h3: { ...heading, fontSize: '1.375rem', lineHeight: 1.3 },
      button: { textTransform: headingTransform, fontWeight: 600 },
    },
  });
}
