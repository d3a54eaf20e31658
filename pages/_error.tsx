/**
 * Renders 404 and 500 for every site. Next.js uses this page for not-found routes because there is no
 * static pages/404: a static 404 could not know which market the request was for.
 */
import type { NextPageContext } from 'next';
import { registryComponents } from '../registry/components.generated';
import { createComponentFactory, isSitePageProps, SiteErrorPage, type SitePageProps } from '../runtime/app';

type ErrorProps = SitePageProps | { statusCode: number };

const componentFactory = createComponentFactory(registryComponents);

function ErrorPage(props: ErrorProps) {
  if (isSitePageProps(props)) return <SiteErrorPage {...props} componentFactory={componentFactory} />;
  return <p>Error {props.statusCode}</p>;
}

ErrorPage.getInitialProps = async ({ req, res, err }: NextPageContext): Promise<ErrorProps> => {
  const statusCode = res?.statusCode ?? err?.statusCode ?? 404;
  // The server branch is removed from the browser bundle, which never renders error pages itself.
  if (typeof window === 'undefined' && req) {
    const [{ siteErrorPageProps }, { registryEntries }] = await Promise.all([
      import('../runtime/server'),
      import('../registry/entries.generated'),
    ]);
    try {
      return await siteErrorPageProps(registryEntries, req, statusCode === 404 ? 404 : 500);
    } catch (error) {
      console.error('Could not render the site error page:', error);
    }
  }
  return { statusCode };
};

export default ErrorPage;
