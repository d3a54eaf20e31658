/**
 * Test helper: renders a piece of UI the way a page wraps it (site, theme, dictionary, a stub router) inside
 * JSS's Sitecore context, normal or in page-editing mode, so field helpers render as visitors or as
 * editors get them.
 */
import { SitecoreContext, type LayoutServiceData } from '@sitecore-jss/sitecore-jss-nextjs';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import type { Route } from '../../schemas/generated/layout';
import { layoutWith } from './renderSitePage';
import { withSite, type SiteRenderOptions } from './renderWithSite';

export interface SitecoreContextOptions extends SiteRenderOptions {
  /** Page-editing mode (`pageEditing: true`, `pageState: 'edit'`), as the editing host renders a page. */
  editing?: boolean;
  /** The route in context (a story's fields, say); a bare test route otherwise. */
  route?: Route;
}

export function withSitecoreContext(
  ui: ReactNode,
  { editing = false, route, ...site }: SitecoreContextOptions = {},
) {
  const layoutData = layoutWith([], { pageEditing: editing, ...(site.site ? { site: site.site } : {}) });
  if (route) layoutData.sitecore.route = route;
  return withSite(
    <SitecoreContext componentFactory={() => null} layoutData={layoutData as LayoutServiceData}>
      {ui}
    </SitecoreContext>,
    site,
  );
}

export const renderInSitecoreContext = (ui: ReactNode, options?: SitecoreContextOptions) =>
  render(withSitecoreContext(ui, options));
