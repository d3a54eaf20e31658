/**
 * The car list's state in the browser (spec 001 §2 "Car list page", §4). The query state lives in the URL:
 * the visitor's changes are pushed as shallow routes (load more replaces the entry), and a URL that
 * changes otherwise (the page opened with a query, back and forward) sets the state. The server-rendered
 * first page of the default list is the starting point; a different state is fetched, and pages load
 * progressively: pages 0 to N at once when a URL asks for page N (two pages a request, the most the search
 * contract answers), one page per load more.
 */
import { useEffect, useEffectEvent, useMemo, useState } from 'react';
import { type SearchQuery, type SearchResult, useSearchClient, useSite } from '../../runtime';
import {
  CAR_LIST_PAGE_SIZE,
  listHref,
  listQueryString,
  carListSearchQueries,
  type ListQueryState,
  defaultListQueryState,
  isPageAllowed,
  type PageSpan,
  parseListQuery,
  queryOf,
  routerQueryWithListState,
  useQueryState,
  carListConfig,
} from '../../ui';
import { carListPage, type CarListData, type CarListPage } from './carListData';

/** The cars loaded for one search (the state without its page). */
interface LoadedList extends CarListPage {
  /** The search's query string (page 0): what these cars are the answer to. */
  key: string;
  /** Pages 0 to `lastPage` are loaded. */
  lastPage: number;
  /** The server's first page, shown in the static HTML. */
  fromServer: boolean;
  /** Index of the first car the last load more added. */
  appendedFrom?: number;
}

/** The answers for consecutive pages as one: their cars in order, the first one's total and facets. */
function joined([first, ...rest]: readonly [SearchResult, ...SearchResult[]]): SearchResult {
  return {
    ...first,
    content: [...first.content, ...rest.flatMap((result) => result.content)],
    failed: first.failed || rest.some((result) => result.failed),
  };
}

/** `error`: the search failed or the page is above 19; `loading`: a new search is on its way. */
export type CarListStatus = 'loading' | 'error' | 'empty' | 'success';

/** The pages a state needs beyond those loaded, or null when nothing is to be fetched. */
function pagesToLoad(loaded: LoadedList, key: string, page: number): PageSpan | null {
  if (!isPageAllowed(page)) return null;
  if (loaded.key !== key) return { from: 0, to: page };
  // A failed search is not repeated by itself: load more retries, a new search starts afresh.
  if (loaded.failed || loaded.lastPage >= page || loaded.cars.length >= loaded.total) return null;
  return { from: loaded.lastPage + 1, to: page };
}

function withAnswer(loaded: LoadedList, key: string, span: PageSpan, page: CarListPage): LoadedList {
  if (span.from === 0)
    // A failed search keeps the facets shown, so the visitor can change the filters.
    return {
      ...page,
      facets: page.failed ? loaded.facets : page.facets,
      key,
      lastPage: span.to,
      fromServer: false,
    };
  if (page.failed) return { ...loaded, failed: true };
  // A car published between two loads must not show twice.
  const shown = new Set(loaded.cars.map((car) => car.car_id));
  return {
    ...page,
    cars: [...loaded.cars, ...page.cars.filter((car) => !shown.has(car.car_id))],
    key,
    lastPage: span.to,
    fromServer: loaded.fromServer,
    appendedFrom: loaded.cars.length,
  };
}

export function useCarList(data: CarListData) {
  const site = useSite();
  const config = carListConfig(site);
  const { search } = useSearchClient();
  const keyOf = (state: ListQueryState) => listQueryString({ ...state, page: 0 }, config);

  const { state, navigate, hydrated } = useQueryState<ListQueryState>({
    initial: () => defaultListQueryState(config),
    parse: (url) => parseListQuery(queryOf(url), config),
    serialize: (state) => listQueryString(state, config),
    href: (state, current) => ({
      query: routerQueryWithListState(current.query, state, config),
      as: listHref(current.asPath.split(/[?#]/, 1)[0] ?? '', state, config),
    }),
  });
  const [loaded, setLoaded] = useState<LoadedList>(() => ({
    ...data,
    key: keyOf(defaultListQueryState(config)),
    lastPage: 0,
    fromServer: true,
  }));
  // Counts the visitor's changes of the search: the list scrolls into view after each.
  const [searchChanges, setSearchChanges] = useState(0);

  const key = keyOf(state);
  const span = pagesToLoad(loaded, key, state.page);
  const from = span?.from;
  const to = span?.to;
  const request = useMemo(
    () =>
      from === undefined || to === undefined
        ? null
        : { key, span: { from, to }, queries: carListSearchQueries(site, state, { from, to }) },
    [key, from, to, site, state],
  );

  const runSearch = useEffectEvent((query: SearchQuery) => search('vehicles', query));
  useEffect(() => {
    if (!request) return;
    // A newer request replaces this one: its answer is then ignored.
    let current = true;
    const [first, ...rest] = request.queries.map((query) => runSearch(query));
    if (!first) return;
    void Promise.all([first, ...rest]).then((results) => {
      if (current)
        setLoaded((list) => withAnswer(list, request.key, request.span, carListPage(joined(results))));
    });
    return () => {
      current = false;
    };
  }, [request]);

  const current = loaded.key === key;
  const cars = current ? loaded.cars.slice(0, (state.page + 1) * CAR_LIST_PAGE_SIZE) : loaded.cars;
  const status: CarListStatus =
    !isPageAllowed(state.page) || (current && loaded.failed && loaded.cars.length === 0)
      ? 'error'
      : !current
        ? 'loading'
        : loaded.total === 0
          ? 'empty'
          : 'success';

  return {
    state,
    status,
    /** The list has hydrated and follows the URL (end-to-end tests wait for it). */
    hydrated,
    /** The cars to show; while a new search loads, the previous one's. */
    cars,
    /** The server's cars while the URL's state loads: not to be shown as if they were its answer. */
    staleServerCars: !current && loaded.fromServer,
    total: loaded.total,
    facets: loaded.facets,
    loadingMore: current && span !== null,
    /** Load more failed: the cars loaded stay and load more tries again. */
    loadMoreFailed: current && loaded.failed && loaded.cars.length > 0,
    appendedFrom: current ? loaded.appendedFrom : undefined,
    searchChanges,
    /** A new search (keyphrase, filters, sort) from the visitor: page 0, pushed to the history. */
    change(next: ListQueryState) {
      const nextState = { ...next, page: 0 };
      if (keyOf(nextState) === key) return;
      setSearchChanges((count) => count + 1);
      navigate(nextState, 'push');
    },
    loadMore() {
      if (loaded.failed && current) {
        setLoaded((list) => ({ ...list, failed: false }));
        return;
      }
      navigate({ ...state, page: state.page + 1 }, 'replace');
    },
  };
}
