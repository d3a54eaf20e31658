/**
 * Fake upstreams on loopback for the fault-injection suite, started by the tests themselves: node:http
 * servers that hang (accept the request and never answer), answer 500, answer a body that is not JSON
 * or JSON of the wrong shape, or answer as the test says; and an origin whose port refuses connections.
 * Each server records the requests it got, and a test can change its behaviour between calls (an
 * upstream that comes back).
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: string;
}

export type Behaviour =
  | 'hang'
  | 'error500'
  | 'invalidJson'
  | 'wrongShape'
  | ((request: RecordedRequest, res: ServerResponse) => void);

export interface FakeUpstream {
  /** `http://127.0.0.1:<port>` */
  origin: string;
  requests: RecordedRequest[];
  behave(behaviour: Behaviour): void;
  close(): Promise<void>;
}

function answer(behaviour: Behaviour, request: RecordedRequest, res: ServerResponse): void {
  if (behaviour === 'hang') return;
  if (behaviour === 'error500') {
    res.writeHead(500, { 'content-type': 'text/plain' }).end('Internal Server Error');
  } else if (behaviour === 'invalidJson') {
    res.writeHead(200, { 'content-type': 'application/json' }).end('{"facet": [');
  } else if (behaviour === 'wrongShape') {
    res.writeHead(200, { 'content-type': 'application/json' }).end('{"hits": [], "data": null}');
  } else {
    behaviour(request, res);
  }
}

export async function startFakeUpstream(initial: Behaviour): Promise<FakeUpstream> {
  let behaviour = initial;
  const requests: RecordedRequest[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const request: RecordedRequest = {
        method: req.method ?? 'GET',
        url: req.url ?? '/',
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      };
      requests.push(request);
      answer(behaviour, request, res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    requests,
    behave: (next) => {
      behaviour = next;
    },
    close: () =>
      new Promise<void>((resolve) => {
        // Hanging requests hold their sockets open: end them so the server can close.
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** An origin on a loopback port nothing listens on: connections are refused at once. */
export async function refusingOrigin(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `http://127.0.0.1:${port}`;
}

/** Milliseconds `work` took to settle, and how it settled (`value` or `error`). */
export async function timed<T>(work: () => Promise<T>): Promise<{ ms: number; value?: T; error?: unknown }> {
  const start = performance.now();
  try {
    const value = await work();
    return { ms: performance.now() - start, value };
  } catch (error) {
    return { ms: performance.now() - start, error };
  }
}
