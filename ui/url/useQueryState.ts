/**
 * A list's state kept in the page's URL query, for lists whose static HTML is one page for every query
 * (the car list, the stories list): the initial state on the server and in the hydrating render, then the
 * state the URL asks for. Each list keeps its own URL format (`parse`, `serialize`, `href`): the car list's
 * repeated, percent-encoded filter parameters (spec 001) and the stories list's readable `tags=a,b`.
 *
 * A change of state is put in the URL by a shallow route change, `push` (a history entry) or `replace`,
 * without scrolling. The state also follows URL changes that are not the list's own: the query the page was
 * opened with, back, forward, a link to another query of the same page.
 *
 * Pages reach their route through host rewrites, so right after hydration Next.js completes the route
 * with a shallow `replace` to the URL the page was opened with, and only then is `router.isReady`. A
 * change made before that shows at once and reaches the URL once the router is ready: written earlier,
 * Next's replace would undo it.
 */
import { useRouter } from 'next/router';
import { useEffect, useEffectEvent, useState } from 'react';
import { useHydrated } from '../browser/useHydrated';

export type RouterQuery = Record<string, string | string[] | undefined>;

export interface QueryStateOptions<State> {
  /** The state until the URL is read: what the static HTML shows. */
  initial: () => State;
  /** The state a URL asks for (a path with its query, or a bare `?query`); what cannot apply is ignored. */
  parse: (url: string) => State;
  /** The state's own parameters as a query string without `?`, `''` for the default: one string per state. */
  serialize: (state: State) => string;
  /**
   * The route change to a state: the router's `href` query (the route's own parameters kept) and the URL
   * shown, from the current route's.
   */
  href: (state: State, current: { query: RouterQuery; asPath: string }) => { query: RouterQuery; as: string };
}

type HistoryMethod = 'push' | 'replace';

export function useQueryState<State>({ initial, parse, serialize, href }: QueryStateOptions<State>) {
  const router = useRouter();
  const hydrated = useHydrated() && router.isReady;
  const [state, setState] = useState(initial);
  // How a change made before the router was ready goes into the URL once it is.
  const [earlyChange, setEarlyChange] = useState<HistoryMethod | null>(null);
  // The URL's query as last seen (serialized); the state changes when the URL does, not whenever the two
  // differ (the list's own change reaches the URL a moment after the state).
  const [seenUrl, setSeenUrl] = useState<string | null>(null);
  // Queries the list navigated to that the router has not reached yet: reaching one of them is no news,
  // even when the visitor has moved on since (two quick clicks must not flash the first one's list).
  const [ownUrls, setOwnUrls] = useState<readonly string[]>([]);

  // Back and forward always bring the URL's state: the list forgets its own changes and looks at the URL
  // afresh, even when the router never rendered the entry being left (a quick back right after a change).
  useEffect(() => {
    const readUrlAfresh = () => {
      setOwnUrls([]);
      setSeenUrl(null);
      setEarlyChange(null);
    };
    window.addEventListener('popstate', readUrlAfresh);
    return () => window.removeEventListener('popstate', readUrlAfresh);
  }, []);

  if (hydrated) {
    const urlState = parse(router.asPath);
    const urlQuery = serialize(urlState);
    if (urlQuery !== seenUrl) {
      setSeenUrl(urlQuery);
      const own = ownUrls.indexOf(urlQuery);
      const openedBeforeEarlyChange = seenUrl === null && earlyChange !== null;
      if (own >= 0) setOwnUrls(ownUrls.slice(own + 1));
      // Otherwise the URL the page opened with is read after the visitor's change, which stands.
      else if (!openedBeforeEarlyChange) {
        // The page opened with this query, or back and forward brought it.
        if (ownUrls.length > 0) setOwnUrls([]);
        if (urlQuery !== serialize(state)) setState(urlState);
      }
    }
  }

  const writeUrl = (next: State, method: HistoryMethod) => {
    const { query, as } = href(next, router);
    router[method]({ pathname: router.pathname, query }, as, { shallow: true, scroll: false }).catch(
      (error: unknown) => console.error(`${as} could not be put in the address bar:`, error),
    );
  };

  const writeEarlyChange = useEffectEvent(() => {
    if (earlyChange) writeUrl(state, earlyChange);
  });
  useEffect(() => {
    if (router.isReady) writeEarlyChange();
  }, [router.isReady]);

  const navigate = (next: State, method: HistoryMethod) => {
    setState(next);
    setOwnUrls((urls) => [...urls, serialize(next)]);
    if (router.isReady) writeUrl(next, method);
    else setEarlyChange(method);
  };

  return {
    state,
    /** Sets the state and puts it in the URL. */
    navigate,
    /** The state follows the URL: the page has hydrated. */
    hydrated,
  };
}
