// @vitest-environment jsdom
import { act, render } from '@testing-library/react';
import type { AppProps } from 'next/app';
import mitt from 'next/dist/shared/lib/mitt';
import { RouterContext } from 'next/dist/shared/lib/router-context.shared-runtime';
import { StrictMode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LayoutData, Route } from '../../schemas/generated/layout';
import { testSite } from '../../tests/fixtures/testSite';
import { stubRouter } from '../../tests/render/renderSitePage';
import type { SiteConfig } from '../config/SiteConfig';
import { buildHeadTags } from '../head/buildHeadTags';
import { SiteApp } from '../page/SiteApp';
import type { SitePageProps } from '../page/SitePageProps';
import { pushToDataLayer } from './dataLayer';

function sitePage(options: {
  site?: SiteConfig;
  routeName?: string;
  itemId?: string;
  gtmID?: string;
  language?: string;
  pageEditing?: boolean;
}): SitePageProps {
  const site = options.site ?? testSite();
  const language = options.language ?? site.defaultLanguage;
  const route: Route = {
    name: options.routeName ?? 'Home',
    displayName: 'Startsida',
    itemId: options.itemId,
    fields: options.gtmID === undefined ? {} : { gtmID: { value: options.gtmID } },
    placeholders: {},
  };
  const layoutData: LayoutData = {
    sitecore: {
      context: { pageEditing: options.pageEditing ?? false, language, site: { name: site.name } },
      route,
    },
  };
  return {
    site,
    language,
    routePath: '/',
    layoutData,
    dictionary: {},
    head: buildHeadTags(site, route, '/', language),
    renderingData: { data: {}, failed: [] },
  };
}

function Page() {
  return <p>page</p>;
}

/** Renders the app shell the way Next.js does, with a router whose events can be fired. */
function renderApp(page: SitePageProps, { strict = false } = {}) {
  const router = { ...stubRouter(), events: mitt() };
  const app = (props: SitePageProps) => {
    const tree = (
      <RouterContext.Provider value={router}>
        <SiteApp Component={Page} pageProps={props} router={router as unknown as AppProps['router']} />
      </RouterContext.Provider>
    );
    return strict ? <StrictMode>{tree}</StrictMode> : tree;
  };
  const view = render(app(page));
  return {
    ...view,
    /** A client-side navigation: Next.js renders the new page, then announces the completed change. */
    navigate(next: SitePageProps, { shallow = false } = {}) {
      view.rerender(app(next));
      act(() => router.events.emit('routeChangeComplete', '/next', { shallow }));
    },
  };
}

const pageViews = () =>
  (window.dataLayer ?? []).filter(
    (entry): entry is Record<string, unknown> =>
      typeof entry === 'object' && entry !== null && 'event' in entry && entry.event === 'pageView',
  );
const gtmScripts = () => Array.from(document.querySelectorAll<HTMLScriptElement>('script[id^="gtm-"]'));

beforeEach(() => {
  delete window.dataLayer;
});

afterEach(() => {
  vi.restoreAllMocks();
  for (const script of document.querySelectorAll('script')) script.remove();
});

describe('pushToDataLayer', () => {
  it('creates the data layer on first use and appends to it', () => {
    pushToDataLayer({ event: 'search', search_term: 'volvo' });
    pushToDataLayer({ event: 'other' });
    expect(window.dataLayer).toEqual([{ event: 'search', search_term: 'volvo' }, { event: 'other' }]);
  });
});

describe('PageAnalytics', () => {
  it('pushes one page view with the page fields when a page is shown', () => {
    renderApp(sitePage({ routeName: 'Home', itemId: '{0AE1}', language: 'sv-SE' }), { strict: true });
    expect(pageViews()).toEqual([
      {
        event: 'pageView',
        channel: 'WEB',
        currency: 'USD',
        pageName: 'Home',
        pageVariantId: '{0AE1}',
        language: 'sv-SE',
      },
    ]);
  });

  it("uses '_default' as pageVariantId when the route has no item id", () => {
    renderApp(sitePage({}));
    expect(pageViews()[0]?.pageVariantId).toBe('_default');
  });

  it('pushes another page view, for the new page, after a client-side navigation', () => {
    const app = renderApp(sitePage({ routeName: 'Home' }), { strict: true });
    app.navigate(sitePage({ routeName: 'Kontakt', itemId: 'k-1' }));
    expect(pageViews().map((view) => [view.pageName, view.pageVariantId])).toEqual([
      ['Home', '_default'],
      ['Kontakt', 'k-1'],
    ]);
  });

  it('does not count a shallow route change as a page view', () => {
    const app = renderApp(sitePage({}));
    app.navigate(sitePage({}), { shallow: true });
    expect(pageViews()).toHaveLength(1);
  });

  it('loads Google Tag Manager with the site id, from its URL rather than an inline script', () => {
    const app = renderApp(sitePage({ site: testSite({ gtmId: 'GTM-SITE01' }) }), { strict: true });
    app.navigate(sitePage({ site: testSite({ gtmId: 'GTM-SITE01' }), routeName: 'Kontakt' }));
    const [script, ...others] = gtmScripts();
    expect(others).toEqual([]);
    expect(script?.id).toBe('gtm-GTM-SITE01');
    expect(script?.src).toBe('https://www.googletagmanager.com/gtm.js?id=GTM-SITE01');
    expect(script?.textContent).toBe('');
    expect(window.dataLayer?.filter((entry) => (entry as { event?: string }).event === 'gtm.js')).toEqual([
      { 'gtm.start': expect.any(Number), event: 'gtm.js' },
    ]);
  });

  it("prefers the route's gtmID over the site's", () => {
    renderApp(sitePage({ site: testSite({ gtmId: 'GTM-SITE02' }), gtmID: 'GTM-ROUTE02' }));
    expect(gtmScripts().map((script) => script.id)).toEqual(['gtm-GTM-ROUTE02']);
  });

  it('loads no tag manager without an id, but still records page views', () => {
    renderApp(sitePage({ site: testSite({ gtmId: '' }), gtmID: ' ' }));
    expect(gtmScripts()).toEqual([]);
    expect(pageViews()).toHaveLength(1);
  });

  it('logs a malformed id from content and loads nothing', () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderApp(sitePage({ gtmID: "GTM-1'); alert(1); ('" }));
    expect(gtmScripts()).toEqual([]);
    expect(logged.mock.calls.flat().join(' ')).toContain('Invalid Google Tag Manager id');
  });

  it('tracks nothing in the page editor', () => {
    const app = renderApp(sitePage({ site: testSite({ gtmId: 'GTM-EDIT01' }), pageEditing: true }));
    app.navigate(sitePage({ pageEditing: true }));
    expect(gtmScripts()).toEqual([]);
    expect(pageViews()).toEqual([]);
  });
});
