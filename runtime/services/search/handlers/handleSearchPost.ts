/**
 * `POST /api/search` as it arrives: the body is read by the shared bounded reader (runtime/http/readJsonBody.ts)
 * within the limits below, so an oversized or deeply nested body is a 400 before anything walks it, then
 * handleSearchRequest applies the search contract's rules. The largest real body, the car list's query with
 * every filter of its panel ticked, is a few kilobytes and four levels deep.
 */
import { readJsonBody, type JsonBodySource } from '../../../http/readJsonBody';
import {
  handleSearchRequest,
  type SearchHandlerContext,
  type SearchHandlerResponse,
} from './handleSearchRequest';

export const SEARCH_BODY_LIMITS = { maxBytes: 32 * 1024, maxDepth: 8 } as const;

export async function handleSearchPost(
  request: JsonBodySource,
  context: SearchHandlerContext,
): Promise<SearchHandlerResponse> {
  const body = await readJsonBody(request, SEARCH_BODY_LIMITS);
  if (!body.ok) return { status: body.status, body: { error: body.error } };
  return handleSearchRequest(body.value, context);
}
