/**
 * Renders 404, 500 and 503 for every site. Next.js uses this page for not-found routes because there is
 * no static pages/404: a static 404 could not know which market the request was for. A page whose
 * content could not be fetched (and that has no earlier render to serve) gets 503 with Retry-After.
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
  if (typeof window === 'undefined' && req && res) {
    const [{ siteErrorPageProps, siteErrorStatus }, { registryEntries }] = await Promise.all([
      import('../runtime/server'),
      import('../registry/entries.generated'),
    ]);
    const status = siteErrorStatus(res, err);
    try {
      return await siteErrorPageProps(registryEntries, req, status);
    } catch (error) {
      console.error('Could not render the site error page:', error);
    }
    return { statusCode: res.statusCode };
  }
  return { statusCode };
};

export default ErrorPage;
