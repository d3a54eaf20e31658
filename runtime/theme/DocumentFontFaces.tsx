/**
 * The market font's faces and preloads in the page's document (pages/_document.tsx), written on the server
 * only: the faces of a site page's market, or of the component catalogue's chosen theme. A document has one
 * market (a client-side navigation stays on its host), so no browser code needs them.
 */
import { findSite } from '../config/loadSiteConfigs';
import { isCataloguePageProps } from '../catalogue/catalogueProps';
import { isSitePageProps } from '../page/SitePageProps';
import { fontFaceRules, preloadedFontUrls } from './fontFaces';
import type { SiteFontKey } from './fonts';

/** The font and language of the page: its market's, or the catalogue's chosen theme's. */
function documentFont(pageProps: unknown): { font: SiteFontKey; language: string } | undefined {
  if (isSitePageProps(pageProps)) return { font: pageProps.site.font, language: pageProps.language };
  if (!isCataloguePageProps(pageProps)) return undefined;
  const { theme, themes } = pageProps.componentCatalogue;
  const site = findSite(theme);
  const language = themes.find((entry) => entry.site === theme)?.language;
  return site && language ? { font: site.font, language } : undefined;
}

export function DocumentFontFaces({ pageProps }: { pageProps: unknown }) {
  const page = documentFont(pageProps);
  if (!page) return null;
  return (
    <>
      {preloadedFontUrls(page.font, page.language).map((url) => (
        <link key={url} rel="preload" href={url} as="font" type="font/woff2" crossOrigin="anonymous" />
      ))}
      <style dangerouslySetInnerHTML={{ __html: fontFaceRules(page.font, page.language) }} />
    </>
  );
}
