/**
 * Load spread over several instances of one app, as a round-robin balancer spreads it: one autocannon
 * run per instance, all at once, the connections split evenly. Requests per second add up; latency
 * percentiles cannot be merged from percentiles alone (autocannon returns no histogram), so the combined
 * p50 and p99 are the worse of the instances' own: a bound, not a merged figure.
 */
import type { Target } from './http';
import { measureLoad, type LoadOptions, type LoadResult } from './load';
import { roundTo } from './roundTo';

/** The figures of every instance's load taken together; each instance's own keep their address. */
export interface SplitLoad extends Omit<LoadResult, 'url'> {
  instances: LoadResult[];
}

/** `total` connections over `parts` instances, the first ones one more when they do not divide evenly. */
export function splitConnections(total: number, parts: number): number[] {
  if (parts < 1 || total < parts) {
    throw new Error(`${total} connections cannot be split over ${parts} instances, each needs one`);
  }
  return Array.from(
    { length: parts },
    (_, part) => Math.floor(total / parts) + (part < total % parts ? 1 : 0),
  );
}

/** Requests per second, requests, errors and timeouts summed; p50 and p99 the worst instance's. */
export function combineLoads(instances: readonly LoadResult[]): SplitLoad {
  if (instances.length === 0) throw new Error('No load to combine');
  const sum = (pick: (load: LoadResult) => number): number =>
    instances.reduce((total, load) => total + pick(load), 0);
  const worst = (pick: (load: LoadResult) => number): number => Math.max(...instances.map(pick));
  return {
    // autocannon gives two decimals; a sum of floats would print more.
    requestsPerSecond: roundTo(
      sum((load) => load.requestsPerSecond),
      2,
    ),
    latencyP50Ms: worst((load) => load.latencyP50Ms),
    latencyP99Ms: worst((load) => load.latencyP99Ms),
    requests: sum((load) => load.requests),
    errors: sum((load) => load.errors),
    timeouts: sum((load) => load.timeouts),
    instances: [...instances],
  };
}

/** Loads `page` on every target at the same time for the same duration, `options.connections` in all. */
export async function measureSplitLoad(
  targets: readonly Target[],
  page: string,
  options: LoadOptions,
): Promise<SplitLoad> {
  const connections = splitConnections(options.connections, targets.length);
  const loads = await Promise.all(
    targets.map((target, index) =>
      measureLoad(target, page, { ...options, connections: connections[index] ?? 0 }),
    ),
  );
  return combineLoads(loads);
}
