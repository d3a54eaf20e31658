/**
 * Every content route of every site. The proxy rewrites `<host>/<path>` to
 * `/site/<site>/<language>/<path>`, so the page is statically generated per site and language and
 * revalidated (ISR); paths not built yet render on their first request. Like every file in `pages/`,
 * this is where the registry meets the runtime: the runtime never imports `registry/` itself.
 */
import type { GetStaticPaths, GetStaticProps } from 'next';
import { registryComponents } from '../../../../registry/components.generated';
import { registryEntries } from '../../../../registry/entries.generated';
import { createComponentFactory, SitePage, type SitePageProps } from '../../../../runtime/app';
import { siteStaticPaths, siteStaticProps, type SiteRouteParams } from '../../../../runtime/server';

const componentFactory = createComponentFactory(registryComponents);

export const getStaticPaths: GetStaticPaths<SiteRouteParams> = siteStaticPaths;

export const getStaticProps: GetStaticProps<SitePageProps, SiteRouteParams> =
  siteStaticProps(registryEntries);

export default function SiteRoute(props: SitePageProps) {
  return <SitePage {...props} componentFactory={componentFactory} />;
}
