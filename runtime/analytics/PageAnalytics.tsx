/**
 * Page analytics (spec 000 §7 client events, issue 4): loads the market's Google Tag Manager container
 * and pushes a `pageView` event for every page view, the first one and each client-side navigation.
 *
 * Choices the spec leaves open:
 * - `pageName` is the route's item name (`route.name`), which stays the same in every language, so one
 *   page's views add up across languages; `language` tells them apart.
 * - `pageVariantId` is the route's item id, or `'_default'` (Sitecore's name for the default,
 *   unpersonalised variant) when the content has none, as local content does.
 * - Nothing is tracked in the page editor: editors' views are not visitors' page views.
 * - A shallow route change (only the query changes, the page stays) is not a new page view.
 *
 * GTM's loader is code of this module, not the inline snippet GTM suggests: the site's content security
 * policy runs no inline script it does not know the hash of, and the container id varies by route.
 */
import { useRouter } from 'next/router';
import { useEffect, useEffectEvent, useRef } from 'react';
import type { SitePageProps } from '../page/SitePageProps';
import { pushToDataLayer, type DataLayerEvent } from './dataLayer';
import { gtmScriptUrl } from './googleTagManager';

const GTM_ID = /^GTM-[A-Z0-9]+$/;
export const DEFAULT_PAGE_VARIANT_ID = '_default';

/** The container of the page: the route's `gtmID` field if set, otherwise the site's `gtmId`. */
export function effectiveGtmId(page: SitePageProps): string | undefined {
  const routeId = page.layoutData.sitecore.route?.fields.gtmID?.value;
  const id = String(routeId ?? '').trim() || page.site.gtmId.trim();
  if (!id) return undefined;
  // The route field is free text from content; only a well-formed id goes into the loader script.
  if (!GTM_ID.test(id)) {
    console.error(`Invalid Google Tag Manager id "${id}" on ${page.site.name} ${page.routePath}`);
    return undefined;
  }
  return id;
}

export function pageViewEvent(page: SitePageProps): DataLayerEvent {
  const route = page.layoutData.sitecore.route;
  return {
    event: 'pageView',
    channel: 'WEB',
    currency: 'USD',
    pageName: route?.name ?? page.routePath,
    pageVariantId: route?.itemId || DEFAULT_PAGE_VARIANT_ID,
    language: page.language,
  };
}

/** Loads a GTM container once per page load: announces the start to the data layer, then its script. */
function loadGtm(id: string): void {
  const elementId = `gtm-${id}`;
  if (document.getElementById(elementId)) return;
  pushToDataLayer({ 'gtm.start': Date.now(), event: 'gtm.js' });
  const script = document.createElement('script');
  script.id = elementId;
  script.async = true;
  script.src = gtmScriptUrl(id);
  document.head.appendChild(script);
}

export function PageAnalytics({ page }: { page: SitePageProps }) {
  const { events } = useRouter();
  const editing = page.layoutData.sitecore.context.pageEditing;
  const gtmId = editing ? undefined : effectiveGtmId(page);

  // Reads the page props current when the event fires: the navigated-to page is committed by then.
  const pushPageView = useEffectEvent(() => {
    if (!editing) pushToDataLayer(pageViewEvent(page));
  });

  // Strict mode runs effects twice on mount; the ref survives that, so the first view is pushed once.
  const firstViewPushed = useRef(false);
  useEffect(() => {
    if (!firstViewPushed.current) {
      firstViewPushed.current = true;
      pushPageView();
    }
    const onRouteChangeComplete = (_url: string, { shallow }: { shallow: boolean }) => {
      if (!shallow) pushPageView();
    };
    events.on('routeChangeComplete', onRouteChangeComplete);
    return () => events.off('routeChangeComplete', onRouteChangeComplete);
  }, [events]);

  useEffect(() => {
    if (gtmId) loadGtm(gtmId);
  }, [gtmId]);
  return null;
}
