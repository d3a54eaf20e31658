/**
 * A site's 404, 500 or 503 page: the site's own error content when it has one, otherwise the runtime's
 * message, always in the site's theme and language. A 503 (content temporarily unavailable) says what
 * a 500 says: the page cannot be shown right now, try again in a moment.
 */
import Head from 'next/head';
import { useRuntimeText } from '../i18n/useRuntimeText';
import frame from '../layout/frame.module.css';
import { buttonClassName } from '../theme/css/buttonClassName';
import { classNames } from '../theme/css/classNames';
import typography from '../theme/css/typography.module.css';
import { renderingsOf } from './runLoaders';
import { SitePage, type SitePageComponentProps } from './SitePage';

function RuntimeErrorMessage({ statusCode }: { statusCode: 404 | 500 | 503 }) {
  const text = useRuntimeText();
  const notFound = statusCode === 404;
  return (
    <main className={frame.errorPage}>
      <p className={classNames(typography.overline, frame.errorPageStatus)}>{statusCode}</p>
      <h1 className={classNames(typography.h1, typography.gutterBottom)}>
        {text(notFound ? 'notFoundHeading' : 'serverErrorHeading')}
      </h1>
      <p className={classNames(typography.body1, frame.errorPageText)}>
        {text(notFound ? 'notFoundText' : 'serverErrorText')}
      </p>
      <a className={buttonClassName({ variant: 'contained' })} href="/">
        {text('notFoundHomeLink')}
      </a>
    </main>
  );
}

export function SiteErrorPage(props: SitePageComponentProps) {
  const route = props.layoutData.sitecore.route;
  const hasContent = route !== null && renderingsOf(route.placeholders).length > 0;
  return (
    <>
      <Head>
        <meta name="robots" content="noindex" />
      </Head>
      {hasContent ? <SitePage {...props} /> : <RuntimeErrorMessage statusCode={props.statusCode ?? 404} />}
    </>
  );
}
