/**
 * The hosted search service failing in every way a fake on loopback can: hanging, refusing, answering
 * 500, a body that is not JSON, JSON that is not a search response. Proves the call's time budget, the
 * circuit breaker (opens after N failures, fails fast, half-opens after the cool-down, closes on
 * success) and what `/api/search` answers (503/504 with the spec's error text within the budget).
 */
import { apiRequest, apiResponse } from '../fixtures/apiExchange';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { forgetOnePerProcessValues } from '../../runtime/cache/onePerProcess';
import { CircuitBreaker } from '../../runtime/services/upstream/CircuitBreaker';
import { resetUpstreamBreakers } from '../../runtime/services/upstream/breakerRegistry';
import { UpstreamUnavailableError } from '../../runtime/services/upstream/upstreamErrors';
import { httpSearchService } from '../../runtime/services/search/httpClient';
import { handleSearchRequest } from '../../runtime/services/search/handlers/handleSearchRequest';
import { type FakeUpstream, refusingOrigin, startFakeUpstream, timed } from './fakeUpstream';

const TIMEOUT_MS = 400;
const THRESHOLD = 3;
const COOL_DOWN_MS = 30_000;
const request = { index: 'carstore_se_vehicles', limit: 1 };
const validAnswer = { facet: [], content: [], total_items: 0, limit: 1, offset: 0 };
const SPEC_ERROR = { error: 'The search service failed.' };

let upstream: FakeUpstream;
let clock: { now: number };
let breaker: CircuitBreaker;

