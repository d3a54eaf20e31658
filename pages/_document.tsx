/**
 * The HTML document of every page: `lang` from the page's language and the emotion style tags in `<head>`, so the
 * first paint is already styled.
 */
import {
  type DocumentHeadTagsProps,
  DocumentHeadTags,
  documentGetInitialProps,
} from '@mui/material-nextjs/v16-pagesRouter';
import { type DocumentContext, type DocumentProps, Head, Html, Main, NextScript } from 'next/document';
import { isSitePageProps } from '../runtime/app';
import { APPLICATION_DEFAULT_LANGUAGE } from '../runtime/server';

export default function SiteDocument(props: DocumentProps & DocumentHeadTagsProps) {
  const pageProps: unknown = props.__NEXT_DATA__.props?.pageProps;
  const page = isSitePageProps(pageProps) ? pageProps : undefined;
  return (
    <Html lang={page?.language ?? APPLICATION_DEFAULT_LANGUAGE}>
      <Head>
        {page && <meta name="theme-color" content={page.site.theme.palette.primary.main} />}
        <DocumentHeadTags {...props} />
      </Head>
      <body>
        <Main />
        <NextScript />
      </body>
    </Html>
  );
}

SiteDocument.getInitialProps = (ctx: DocumentContext) => documentGetInitialProps(ctx);
