/**
 * The page component of every site route: Sitecore context, rendering data, head and the layout.
 * Theme, font and dictionary are provided around it by `SiteApp`.
 */
import { SitecoreContext } from '@sitecore-jss/sitecore-jss-nextjs';
import type { LayoutServiceData } from '@sitecore-jss/sitecore-jss-nextjs';
import { registryComponents } from '../../registry/components.generated';
import { SiteHead } from '../head/SiteHead';
import { Layout } from '../layout/Layout';
import { RenderingDataContext } from '../layout/RenderingDataContext';
import { createComponentFactory } from '../registry/componentFactory';
import type { SitePageProps } from './SitePageProps';

const componentFactory = createComponentFactory(registryComponents);

export function SitePage({ layoutData, renderingData, head }: SitePageProps) {
  return (
    <SitecoreContext componentFactory={componentFactory} layoutData={layoutData as LayoutServiceData}>
      <RenderingDataContext value={renderingData}>
        <SiteHead tags={head} />
        <Layout />
      </RenderingDataContext>
    </SitecoreContext>
  );
}
