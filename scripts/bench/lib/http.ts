import http from 'node:http';

/** A running server and the Host header that picks what it serves (the market, for this project). */
export interface Target {
  port: number;
  host: string;
}

export interface HttpResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

const REQUEST_TIMEOUT_MS = 30_000;

export function targetFor(port: number, hostName: string): Target {
  return { port, host: `${hostName}:${port}` };
}

/** The address a browser would use, e.g. `http://carstoresesite.localhost:3000/om-oss`. */
export function publicUrl(target: Target, path: string): string {
  return `http://${target.host}${path}`;
}

/**
 * A request through node:http rather than fetch: `*.localhost` names need not resolve, so it always
 * connects to 127.0.0.1 and sends the Host header as given (fetch sends its own). No Accept-Encoding is
 * sent, so bodies arrive uncompressed; no keep-alive agent, so no idle socket delays a server's shutdown.
 */
export function httpRequest(
  target: Target,
  path: string,
  {
    method = 'GET',
    headers = {},
    body,
  }: { method?: string; headers?: http.OutgoingHttpHeaders; body?: string } = {},
): Promise<HttpResponse> {
  return new Promise((resolve, reject) => {
    const options = {
      host: '127.0.0.1',
      port: target.port,
      path,
      method,
      headers: { ...headers, host: target.host },
      agent: false,
      timeout: REQUEST_TIMEOUT_MS,
    };
    const request = http.request(options, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
      );
      response.on('error', reject);
    });
    request.on('timeout', () => request.destroy(new Error(`${method} ${publicUrl(target, path)} timed out`)));
    request.on('error', reject);
    request.end(body);
  });
}

export const httpGet = (target: Target, path: string): Promise<HttpResponse> => httpRequest(target, path);

/** Ready (its search indexes loaded: /healthz no longer says `starting`) and reaching its Redis. */
export const readyWithRedis = (report: { status: string; redis: string | undefined }): boolean =>
  report.status !== 'starting' && report.redis === 'ok';

/** What a server's `/healthz` says of the site and of its Redis (`ok`, `down`; absent when it has none). */
export async function healthOf(target: Target): Promise<{ status: string; redis: string | undefined }> {
  const report = JSON.parse((await httpGet(target, '/healthz')).body.toString('utf8')) as {
    status: string;
    dependencies?: { redis?: { status?: string } };
  };
  return { status: report.status, redis: report.dependencies?.redis?.status };
}
