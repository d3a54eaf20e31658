/**
 * `POST /api/search`: the search contract served by this site, for the browser's car list, compare and
 * carousels. The body is validated with schemas/searchRequest.schema.json (400 with the reasons); the
 * embedded engine's own refusals are 400 (unknown field, malformed range) or 404 (an index no site
 * names); a failing engine or hosted service is logged and answered 502, or 503/504 when it is
 * unavailable (breaker open, time budget spent).
 */
import type { ErrorObject } from 'ajv/dist/2020.js';
import type { SearchRequest } from '../../../../schemas/generated/searchRequest';
import type { SearchResponse } from '../../../../schemas/generated/searchResponse';
import { schemaErrorText } from '../../../config/schemaErrorText';
import { projectValidator } from '../../../config/schemaValidator';
import { upstreamFailureAnswer } from '../../upstream/upstreamErrors';
import { SearchRequestError, type SearchService, UnknownSearchIndexError } from '../contract';

export interface SearchHandlerResponse {
  status: 200 | 400 | 404 | 415 | 502 | 503 | 504;
  body: SearchResponse | { error: string };
  /** With a 503: seconds until the search service is tried again (the route's Retry-After). */
  retryAfterSeconds?: number;
}

export interface SearchHandlerContext {
  service: SearchService;
  logError?: (message: string, error: unknown) => void;
}

/** The shared wording, with the search's own for a bad filter name and a limit above the most. */
function describeProblem(error: ErrorObject): string {
  if (error.keyword === 'propertyNames')
    return `${error.instancePath || 'body'}: invalid filter name "${String(error.params.propertyName)}"`;
  if (error.keyword === 'maximum' && error.instancePath === '/limit')
    return `/limit: at most ${String(error.params.limit)} records per request (ask for further pages with offset)`;
  return schemaErrorText(error);
}

export async function handleSearchRequest(
  body: unknown,
  { service, logError = console.error }: SearchHandlerContext,
): Promise<SearchHandlerResponse> {
  const validate = projectValidator('searchRequest');
  // A copy: validation fills in the default limit and offset.
  const request: unknown = body && typeof body === 'object' ? structuredClone(body) : body;
  if (!validate(request)) {
    // A bad filter name is reported once, by its propertyNames error, not again by the pattern inside it.
    const errors = (validate.errors ?? []).filter((error) => error.propertyName === undefined);
    const problems = [...new Set(errors.map(describeProblem))];
    return { status: 400, body: { error: problems.join('; ') } };
  }
  try {
    return { status: 200, body: await service(request as SearchRequest) };
  } catch (error) {
    if (error instanceof SearchRequestError) return { status: 400, body: { error: error.message } };
    if (error instanceof UnknownSearchIndexError) return { status: 404, body: { error: error.message } };
    logError(`Search of index ${(request as SearchRequest).index} failed:`, error);
    return { ...upstreamFailureAnswer(error), body: { error: 'The search service failed.' } };
  }
}
