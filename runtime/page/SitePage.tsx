/**
 * The page component of every site route: Sitecore context, rendering data, head and the layout.
 * Theme, font and dictionary are provided around it by `SiteApp`.
 */
import { SitecoreContext, type ComponentFactory } from '@sitecore-jss/sitecore-jss-nextjs';
import type { LayoutServiceData } from '@sitecore-jss/sitecore-jss-nextjs';
import { SiteHead } from '../head/SiteHead';
import { Layout } from '../layout/Layout';
import { RenderingDataContext } from '../layout/RenderingDataContext';
import { isRenderingIsolated, RenderingIsolationContext } from '../layout/renderingIsolation';
import type { SitePageProps } from './SitePageProps';

export interface SitePageComponentProps extends SitePageProps {
  /** The registry's components (`createComponentFactory(registryComponents)`), handed in by `pages/`. */
  componentFactory: ComponentFactory;
}

export function SitePage({
  layoutData,
  renderingData,
  head,
  renderingIsolation,
  componentFactory,
}: SitePageComponentProps) {
  return (
    <SitecoreContext componentFactory={componentFactory} layoutData={layoutData as LayoutServiceData}>
      <RenderingDataContext value={renderingData}>
        <RenderingIsolationContext value={isRenderingIsolated(renderingIsolation)}>
          <SiteHead tags={head} />
          <Layout />
        </RenderingIsolationContext>
      </RenderingDataContext>
    </SitecoreContext>
  );
}
