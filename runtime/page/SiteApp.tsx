/**
 * Wraps every page in its market's MUI theme (recoloured by the route's brand design), font and
 * dictionary. Emotion styles are collected on the server by AppCacheProvider and `_document`, through the
 * site's emotion cache (runtime/theme/emotionCache.ts).
 * Page analytics sit here rather than in the page so they outlive client-side navigations.
 */
import type { EmotionCache } from '@emotion/cache';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { AppCacheProvider } from '@mui/material-nextjs/v16-pagesRouter';
import type { AppProps } from 'next/app';
import { useMemo } from 'react';
import { I18nextProvider } from 'react-i18next';
import { PageAnalytics } from '../analytics/PageAnalytics';
import { createI18n } from '../i18n/createI18n';
import { SiteContext } from '../site/SiteContext';
import { createSiteTheme } from '../theme/createSiteTheme';
import { createSiteEmotionCache } from '../theme/emotionCache';
import { isSitePageProps, type SitePageProps } from './SitePageProps';

/** Theme, site, and dictionary of a page; also used by component tests. */
export function SiteProviders({ page, children }: { page: SitePageProps; children: React.ReactNode }) {
  const brandDesign = page.layoutData.sitecore.route?.fields.BrandDesign?.value;
  const theme = useMemo(
    () => createSiteTheme(page.site, brandDesign ? String(brandDesign) : undefined),
    [page.site, brandDesign],
  );
  const i18n = useMemo(() => createI18n(page.language, page.dictionary), [page.language, page.dictionary]);
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <SiteContext value={page.site}>
        <I18nextProvider i18n={i18n}>{children}</I18nextProvider>
      </SiteContext>
    </ThemeProvider>
  );
}

/** The browser's emotion cache; on the server `_document` hands each render its own. */
const browserEmotionCache = createSiteEmotionCache();

export function SiteApp(props: AppProps & { emotionCache?: EmotionCache }) {
  const { Component, pageProps, emotionCache = browserEmotionCache } = props;
  return (
    <AppCacheProvider {...props} emotionCache={emotionCache}>
      {isSitePageProps(pageProps) ? (
        <SiteProviders page={pageProps}>
          <PageAnalytics page={pageProps} />
          <Component {...pageProps} />
        </SiteProviders>
      ) : (
        <Component {...pageProps} />
      )}
    </AppCacheProvider>
  );
}
