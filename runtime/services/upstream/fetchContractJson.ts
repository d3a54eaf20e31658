/**
 * One JSON call to a hosted service inside `upstreamCall`, as the HTTP clients of the finance and Jotform
 * services make it: GET without a body or POST with a JSON one, redirects not followed, a non-2xx answer
 * turned into an UpstreamStatusError carrying the upstream's reason, and a 2xx body accepted only when the
 * contract's response schema validates it (the problems named otherwise). The body is read here, inside
 * the call, so a stalled body runs into the call's time budget. Server-only (ajv).
 */
import { schemaProblems } from '../../config/schemaProblems';
import type { ProjectSchemaName } from '../../config/schemaValidator';
import { upstreamErrorReason } from './upstreamErrorReason';
import { UpstreamStatusError } from './upstreamErrors';

export interface ContractJsonCall {
  /** How messages name the upstream: "The finance service". */
  upstreamName: string;
  url: string;
  /** Sent as JSON with POST; without it the call is a GET. */
  body?: unknown;
  /** Headers besides `accept` and `content-type`: the upstream's key. */
  headers?: Readonly<Record<string, string>>;
  /** The schema a 2xx answer must validate against. */
  answer: ProjectSchemaName;
  fetchImpl: typeof fetch;
  signal: AbortSignal;
}

/** The request of a contract call: GET without a body or POST with a JSON one, redirects not followed. */
export function contractRequest({
  body,
  headers = {},
  signal,
}: Pick<ContractJsonCall, 'body' | 'headers' | 'signal'>): RequestInit {
  return {
    method: body === undefined ? 'GET' : 'POST',
    headers: {
      accept: 'application/json',
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...headers,
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    redirect: 'manual',
    signal,
  };
}

/**
 * The answer of a contract call: a non-2xx one as an UpstreamStatusError with the upstream's reason, a 2xx
 * body only when the contract's response schema validates it.
 */
export async function contractAnswer<T>(
  response: Response,
  { upstreamName, answer }: Pick<ContractJsonCall, 'upstreamName' | 'answer'>,
): Promise<T> {
  if (!response.ok) {
    const reason = await upstreamErrorReason(response);
    throw new UpstreamStatusError(
      response.status,
      `${upstreamName} answered ${response.status}${reason ? `: ${reason}` : ''}`,
    );
  }
  const value: unknown = await response.json();
  const problems = schemaProblems(answer, value);
  if (problems)
    throw new Error(`${upstreamName} answered something that is not the contract's (${problems})`);
  return value as T;
}

export async function fetchContractJson<T>(call: ContractJsonCall): Promise<T> {
  return contractAnswer<T>(await call.fetchImpl(call.url, contractRequest(call)), call);
}
