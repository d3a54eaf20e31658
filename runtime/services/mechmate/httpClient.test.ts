import { afterEach, describe, expect, it } from 'vitest';
import { type FakeUpstream, startFakeUpstream, timed } from '../../../tests/faults/fakeUpstream';
import { CircuitBreaker } from '../upstream/CircuitBreaker';
import { isUpstreamUnavailable } from '../upstream/upstreamErrors';
import { isMechmateError, type MechmateStreamMessage, type MechmateWorkshop } from './contract';
import { httpMechmateService } from './httpClient';
import { volvo } from '../../../tests/fixtures/serviceBooking';

const car = volvo;

const workshop = (departmentId: string): MechmateWorkshop => ({
  departmentId,
  siteId: '233301',
  siteName: 'Hedin Automotive Stockholm',
  address: 'Förrådsvägen 64, 127 70 Stockholm',
  latitude: 59.31,
  longitude: 18.08,
  brands: ['Volvo'],
  firstTimeSlot: '2026-11-03T08:00:00',
});

const TIMEOUT_MS = 300;
let upstream: FakeUpstream | undefined;

afterEach(async () => {
  await upstream?.close();
  upstream = undefined;
});

function client(fake: FakeUpstream, failureThreshold = 3) {
  return httpMechmateService(`${fake.origin}/mechmate/`, {
    apiKey: 'secret',
    timeoutMs: TIMEOUT_MS,
    breaker: new CircuitBreaker('mechmate', { failureThreshold, coolDownMs: 60_000 }),
  });
}

async function collect(messages: AsyncIterable<MechmateStreamMessage>) {
  const received: MechmateStreamMessage[] = [];
  try {
    for await (const message of messages) received.push(message);
    return { received };
  } catch (error) {
    return { received, error };
  }
}

const search = {
  registrationNumber: 'ABC123',
  serviceOfferings: ['originalservice'],
  latitude: 59.3,
  longitude: 18,
};

describe('httpMechmateService against a workshop host on loopback', () => {
  it('calls the spec path with the key and accepts an answer of the contract', async () => {
    upstream = await startFakeUpstream((_, res) => {
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(car));
    });
    expect(await client(upstream).car('ABC123')).toEqual(car);
    expect(upstream.requests[0]).toMatchObject({ method: 'GET', url: '/mechmate/car/ABC123' });
    expect(upstream.requests[0]?.headers['x-api-key']).toBe('secret');
  });

  it('passes the host’s refusal on with its code, without counting it against the host', async () => {
    upstream = await startFakeUpstream((_, res) => {
      res.writeHead(409, { 'content-type': 'application/json' }).end(
        JSON.stringify({
          errors: { 'Error Result': [{ code: 'TimeslotNotAvailable', message: 'taken' }] },
        }),
      );
    });
    const mechmate = client(upstream, 1);
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const { error } = await timed(() => mechmate.authorizedWorkshop('Volvo'));
      expect(isMechmateError(error) && [error.code, error.status]).toEqual(['TimeslotNotAvailable', 409]);
    }
    expect(upstream.requests).toHaveLength(2);
  });

  it('gives up at its time budget, and an answer that is not the contract’s is a failure', async () => {
    upstream = await startFakeUpstream('hang');
    const hanging = await timed(() => client(upstream as FakeUpstream).car('ABC123'));
    expect(isUpstreamUnavailable(hanging.error) && hanging.error.reason).toBe('timeout');
    expect(hanging.ms).toBeLessThan(TIMEOUT_MS + 500);
    upstream.behave('wrongShape');
    const wrong = await timed(() => client(upstream as FakeUpstream).car('ABC123'));
    expect(isUpstreamUnavailable(wrong.error) && wrong.error.status).toBe(502);
    expect(String((wrong.error as Error).message)).toContain('not the contract');
  });

  it('opens its breaker after repeated 500s and then fails fast without calling the host', async () => {
    upstream = await startFakeUpstream('error500');
    const mechmate = client(upstream, 2);
    await timed(() => mechmate.car('ABC123'));
    await timed(() => mechmate.car('ABC123'));
    const fast = await timed(() => mechmate.car('ABC123'));
    expect(isUpstreamUnavailable(fast.error) && fast.error.status).toBe(503);
    expect(upstream.requests).toHaveLength(2);
  });

  it('reads the workshop stream as server-sent events, across chunk boundaries', async () => {
    upstream = await startFakeUpstream((_, res) => {
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      const text = [workshop('1-2'), workshop('2-2'), { nosites: true }]
        .map((message) => `data: ${JSON.stringify(message)}\n\n`)
        .join(': keep-alive\n\n');
      res.write(text.slice(0, 50));
      res.end(text.slice(50));
    });
    const { received, error } = await collect(
      client(upstream).closestAvailable({ ...search, cursor: '9-1' }),
    );
    expect(error).toBeUndefined();
    expect(received).toEqual([workshop('1-2'), workshop('2-2'), { nosites: true }]);
    expect(upstream.requests[0]?.url).toBe(
      '/mechmate/departments/closestAvailable?regNo=ABC123&serviceOfferings=originalservice&latitude=59.3&longitude=18&cursor=9-1',
    );
  });

  it('ends the stream with a timeout when a message does not come within the budget', async () => {
    upstream = await startFakeUpstream((_, res) => {
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      res.write(`data: ${JSON.stringify(workshop('1-2'))}\n\n`);
    });
    const { received, error } = await collect(client(upstream).closestAvailable(search));
    expect(received).toHaveLength(1);
    expect(isUpstreamUnavailable(error) && error.reason).toBe('timeout');
  });

  it('refuses a stream message that is not the contract’s', async () => {
    upstream = await startFakeUpstream((_, res) => {
      res.writeHead(200, { 'content-type': 'text/event-stream' }).end('data: {"departmentId": 5}\n\n');
    });
    const { error } = await collect(client(upstream).closestAvailable(search));
    expect(String((error as Error).message)).toContain('not the contract');
  });

  it('stops reading the stream when the caller goes away', async () => {
    upstream = await startFakeUpstream((_, res) => {
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      res.write(`data: ${JSON.stringify(workshop('1-2'))}\n\n`);
    });
    const abort = new AbortController();
    const started = performance.now();
    const messages = httpMechmateService(upstream.origin, { timeoutMs: 10_000 })
      .closestAvailable(search, { signal: abort.signal })
      [Symbol.asyncIterator]();
    expect((await messages.next()).value).toEqual(workshop('1-2'));
    abort.abort();
    await expect(messages.next()).rejects.toThrow();
    expect(performance.now() - started).toBeLessThan(2_000);
  });
});
