/**
 * The component catalogue, `/_catalogue` and `/_catalogue/<component>` on any host (a page file, so it
 * comes before the host rewrites): every registered component with its fields and its catalogue
 * examples rendered through the registry. Development only; in production it needs the editing secret
 * (runtime/catalogue/). Like every file in `pages/`, this is where the registry meets the runtime.
 */
import type { GetServerSideProps } from 'next';
import { catalogues } from '../../registry/catalogues.generated';
import { registryComponents } from '../../registry/components.generated';
import { registryEntries } from '../../registry/entries.generated';
import { CataloguePage, type CataloguePageProps, createComponentFactory } from '../../runtime/app';
import { catalogueServerSideProps } from '../../runtime/server';

const componentFactory = createComponentFactory(registryComponents);

export const getServerSideProps: GetServerSideProps<CataloguePageProps, { component?: string[] }> =
  catalogueServerSideProps({ entries: registryEntries, catalogues });

export default function ComponentCatalogue(props: CataloguePageProps) {
  return <CataloguePage {...props} componentFactory={componentFactory} />;
}
