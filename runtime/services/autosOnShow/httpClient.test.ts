import type { ServerResponse } from 'node:http';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type FakeUpstream, startFakeUpstream, timed } from '../../../tests/faults/fakeUpstream';
import { CircuitBreaker } from '../upstream/CircuitBreaker';
import { UpstreamUnavailableError } from '../upstream/upstreamErrors';
import { AutosOnShowRequestError } from './contract';
import { httpAutosOnShowService } from './httpClient';

const TIMEOUT_MS = 300;
const THRESHOLD = 3;
const media = {
  regNo: 'MA21 PSJ',
  hasVideo: true,
  videoUrl: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ',
  has360: true,
  images360: ['https://cdn.example.com/ma21psj/ext/00.jpg'],
  hasInternal360: false,
  internal360: [],
};

const json = (status: number, body: unknown) => (_request: unknown, res: ServerResponse) =>
  res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));

let upstream: FakeUpstream;
let breaker: CircuitBreaker;

beforeEach(async () => {
  upstream = await startFakeUpstream(json(200, media));
  breaker = new CircuitBreaker('autosOnShow', { failureThreshold: THRESHOLD, coolDownMs: 30_000 });
});

afterEach(async () => {
  await upstream.close();
});

const service = () =>
  httpAutosOnShowService(`${upstream.origin}/api/hedin/`, { apiKey: 'k-1', timeoutMs: TIMEOUT_MS, breaker });

describe('httpAutosOnShowService against a fake upstream', () => {
  it('GETs the registration key with the API key and accepts the contract’s answer', async () => {
    await expect(service().media('ma21 psj')).resolves.toEqual(media);
    expect(upstream.requests[0]).toMatchObject({ method: 'GET', url: '/api/hedin/MA21PSJ' });
    expect(upstream.requests[0]?.headers['x-api-key']).toBe('k-1');
  });

  it('answers null to a 404 and passes on a 400 as a refusal, neither counting against the upstream', async () => {
    upstream.behave(json(404, { error: 'unknown vehicle' }));
    for (let call = 0; call <= THRESHOLD; call += 1)
      await expect(service().media('ZZ99 ZZZ')).resolves.toBeNull();
    upstream.behave(json(400, { error: 'bad plate' }));
    const refusal = service().media('MA21 PSJ');
    await expect(refusal).rejects.toBeInstanceOf(AutosOnShowRequestError);
    await expect(refusal).rejects.toThrow('answered 400: bad plate');
    expect(breaker.snapshot()).toMatchObject({ state: 'closed', consecutiveFailures: 0 });
  });

  it('refuses a malformed number without calling the upstream', async () => {
    await expect(service().media('MA21/PSJ')).rejects.toBeInstanceOf(AutosOnShowRequestError);
    expect(upstream.requests).toHaveLength(0);
  });

  it('gives up at its time budget on a hanging upstream', async () => {
    upstream.behave('hang');
    const { ms, error } = await timed(() => service().media('MA21 PSJ'));
    expect(error).toMatchObject({ name: 'UpstreamUnavailableError', reason: 'timeout', status: 504 });
    expect(ms).toBeLessThan(TIMEOUT_MS + 1_000);
  });

  it.each([
    ['a 500', 'error500' as const],
    ['a body that is not JSON', 'invalidJson' as const],
    ['JSON that is not a car’s media', 'wrongShape' as const],
  ])('is unavailable on %s, and after %i such answers its breaker fails fast', async (_what, behaviour) => {
    upstream.behave(behaviour);
    for (let call = 0; call < THRESHOLD; call += 1) {
      const { error } = await timed(() => service().media('MA21 PSJ'));
      expect(error).toBeInstanceOf(UpstreamUnavailableError);
      expect(error).toMatchObject({ reason: 'failed', status: 502 });
    }
    const fast = await timed(() => service().media('MA21 PSJ'));
    expect(fast.error).toMatchObject({ reason: 'open', status: 503, retryAfterSeconds: 30 });
    expect(upstream.requests).toHaveLength(THRESHOLD);
  });
});
