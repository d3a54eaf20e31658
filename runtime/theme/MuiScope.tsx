/**
 * The market's MUI theme and the page's emotion cache around the renderings styled with MUI (forms,
 * calculators, lists; docs/ARCHITECTURE.md, "Two ways to style"). The registry wraps each such rendering
 * in one and loads it with the rendering, so a page whose renderings are all styled by CSS modules loads
 * no MUI and no emotion at all.
 */
import { CacheProvider } from '@emotion/react';
import { type Theme, ThemeProvider } from '@mui/material/styles';
import { type ReactNode, use } from 'react';
import type { SiteConfig } from '../config/SiteConfig';
import { useSite } from '../site/SiteContext';
import { createSiteTheme } from './createSiteTheme';
import { createSiteEmotionCache } from './emotionCache';
import { MuiScopeContext } from './muiScopeContext';

/**
 * The browser's emotion cache, which takes over the styles the server wrote with the same key. On the
 * server `_document` hands each render its own (MuiScopeContext); a server render without one (a test's)
 * gets emotion's default, which writes the styles inline.
 */
const browserEmotionCache = typeof window === 'undefined' ? undefined : createSiteEmotionCache();

/** A page holds many scopes; each market and brand design gets its theme made once. */
const themes = new WeakMap<SiteConfig, Map<string, Theme>>();

function siteTheme(site: SiteConfig, brandDesign = ''): Theme {
  let byBrand = themes.get(site);
  if (!byBrand) themes.set(site, (byBrand = new Map()));
  let theme = byBrand.get(brandDesign);
  if (!theme) byBrand.set(brandDesign, (theme = createSiteTheme(site, brandDesign || undefined)));
  return theme;
}

/** The page's emotion cache, for a page with its own MUI theme (the component catalogue). */
export function EmotionScope({ children }: { children: ReactNode }) {
  const cache = use(MuiScopeContext).emotionCache ?? browserEmotionCache;
  return cache ? <CacheProvider value={cache}>{children}</CacheProvider> : children;
}

export default function MuiScope({ children }: { children: ReactNode }) {
  const site = useSite();
  const { brandDesign } = use(MuiScopeContext);
  return (
    <EmotionScope>
      <ThemeProvider theme={siteTheme(site, brandDesign)}>{children}</ThemeProvider>
    </EmotionScope>
  );
}
