/**
 * The soak's load: autocannon cycling every connection through the workload's requests (lib/soakWorkload.ts)
 * for the whole run, with each answer's status checked against what its request expects. Unlike
 * lib/load.ts, which measures one page and refuses anything but 2xx, a soak expects 404s and 400s and
 * counts them apart from faults: unexpected statuses, 5xx, socket errors and timeouts.
 */
import autocannon from 'autocannon';
import type { Target } from './http';
import type { SoakRequest, SoakRequestKind } from './soakWorkload';

export interface SoakLoadOptions {
  connections: number;
  durationSeconds: number;
  /** Seconds without an answer before autocannon gives a request up (counted as a timeout). */
  timeoutSeconds: number;
}

/** The answers one kind of request got. */
export interface KindTally {
  kind: SoakRequestKind;
  expectedStatus: number;
  answers: number;
  /** Answers whose status was not the expected one, by status. */
  unexpected: Record<string, number>;
}

export interface SoakLoadResult extends SoakLoadOptions {
  requests: number;
  requestsPerSecond: number;
  latencyP50Ms: number;
  latencyP99Ms: number;
  /** Answers by status class, expected or not. */
  statusClasses: Record<'2xx' | '3xx' | '4xx' | '5xx', number>;
  /** 4xx answers that their request expected (unknown paths, invalid search bodies). */
  expected4xx: number;
  /** Answers with another status than their request expected (5xx included). */
  unexpectedAnswers: number;
  /** Connection errors other than timeouts (refused, reset). */
  socketErrors: number;
  timeouts: number;
  byKind: KindTally[];
}

/** Counts answers per kind as they arrive; autocannon only counts them per status. */
export class AnswerTally {
  private readonly tallies = new Map<SoakRequestKind, KindTally>();

  record(request: Pick<SoakRequest, 'kind' | 'expectedStatus'>, status: number): void {
    let tally = this.tallies.get(request.kind);
    if (!tally) {
      tally = { kind: request.kind, expectedStatus: request.expectedStatus, answers: 0, unexpected: {} };
      this.tallies.set(request.kind, tally);
    }
    tally.answers += 1;
    if (status !== request.expectedStatus) {
      tally.unexpected[status] = (tally.unexpected[status] ?? 0) + 1;
    }
  }

  byKind(): KindTally[] {
    return [...this.tallies.values()];
  }

  /** Answers of the expected status that are client errors. */
  expected4xx(): number {
    return this.byKind()
      .filter((tally) => tally.expectedStatus >= 400 && tally.expectedStatus < 500)
      .reduce((sum, tally) => sum + tally.answers - unexpectedCount(tally), 0);
  }

  unexpectedAnswers(): number {
    return this.byKind().reduce((sum, tally) => sum + unexpectedCount(tally), 0);
  }
}

export function unexpectedCount(tally: KindTally): number {
  return Object.values(tally.unexpected).reduce((sum, count) => sum + count, 0);
}

/**
 * One autocannon request whose every sending is the next of the workload, counted across connections:
 * together the connections send the workload in order, so at any moment the requests in flight are a
 * slice of the whole mix (with one entry per request, each connection would walk the list from its start,
 * all of them on the same pages at once). The request a connection sent is remembered by its context
 * object, which autocannon hands to both callbacks; a connection has one request in flight.
 */
function cyclingRequest(
  requests: readonly SoakRequest[],
  target: Target,
  tally: AnswerTally,
): autocannon.Request {
  let sent = 0;
  const inFlight = new WeakMap<object, SoakRequest>();
  return {
    setupRequest: (built, context) => {
      const request = requests[sent % requests.length];
      sent += 1;
      if (!request) return built;
      inFlight.set(context, request);
      const { path, body } = request.fresh?.(sent) ?? request;
      const headers: Record<string, string> = { host: `${request.hostName}:${target.port}` };
      if (body !== undefined) headers['content-type'] = 'application/json';
      return { ...built, method: request.method, path, headers, body: body ?? '' };
    },
    onResponse: (status, _body, context) => {
      const request = inFlight.get(context);
      if (request) tally.record(request, status);
    },
  };
}

/** Runs the load for the whole duration and resolves with what it counted. */
export async function runSoakLoad(
  target: Target,
  requests: readonly SoakRequest[],
  options: SoakLoadOptions,
): Promise<SoakLoadResult> {
  const tally = new AnswerTally();
  const result = await autocannon({
    url: `http://127.0.0.1:${target.port}`,
    connections: options.connections,
    duration: options.durationSeconds,
    timeout: options.timeoutSeconds,
    requests: [cyclingRequest(requests, target, tally)],
  });
  return {
    ...options,
    requests: result.requests.total,
    requestsPerSecond: result.requests.average,
    latencyP50Ms: result.latency.p50,
    latencyP99Ms: result.latency.p99,
    statusClasses: {
      '2xx': result['2xx'],
      '3xx': result['3xx'],
      '4xx': result['4xx'],
      '5xx': result['5xx'],
    },
    expected4xx: tally.expected4xx(),
    unexpectedAnswers: tally.unexpectedAnswers(),
    socketErrors: result.errors - result.timeouts,
    timeouts: result.timeouts,
    byKind: tally.byKind(),
  };
}
