import autocannon from 'autocannon';
import { publicUrl, type Target } from './http';

export interface LoadOptions {
  connections: number;
  durationSeconds: number;
}

export interface LoadResult {
  url: string;
  requestsPerSecond: number;
  latencyP50Ms: number;
  latencyP99Ms: number;
  requests: number;
  errors: number;
  timeouts: number;
}

async function fire(
  target: Target,
  pagePath: string,
  options: Omit<autocannon.Options, 'url'>,
): Promise<autocannon.Result> {
  const result = await autocannon({
    ...options,
    url: `http://127.0.0.1:${target.port}${pagePath}`,
    headers: { host: target.host },
  });
  // Requests per second of error pages or redirects would say nothing about the page.
  if (result.non2xx > 0) {
    throw new Error(
      `${publicUrl(target, pagePath)}: ${result.non2xx} of ${result.requests.total} answers were not 2xx`,
    );
  }
  return result;
}

/** Fills caches (ISR cache, module loading, V8 optimisation) so the measured run sees a steady server. */
export async function warmUp(
  target: Target,
  pagePath: string,
  requests: number,
  connections: number,
): Promise<void> {
  await fire(target, pagePath, { amount: requests, connections });
}

export async function measureLoad(
  target: Target,
  pagePath: string,
  options: LoadOptions,
): Promise<LoadResult> {
  const result = await fire(target, pagePath, {
    connections: options.connections,
    duration: options.durationSeconds,
  });
  return {
    url: publicUrl(target, pagePath),
    requestsPerSecond: result.requests.average,
    latencyP50Ms: result.latency.p50,
    latencyP99Ms: result.latency.p99,
    requests: result.requests.total,
    errors: result.errors,
    timeouts: result.timeouts,
  };
}
