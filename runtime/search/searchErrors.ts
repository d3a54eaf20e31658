/** Refusals of the search service that are the caller's fault, answered 4xx by `/api/search`. */

/** A request the service cannot answer as asked (unknown field, malformed range …): 400 with this reason. */
export class SearchRequestError extends Error {
  override name = 'SearchRequestError';
}

/** The request names an index no site config names: 404 with this reason. */
export class UnknownSearchIndexError extends Error {
  override name = 'UnknownSearchIndexError';
}
