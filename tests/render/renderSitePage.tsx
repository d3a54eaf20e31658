/**
 * Test helper: renders layout data the way a page does (site theme, dictionary, Sitecore context,
 * registry factory) with a stub Next router, which JSS link and rich-text helpers need.
 */
import {
  SitecoreContext,
  type ComponentFactory,
  type LayoutServiceData,
} from '@sitecore-jss/sitecore-jss-nextjs';
import { render } from '@testing-library/react';
import { RouterContext } from 'next/dist/shared/lib/router-context.shared-runtime';
import type { NextRouter } from 'next/router';
import type { ComponentType, ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { vi } from 'vitest';
import { registryEntries } from '../../registry/entries.generated';
import type { Dictionary } from '../../schemas/generated/dictionary';
import type { LayoutData, Rendering } from '../../schemas/generated/layout';
import type { SiteConfig } from '../../runtime/config/SiteConfig';
import { buildHeadTags } from '../../runtime/head/buildHeadTags';
import { Layout } from '../../runtime/layout/Layout';
import { RenderingDataContext, type RenderingData } from '../../runtime/layout/RenderingDataContext';
import { RenderingIsolationContext } from '../../runtime/layout/renderingIsolation';
import { type AnyRenderingComponent, createComponentFactory } from '../../runtime/rendering/componentFactory';
import type { RenderingProps } from '../../runtime/rendering/ComponentEntry';
import { SiteProviders } from '../../runtime/page/SiteApp';
import MuiScope from '../../runtime/theme/MuiScope';
import type { SitePageProps } from '../../runtime/page/SitePageProps';
import { testSite } from '../fixtures/testSite';

/**
 * The registry's components as the server entries hold them: eager, so tests render lazy components
 * synchronously too (the browser map loads those as separate chunks), and those styled with MUI inside the
 * market's MUI theme, as the browser map renders them.
 */
export const registryTestComponents: Readonly<Record<string, AnyRenderingComponent>> = Object.fromEntries(
  Object.entries(registryEntries).map(([name, { component, styling }]) => [
    name,
    styling === 'css-modules' ? component : inMuiScope(component),
  ]),
);

function inMuiScope(component: AnyRenderingComponent): AnyRenderingComponent {
  const Render = component as ComponentType<RenderingProps<unknown, unknown>>;
  return function Scoped(props) {
    return (
      <MuiScope>
        <Render {...props} />
      </MuiScope>
    );
  };
}

export const stubRouter = (): NextRouter =>
  ({
    route: '/',
    pathname: '/',
    query: {},
    asPath: '/',
    basePath: '',
    isLocaleDomain: false,
    isReady: true,
    isPreview: false,
    isFallback: false,
    push: vi.fn(async () => true),
    replace: vi.fn(async () => true),
    reload: vi.fn(),
    back: vi.fn(),
    forward: vi.fn(),
    prefetch: vi.fn(async () => undefined),
    beforePopState: vi.fn(),
    events: { on: vi.fn(), off: vi.fn(), emit: vi.fn() },
  }) as NextRouter;

export function layoutWith(
  main: Rendering[],
  options: { pageEditing?: boolean; site?: SiteConfig } = {},
): LayoutData {
  const site = options.site ?? testSite();
  return {
    sitecore: {
      context: {
        pageEditing: options.pageEditing ?? false,
        // As the Layout Service sends it: JSS's NextImage leaves pictures unoptimised in any other state.
        pageState: options.pageEditing ? 'edit' : 'normal',
        language: site.defaultLanguage,
        site: { name: site.name },
      },
      route: { name: 'test', fields: { metaTitle: { value: 'Test page' } }, placeholders: { main } },
    },
  };
}

interface PageOptions {
  site?: SiteConfig;
  dictionary?: Dictionary;
  renderingData?: RenderingData;
  factory?: ComponentFactory;
  /** Each rendering isolated, as in the document's second server render after a rendering threw. */
  isolated?: boolean;
}

export function sitePage(layoutData: LayoutData, options: PageOptions = {}): ReactElement {
  const site = options.site ?? testSite();
  const route = layoutData.sitecore.route;
  if (!route) throw new Error('layout without route');
  const props: SitePageProps = {
    site,
    language: site.defaultLanguage,
    routePath: '/',
    layoutData,
    dictionary: options.dictionary ?? {},
    head: buildHeadTags(site, route, '/', site.defaultLanguage),
    renderingData: options.renderingData ?? { data: {}, failed: [] },
  };
  return (
    <RouterContext.Provider value={stubRouter()}>
      <SiteProviders page={props}>
        <SitecoreContext
          componentFactory={options.factory ?? createComponentFactory(registryTestComponents)}
          layoutData={layoutData as LayoutServiceData}
        >
          <RenderingDataContext value={props.renderingData}>
            <RenderingIsolationContext value={options.isolated ?? false}>
              <Layout />
            </RenderingIsolationContext>
          </RenderingDataContext>
        </SitecoreContext>
      </SiteProviders>
    </RouterContext.Provider>
  );
}

export const renderSitePage = (layoutData: LayoutData, options?: PageOptions) =>
  render(sitePage(layoutData, options));
export const renderSitePageToString = (layoutData: LayoutData, options?: PageOptions) =>
  renderToString(sitePage(layoutData, options));
