/**
 * A searchable list's records in the browser (the car list, spec 001 §2 "Car list page", §4; the kit
 * catalogue, spec 002 §2 "Kits listing"). The query state lives in the URL: the visitor's changes are
 * pushed as shallow routes (load more replaces the entry), and a URL that changes otherwise (the page
 * opened with a query, back and forward) sets the state. The server-rendered first page of the default
 * list is the starting point; a different state is fetched, and pages load progressively: pages 0 to N at
 * once when a URL asks for page N (two pages a request, the most the search contract answers, when the
 * list's `queries` use pageSpanQueries), one page per load more. What differs between lists (the index,
 * the config, the queries and the records' shape) comes in as options.
 */
import { useEffect, useEffectEvent, useMemo, useState } from 'react';
import { type Facet, type SearchQuery, type SearchResult, useSearchClient } from '../../runtime';
import { isPageAllowed } from '../carList/carListProgress';
import { defaultListQueryState, type ListQueryConfig, type ListQueryState } from './listQueryState';
import { listHref, listQueryString, parseListQuery, queryOf, routerQueryWithListState } from './listQueryUrl';
import type { PageSpan } from './pageSpan';
import { useQueryState } from '../url/useQueryState';

/** The search indexes a list pages through. */
export type ListIndexKind = 'vehicles' | 'kits';

/** What a list shows of one search answer: its records (as its cards read them), the total, the facets. */
export interface SearchListPage<Item> {
  items: readonly Item[];
  total: number;
  facets: Facet[];
  failed: boolean;
}

export interface SearchListOptions<Item> {
  /** The index searched. */
  index: ListIndexKind;
  config: ListQueryConfig;
  /** The server's page 0 of the default state: what the static HTML shows. */
  initial: SearchListPage<Item>;
  /** Records a page (the car list's and the kit catalogue's: 48). */
  pageSize: number;
  /** The requests for pages `span` of a state, in page order (see pageSpanQueries). */
  queries: (state: ListQueryState, span: PageSpan) => SearchQuery[];
  /** An answer (the requests' answers joined) as the list's page. */
  toPage: (result: SearchResult) => SearchListPage<Item>;
  /** A record's identity: a record already shown is not added again by a later page. */
  idOf: (item: Item) => string;
}

/** `error`: the search failed or the page is above 19; `loading`: a new search is on its way. */
export type SearchListStatus = 'loading' | 'error' | 'empty' | 'success';

/** The records loaded for one search (the state without its page). */
interface LoadedList<Item> extends SearchListPage<Item> {
  /** The search's query string (page 0): what these records are the answer to. */
  key: string;
  /** Pages 0 to `lastPage` are loaded. */
  lastPage: number;
  /** The server's first page, shown in the static HTML. */
  fromServer: boolean;
  /** Index of the first record the last load more added. */
  appendedFrom?: number;
}

/** The answers for consecutive pages as one: their records in order, the first one's total and facets. */
function joined([first, ...rest]: readonly [SearchResult, ...SearchResult[]]): SearchResult {
  return {
    ...first,
    content: [...first.content, ...rest.flatMap((result) => result.content)],
    failed: first.failed || rest.some((result) => result.failed),
  };
}

/** The pages a state needs beyond those loaded, or null when nothing is to be fetched. */
function pagesToLoad<Item>(loaded: LoadedList<Item>, key: string, page: number): PageSpan | null {
  if (!isPageAllowed(page)) return null;
  if (loaded.key !== key) return { from: 0, to: page };
  // A failed search is not repeated by itself: load more retries, a new search starts afresh.
  if (loaded.failed || loaded.lastPage >= page || loaded.items.length >= loaded.total) return null;
  return { from: loaded.lastPage + 1, to: page };
}

function withAnswer<Item>(
  loaded: LoadedList<Item>,
  key: string,
  span: PageSpan,
  page: SearchListPage<Item>,
  idOf: (item: Item) => string,
): LoadedList<Item> {
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
  // A record published between two loads must not show twice.
  const shown = new Set(loaded.items.map(idOf));
  return {
    ...page,
    items: [...loaded.items, ...page.items.filter((item) => !shown.has(idOf(item)))],
    key,
    lastPage: span.to,
    fromServer: loaded.fromServer,
    appendedFrom: loaded.items.length,
  };
}

export function useSearchList<Item>({
  index,
  config,
  initial,
  pageSize,
  queries,
  toPage,
  idOf,
}: SearchListOptions<Item>) {
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
  const [loaded, setLoaded] = useState<LoadedList<Item>>(() => ({
    ...initial,
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
    () => (from === undefined || to === undefined ? null : { key, span: { from, to } }),
    [key, from, to],
  );

  // The requests of the state being shown (the request's key is its key), and how their answer is read.
  const startSearch = useEffectEvent((pages: PageSpan) => ({
    answers: queries(state, pages).map((query) => search(index, query)),
    toPage,
    idOf,
  }));
  useEffect(() => {
    if (!request) return;
    // A newer request replaces this one: its answer is then ignored.
    let current = true;
    const started = startSearch(request.span);
    const [first, ...rest] = started.answers;
    if (!first) return;
    void Promise.all([first, ...rest]).then((results) => {
      if (current)
        setLoaded((list) =>
          withAnswer(list, request.key, request.span, started.toPage(joined(results)), started.idOf),
        );
    });
    return () => {
      current = false;
    };
  }, [request]);

  const current = loaded.key === key;
  const items = current ? loaded.items.slice(0, (state.page + 1) * pageSize) : loaded.items;
  const status: SearchListStatus =
    !isPageAllowed(state.page) || (current && loaded.failed && loaded.items.length === 0)
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
    /** The records to show; while a new search loads, the previous one's. */
    items,
    /** The server's records while the URL's state loads: not to be shown as if they were its answer. */
    staleServerItems: !current && loaded.fromServer,
    total: loaded.total,
    facets: loaded.facets,
    loadingMore: current && span !== null,
    /** Load more failed: the records loaded stay and load more tries again. */
    loadMoreFailed: current && loaded.failed && loaded.items.length > 0,
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

/** What useSearchList gives a list component. */
export type SearchList<Item> = ReturnType<typeof useSearchList<Item>>;
