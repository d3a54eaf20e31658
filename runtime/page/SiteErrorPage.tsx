/**
 * A site's 404, 500 or 503 page: the site's own error content when it has one, otherwise the runtime's
 * message, always in the site's theme and language. A 503 (content temporarily unavailable) says what
 * a 500 says: the page cannot be shown right now, try again in a moment.
 */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import Head from 'next/head';
import { useRuntimeText } from '../i18n/useRuntimeText';
import { renderingsOf } from './runLoaders';
import { SitePage, type SitePageComponentProps } from './SitePage';

function RuntimeErrorMessage({ statusCode }: { statusCode: 404 | 500 | 503 }) {
  const text = useRuntimeText();
  const notFound = statusCode === 404;
  return (
    <Box
      component="main"
      sx={{ maxWidth: 640, mx: 'auto', px: 3, py: { xs: 8, md: 14 }, textAlign: 'center' }}
    >
      <Typography variant="overline" color="text.secondary">
        {statusCode}
      </Typography>
      <Typography variant="h1" gutterBottom>
        {text(notFound ? 'notFoundHeading' : 'serverErrorHeading')}
      </Typography>
      <Typography sx={{ mb: 4 }}>{text(notFound ? 'notFoundText' : 'serverErrorText')}</Typography>
      <Button variant="contained" href="/">
        {text('notFoundHomeLink')}
      </Button>
    </Box>
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
