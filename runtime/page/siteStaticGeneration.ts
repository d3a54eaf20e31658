/**
 * getStaticPaths / getStaticProps of the site route. Server-only (Next.js strips both from the
 * browser bundle together with what only they import).
 */
import type { GetStaticPaths, GetStaticProps } from 'next';
import { REVALIDATE_SECONDS } from '../config/constants';
import { loadSiteConfigs } from '../config/loadSiteConfigs';
import { contentSource } from '../services/content';
import type { ComponentEntries } from '../rendering/ComponentEntry';
import { getSitePageProps } from './getSitePageProps';
import { serverLoaderServices } from './loaderServices';
import type { SitePageProps } from './SitePageProps';

export type SiteRouteParams = { site: string; lang: string; path?: string[] };

export const siteStaticPaths: GetStaticPaths<SiteRouteParams> = async () => {
  const source = contentSource();
  // Experience Edge content is built on demand; local content is small enough to prerender whole.
  if (source.kind !== 'local') return { paths: [], fallback: 'blocking' };
  const paths = [];
  for (const site of loadSiteConfigs()) {
    for (const lang of site.languages) {
      for (const routePath of await source.listRoutePaths(site, lang)) {
        paths.push({
          params: { site: site.name, lang, path: routePath === '/' ? [] : routePath.slice(1).split('/') },
        });
      }
    }
  }
  return { paths, fallback: 'blocking' };
};

/** getStaticProps over the registry's server entries, which the page (the composition root) hands in. */
export function siteStaticProps(entries: ComponentEntries): GetStaticProps<SitePageProps, SiteRouteParams> {
  return async ({ params }) => {
    if (!params) return { notFound: true };
    const routePath = `/${(params.path ?? []).join('/')}`;
    const props = await getSitePageProps(
      { entries, services: serverLoaderServices() },
      params.site,
      params.lang,
      routePath,
    );
    return props
      ? { props, revalidate: REVALIDATE_SECONDS }
      : { notFound: true, revalidate: REVALIDATE_SECONDS };
  };
}
