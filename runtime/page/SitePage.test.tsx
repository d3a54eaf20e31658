// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { RouterContext } from 'next/dist/shared/lib/router-context.shared-runtime';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { testSite } from '../../tests/fixtures/testSite';
import { buildHeadTags } from '../head/buildHeadTags';
import { layoutWith, stubRouter } from '../../tests/render/renderSitePage';
import { createComponentFactory } from '../rendering/componentFactory';
import type { RenderingProps } from '../rendering/ComponentEntry';
import { SiteProviders } from './SiteApp';
import { SitePage } from './SitePage';
import type { SitePageProps } from './SitePageProps';

/** A rendering that needs its loader data, as the home page's brand filter and story teaser do. */
function Headline({ data }: RenderingProps<unknown, { headline: string }>) {
  return <h2>{data.headline}</h2>;
}
const componentFactory = createComponentFactory({ Headline });

function page(routePath: string, uid: string, headline: string): SitePageProps {
  const site = testSite();
  const layoutData = layoutWith([{ uid, componentName: 'Headline' }]);
  const { route } = layoutData.sitecore;
  if (!route) throw new Error('layout without route');
  return {
    site,
    language: site.defaultLanguage,
    routePath,
    layoutData,
    dictionary: {},
    head: buildHeadTags(site, route, routePath, site.defaultLanguage),
    renderingData: { data: { [uid]: { headline } }, failed: [] },
  };
}

const rendered = (props: SitePageProps) => (
  <RouterContext.Provider value={stubRouter()}>
    <SiteProviders page={props}>
      <SitePage {...props} componentFactory={componentFactory} />
    </SiteProviders>
  </RouterContext.Provider>
);

afterEach(() => vi.restoreAllMocks());

describe('SitePage', () => {
  it('moves to the next page without rendering the previous page’s renderings with its data', () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { rerender } = render(rendered(page('/', 'home-teaser', 'Veckans bil')));
    expect(screen.getByRole('heading', { name: 'Veckans bil' })).toBeTruthy();
    rerender(rendered(page('/om-oss', 'about-intro', 'Om oss')));
    expect(screen.getByRole('heading', { name: 'Om oss' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(logged).not.toHaveBeenCalled();
  });
});
