/**
 * Wraps every page in its market's theme (recoloured by the route's brand design), font and dictionary.
 * (The font's faces and preloads are the document's: runtime/theme/DocumentFontFaces.tsx.)
 * The theme reaches the page as CSS variables (runtime/theme/siteThemeVariables.ts) in a `<style>` of the
 * head; renderings styled with MUI get the MUI theme from their own scope (runtime/theme/MuiScope.tsx), so
 * the frame loads neither MUI nor emotion (docs/ARCHITECTURE.md, "Two ways to style"). On the server
 * `_document` hands the app the emotion cache it collects the page's MUI styles from.
 * Page analytics sit here rather than in the page so they outlive client-side navigations.
 */
import type { EmotionCache } from '@emotion/cache';
import type { AppProps } from 'next/app';
import Head from 'next/head';
import { use, useMemo } from 'react';
import { I18nextProvider } from 'react-i18next';
import { PageAnalytics } from '../analytics/PageAnalytics';
import { createI18n } from '../i18n/createI18n';
import { rememberLocaleFormats } from '../i18n/localeFormats';
import { SiteContext } from '../site/SiteContext';
import { MuiScopeContext } from '../theme/muiScopeContext';
import { siteThemeRule, siteThemeVariables } from '../theme/siteThemeVariables';
import { isSitePageProps, type SitePageProps } from './SitePageProps';

/** Theme, site, and dictionary of a page; also used by component tests. */
export function SiteProviders({ page, children }: { page: SitePageProps; children: React.ReactNode }) {
  const brandValue = page.layoutData.sitecore.route?.fields.BrandDesign?.value;
  const brandDesign = brandValue ? String(brandValue) : undefined;
  const themeRule = useMemo(
    () => siteThemeRule(siteThemeVariables(page.site, brandDesign)),
    [page.site, brandDesign],
  );
  const { emotionCache } = use(MuiScopeContext);
  const muiScope = useMemo(() => ({ brandDesign, emotionCache }), [brandDesign, emotionCache]);
  const i18n = useMemo(() => createI18n(page.language, page.dictionary), [page.language, page.dictionary]);
  // Before any rendering below formats a price or a date: same description, same text, on both sides.
  if (page.localeFormats) rememberLocaleFormats(page.localeFormats);
  return (
    <SiteContext value={page.site}>
      <Head>
        <style key="site-theme" dangerouslySetInnerHTML={{ __html: themeRule }} />
      </Head>
      <MuiScopeContext value={muiScope}>
        <I18nextProvider i18n={i18n}>{children}</I18nextProvider>
      </MuiScopeContext>
    </SiteContext>
  );
}

export function SiteApp({ Component, pageProps, emotionCache }: AppProps & { emotionCache?: EmotionCache }) {
  const muiScope = useMemo(() => ({ emotionCache }), [emotionCache]);
  return (
    <MuiScopeContext value={muiScope}>
      {isSitePageProps(pageProps) ? (
        <SiteProviders page={pageProps}>
          <PageAnalytics page={pageProps} />
          <Component {...pageProps} />
        </SiteProviders>
      ) : (
        <Component {...pageProps} />
      )}
    </MuiScopeContext>
  );
}
