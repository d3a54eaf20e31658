/**
 * Test helper: renders shared car UI the way a site page wraps it (theme, site, dictionary, a stub router,
 * the MUI theme of a rendering styled with MUI) with its own jotai store, so each render starts as a fresh
 * page would.
 */
import { render } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { RouterContext } from 'next/dist/shared/lib/router-context.shared-runtime';
import type { ReactNode } from 'react';
import type { Dictionary } from '../../schemas/generated/dictionary';
import { testSite } from '../fixtures/testSite';
import { layoutWith, stubRouter } from './renderSitePage';
import type { SiteConfig } from '../../runtime/config/SiteConfig';
import { buildHeadTags } from '../../runtime/head/buildHeadTags';
import { SiteProviders } from '../../runtime/page/SiteApp';
import MuiScope from '../../runtime/theme/MuiScope';

export interface SiteRenderOptions {
  site?: SiteConfig;
  dictionary?: Dictionary;
  store?: ReturnType<typeof createStore>;
}

export function withSite(
  ui: ReactNode,
  { site = testSite(), dictionary = {}, store = createStore() }: SiteRenderOptions = {},
) {
  const layoutData = layoutWith([], { site });
  const route = layoutData.sitecore.route;
  if (!route) throw new Error('layout without route');
  const page = {
    site,
    language: site.defaultLanguage,
    routePath: '/',
    layoutData,
    dictionary,
    head: buildHeadTags(site, route, '/', site.defaultLanguage),
    renderingData: { data: {}, failed: [] },
  };
  return (
    <RouterContext.Provider value={stubRouter()}>
      <SiteProviders page={page}>
        <MuiScope>
          <Provider store={store}>{ui}</Provider>
        </MuiScope>
      </SiteProviders>
    </RouterContext.Provider>
  );
}

export const renderWithSite = (ui: ReactNode, options?: SiteRenderOptions) => render(withSite(ui, options));