beforeEach(async () => {
  upstream = await startFakeUpstream('hang');
  clock = { now: 0 };
  breaker = new CircuitBreaker(
    'search',
    { failureThreshold: THRESHOLD, coolDownMs: COOL_DOWN_MS },
    () => clock.now,
  );
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(async () => {
  await upstream.close();
  vi.restoreAllMocks();
});

const service = (origin = upstream.origin) =>
  httpSearchService(`${origin}/query`, { timeoutMs: TIMEOUT_MS, breaker });

describe('hosted search that hangs', () => {
  it('gives up at the time budget, opens the breaker after N timeouts and then fails fast without calling', async () => {
    const search = service();
    for (let call = 1; call <= THRESHOLD; call += 1) {
      const { ms, error } = await timed(() => search(request));
      expect(error).toBeInstanceOf(UpstreamUnavailableError);
      expect(error).toMatchObject({ reason: 'timeout', status: 504 });
      expect(ms).toBeGreaterThanOrEqual(TIMEOUT_MS - 20);
      expect(ms).toBeLessThan(TIMEOUT_MS + 1_000);
    }
    expect(breaker.snapshot()).toMatchObject({
      state: 'open',
      consecutiveFailures: THRESHOLD,
      lastFailure: 'timed out',
    });

    const fast = await timed(() => search(request));
    expect(fast.error).toMatchObject({ reason: 'open', status: 503, retryAfterSeconds: 30 });
    // ≪ the budget: the N+1st call never leaves the process.
    expect(fast.ms).toBeLessThan(TIMEOUT_MS / 5);
    expect(upstream.requests).toHaveLength(THRESHOLD);
  });

  it('half-opens after the cool-down, and one successful probe closes it again', async () => {
    const search = service();
    for (let call = 0; call < THRESHOLD; call += 1) await search(request).catch(() => undefined);
    upstream.behave((_request, res) =>
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(validAnswer)),
    );

    clock.now += COOL_DOWN_MS - 1;
    await expect(search(request)).rejects.toMatchObject({ reason: 'open' });
    clock.now += 1;
    expect(breaker.snapshot().state).toBe('half-open');
    await expect(search(request)).resolves.toEqual(validAnswer);
    expect(breaker.snapshot()).toMatchObject({ state: 'closed', consecutiveFailures: 0 });
    await expect(search(request)).resolves.toEqual(validAnswer);
    expect(upstream.requests).toHaveLength(THRESHOLD + 2);
  });

  it('sends one probe at a time: calls made while it is out fail fast', async () => {
    const search = service();
    for (let call = 0; call < THRESHOLD; call += 1) await search(request).catch(() => undefined);
    clock.now += COOL_DOWN_MS;
    const probe = search(request);
    const meanwhile = await timed(() => search(request));
    expect(meanwhile.error).toMatchObject({ reason: 'open', retryAfterSeconds: 1 });
    expect(meanwhile.ms).toBeLessThan(TIMEOUT_MS / 5);
    // The probe hangs too: the breaker opens for another cool-down.
    await expect(probe).rejects.toMatchObject({ reason: 'timeout' });
    expect(breaker.snapshot()).toMatchObject({ state: 'open', retryAfterSeconds: 30 });
  });

  it('answers /api/search with 504 and the spec’s text within the budget, then 503 at once', async () => {
    const context = { service: service(), logError: () => undefined };
    const first = await timed(() => handleSearchRequest(request, context));
    expect(first.value).toEqual({ status: 504, body: SPEC_ERROR });
    expect(first.ms).toBeLessThan(TIMEOUT_MS + 1_000);
    for (let call = 1; call < THRESHOLD; call += 1) await handleSearchRequest(request, context);
    const open = await timed(() => handleSearchRequest(request, context));
    // The 503 says when the breaker lets a probe through: the route sends it as Retry-After.
    expect(open.value).toEqual({ status: 503, body: SPEC_ERROR, retryAfterSeconds: 30 });
    expect(open.ms).toBeLessThan(TIMEOUT_MS / 5);
  });
});

describe('hosted search that fails at once', () => {
  it('refused connections fail each call fast with 502 and open the breaker after N', async () => {
    const search = service(await refusingOrigin());
    const context = { service: search, logError: () => undefined };
    for (let call = 0; call < THRESHOLD; call += 1) {
      const { value, ms } = await timed(() => handleSearchRequest(request, context));
      expect(value).toEqual({ status: 502, body: SPEC_ERROR });
      expect(ms).toBeLessThan(TIMEOUT_MS);
    }
    expect(breaker.snapshot()).toMatchObject({ state: 'open', lastFailure: 'failed' });
    expect(await handleSearchRequest(request, context)).toEqual({
      status: 503,
      body: SPEC_ERROR,
      retryAfterSeconds: 30,
    });
  });

  it.each([
    ['500', 'error500', /answered 500/, 'answered 500'],
    ['a body that is not JSON', 'invalidJson', /JSON/, 'failed'],
    ['JSON that is not a search response', 'wrongShape', /not a search response/, 'failed'],
  ] as const)(
    '%s is a failure that counts towards the breaker (502 from /api/search)',
    async (_what, behaviour, message, reason) => {
      upstream.behave(behaviour);
      const search = service();
      await expect(search(request)).rejects.toThrow(message);
      expect(breaker.snapshot()).toMatchObject({ consecutiveFailures: 1, lastFailure: reason });
      expect(await handleSearchRequest(request, { service: search, logError: () => undefined })).toEqual({
        status: 502,
        body: SPEC_ERROR,
      });
    },
  );

  it('a 4xx is the request’s fault and never opens the breaker', async () => {
    upstream.behave((_request, res) =>
      res.writeHead(400, { 'content-type': 'application/json' }).end('{"error":"bad field"}'),
    );
    const search = service();
    for (let call = 0; call < THRESHOLD + 1; call += 1)
      await expect(search(request)).rejects.toThrow('answered 400: bad field');
    expect(breaker.snapshot()).toMatchObject({ state: 'closed', consecutiveFailures: 0 });
  });
});

describe('/api/search route with SEARCH_API_URL set', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    resetUpstreamBreakers();
  });

  it('answers 504 with the spec’s text within SEARCH_TIMEOUT_MS when the service hangs', async () => {
    resetUpstreamBreakers();
    vi.stubEnv('SEARCH_API_URL', `${upstream.origin}/query`);
    vi.stubEnv('SEARCH_TIMEOUT_MS', String(TIMEOUT_MS));
    vi.resetModules();
    forgetOnePerProcessValues();
    const { default: searchRoute } = await import('../../pages/api/search');
    const { res, sent } = apiResponse();
    const post = apiRequest({ method: 'POST', body: JSON.stringify(request) });
    const { ms } = await timed(() => searchRoute(post, res));
    expect(sent).toMatchObject({ status: 504, body: SPEC_ERROR, headers: { 'cache-control': 'no-store' } });
    expect(ms).toBeLessThan(TIMEOUT_MS + 1_000);
    expect(JSON.parse(upstream.requests[0]?.body ?? '')).toMatchObject(request);
  });
});
