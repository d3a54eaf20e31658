/**
 * Whether a link the finance service hands the page (a quote's Apply action) stays on this site. It is
 * parsed the way the browser will resolve it (WHATWG URL, relative to a page of this site) and must keep
 * that page's origin: a path, a query or an anchor. Another host, `//host`, `/\host` (which a browser
 * reads as `//host`), `javascript:` and anything unparsable is refused, so an answer of the service cannot
 * send the buyer elsewhere. Absolute URLs, even to this site, are refused too: the server does not know
 * the origin the browser sees. Pure.
 */
const PAGE = new URL('https://this-site.invalid/page');

export function isSameOriginHref(href: string): boolean {
  try {
    return new URL(href, PAGE).origin === PAGE.origin;
  } catch {
    return false;
  }
}
