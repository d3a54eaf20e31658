/**
 * Every path below a wildcard item (runtime/site/wildcardPaths.ts): a car page
 * `{paths.carDetail}/{car_id}/{slug}` renders the content item at `paths.carDetail`, on every request, so
 * each car answers its own status (404 for an unknown car, 302 for an id-only URL). The host rewrites send
 * such paths here instead of to the statically generated site route.
 */
import type { GetServerSideProps } from 'next';
import { registryComponents } from '../../../../registry/components.generated';
import { registryEntries } from '../../../../registry/entries.generated';
import { createComponentFactory, SitePage, type SitePageProps } from '../../../../runtime/app';
import { siteServerSideProps, type SiteRouteParams } from '../../../../runtime/server';

const componentFactory = createComponentFactory(registryComponents);

export const getServerSideProps: GetServerSideProps<SitePageProps, SiteRouteParams> =
  siteServerSideProps(registryEntries);

export default function WildcardRoute(props: SitePageProps) {
  return <SitePage {...props} componentFactory={componentFactory} />;
}
