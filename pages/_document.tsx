/**
 * The HTML document of every page: `lang` from the page's language, the market font's faces and preloads, and
 * the emotion style tags in `<head>`, so the first paint is already styled. A rendering that throws on the
 * server makes the runtime render the page again with each rendering isolated, marked on the body for the
 * browser (runtime/layout/renderingIsolation.tsx). In production builds the head carries the page's script
 * policy before any script that runs: the hashes of the inline scripts this page carries
 * (runtime/routing/pageScriptPolicy.ts). The development server's vary. In production the page's scripts
 * are fetched and run after its first paint (runtime/head/paintFirstScripts.tsx).
 */
import {
  type DocumentHeadTagsProps,
  DocumentHeadTags,
  documentGetInitialProps,
} from '@mui/material-nextjs/v16-pagesRouter';
import { type DocumentContext, type DocumentProps, Head, Html, Main, NextScript } from 'next/document';
import type { JSX } from 'react';
import {
  createSiteEmotionCache,
  isSitePageProps,
  RENDERING_ISOLATION_ATTRIBUTE,
  renderDocumentIsolatingFailures,
} from '../runtime/app';
import {
  APPLICATION_DEFAULT_LANGUAGE,
  DocumentFontFaces,
  pageScriptPolicy,
  paintFirstScripts,
} from '../runtime/server';

type SiteDocumentProps = DocumentProps & DocumentHeadTagsProps & { renderingIsolation: boolean };

type DocumentFiles = Parameters<Head['getScripts']>[0];

/** Next.js's head, its chunks run after the first paint: the lazy components' chunks lead the list. */
class PaintFirstHead extends Head {
  override getDynamicChunks(files: DocumentFiles): (JSX.Element | null)[] {
    return process.env.NODE_ENV === 'production' ? [] : super.getDynamicChunks(files);
  }

  override getScripts(files: DocumentFiles): JSX.Element[] {
    if (process.env.NODE_ENV !== 'production') return super.getScripts(files);
    return paintFirstScripts([...super.getDynamicChunks(files), ...super.getScripts(files)]);
  }
}

export default function SiteDocument(props: SiteDocumentProps) {
  const pageProps: unknown = props.__NEXT_DATA__.props?.pageProps;
  const page = isSitePageProps(pageProps) ? pageProps : undefined;
  return (
    <Html lang={page?.language ?? APPLICATION_DEFAULT_LANGUAGE}>
      <PaintFirstHead>
        {process.env.NODE_ENV === 'production' && (
          <meta httpEquiv="Content-Security-Policy" content={pageScriptPolicy(props)} />
        )}
        {page && <meta name="theme-color" content={page.site.theme.palette.primary.main} />}
        <DocumentFontFaces pageProps={pageProps} />
        <DocumentHeadTags {...props} />
      </PaintFirstHead>
      <body {...(props.renderingIsolation ? { [RENDERING_ISOLATION_ATTRIBUTE]: '' } : {})}>
        <Main />
        <NextScript />
      </body>
    </Html>
  );
}

// MUI's documentGetInitialProps replaces `ctx.renderPage` with its own wrapper, so each pass gets a fresh
// context holding Next.js's renderPage.
SiteDocument.getInitialProps = (ctx: DocumentContext) =>
  renderDocumentIsolatingFailures(
    (enhanceApp) =>
      documentGetInitialProps(
        { ...ctx },
        {
          emotionCache: createSiteEmotionCache(),
          ...(enhanceApp && { plugins: [{ enhanceApp, resolveProps: (props) => Promise.resolve(props) }] }),
        },
      ),
    ctx.asPath ?? ctx.pathname,
  );
