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
  site,
  language,
  routePath,
  layoutData,
  renderingData,
  head,
  renderingIsolation,
  componentFactory,
}: SitePageComponentProps) {
  // JSS's SitecoreContext takes a new layout one render late (in its componentDidUpdate): after a
  // client-side navigation the previous page's renderings would render once more with the next page's
  // loader data, and fail without theirs. Another page is another context.
  return (
    <SitecoreContext
      key={`${site.name}:${language}:${routePath}`}
      componentFactory={componentFactory}
      layoutData={layoutData as LayoutServiceData}
    >
      <RenderingDataContext value={renderingData}>
        <RenderingIsolationContext value={isRenderingIsolated(renderingIsolation)}>
          <SiteHead tags={head} />
          <Layout />
        </RenderingIsolationContext>
      </RenderingDataContext>
    </SitecoreContext>
  );
}
