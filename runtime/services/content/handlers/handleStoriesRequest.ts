/**
 * `GET /api/stories`: one page of a stories index for the list's load-more (spec 000 §7 "Stories list").
 * API routes do not pass through the site proxy, so the client names the site and language. The query is
 * validated with schemas/storiesRequest.schema.json; answers are 200 StoryPage, 400 `{ error }` for an
 * invalid parameter or cursor, 404 for a site or language that is not served, 502 when the content
 * source fails (logged), 503/504 when it is unavailable (breaker open, time budget spent).
 */
import type { ErrorObject } from 'ajv/dist/2020.js';
import type { StoriesRequest } from '../../../../schemas/generated/storiesRequest';
import storiesRequestSchema from '../../../../schemas/storiesRequest.schema.json';
import type { SiteConfig } from '../../../config/SiteConfig';
import { projectValidator } from '../../../config/schemaValidator';
import { upstreamFailureAnswer } from '../../upstream/upstreamErrors';
import type { ContentSource, StoryPage } from '../contract';
import { InvalidCursorError } from '../stories';

export type StoriesQuery = Partial<Record<string, string | string[]>>;

export interface StoriesResponse {
  status: 200 | 400 | 404 | 502 | 503 | 504;
  body: StoryPage | { error: string };
  /** With a 503: seconds until the content source is tried again (the route's Retry-After). */
  retryAfterSeconds?: number;
}

export interface StoriesRequestContext {
  sites: readonly SiteConfig[];
  source: ContentSource;
  logError?: (message: string, error: unknown) => void;
}

const parameterDescriptions: Readonly<Record<string, { description: string }>> =
  storiesRequestSchema.properties;

/** One sentence per problem, naming the parameter and, for a bad value, what it must be. */
function describeProblem(error: ErrorObject): string {
  if (error.keyword === 'required') return `missing parameter "${String(error.params.missingProperty)}"`;
  if (error.keyword === 'additionalProperties')
    return `unknown parameter "${String(error.params.additionalProperty)}"`;
  const name = error.instancePath.slice(1);
  if (error.keyword === 'type') return `parameter "${name}" must be given once`;
  const expected = parameterDescriptions[name]?.description.replace(/\.$/, '') ?? error.message;
  return `invalid parameter "${name}": ${expected ?? 'invalid value'}`;
}

function badRequest(error: string): StoriesResponse {
  return { status: 400, body: { error } };
}

export async function handleStoriesRequest(
  query: StoriesQuery,
  { sites, source, logError = console.error }: StoriesRequestContext,
): Promise<StoriesResponse> {
  // A copy: validation fills in the default limit.
  const request: unknown = { ...query };
  const validate = projectValidator('storiesRequest');
  if (!validate(request)) {
    const problems = [...new Set((validate.errors ?? []).map(describeProblem))];
    return badRequest(problems.join('; '));
  }
  const { site: siteName, language, indexPath, cursor, tags, limit } = request as StoriesRequest;

  const site = sites.find((candidate) => candidate.name === siteName);
  if (!site) return { status: 404, body: { error: `unknown site "${siteName}"` } };
  if (!site.languages.includes(language))
    return { status: 404, body: { error: `site "${siteName}" does not serve language "${language}"` } };

  try {
    const page = await source.listStories(site, language, {
      indexPath,
      limit: Number(limit),
      ...(cursor ? { cursor } : {}),
      ...(tags ? { tags: tags.split(',') } : {}),
    });
    return { status: 200, body: page };
  } catch (error) {
    if (error instanceof InvalidCursorError)
      return badRequest('invalid parameter "cursor": not a cursor this stories list issued');
    logError(`Stories of ${indexPath} (${siteName}, ${language}) failed:`, error);
    return {
      ...upstreamFailureAnswer(error),
      body: { error: 'The stories could not be loaded from the content source.' },
    };
  }
}
