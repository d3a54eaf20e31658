/**
 * Every content route of every site. The proxy rewrites `<host>/<path>` to
 * `/site/<site>/<language>/<path>`, so the page is statically generated per site and language and
 * revalidated (ISR); paths not built yet render on their first request.
 */
import type { GetStaticPaths, GetStaticProps } from 'next';
import { SitePage } from '../../../../runtime/page/SitePage';
import type { SitePageProps } from '../../../../runtime/page/SitePageProps';
import {
  siteStaticPaths,
  siteStaticProps,
  type SiteRouteParams,
} from '../../../../runtime/page/siteStaticGeneration';

export const getStaticPaths: GetStaticPaths<SiteRouteParams> = siteStaticPaths;

export const getStaticProps: GetStaticProps<SitePageProps, SiteRouteParams> = siteStaticProps;

export default SitePage;
