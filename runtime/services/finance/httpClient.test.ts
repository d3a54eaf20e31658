import type { ServerResponse } from 'node:http';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { expectBreakerToOpen, FAILING_ANSWERS } from '../../../tests/faults/breakerOpens';
import { type FakeUpstream, startFakeUpstream, timed } from '../../../tests/faults/fakeUpstream';
import { CircuitBreaker } from '../upstream/CircuitBreaker';
import {
  testFinanceOrganisation as organisation,
  testQuoteRequest,
  testFinanceVehicle as vehicle,
} from '../../../tests/fixtures/financeRequests';
import { type FinanceQuoteResponse, FinanceRequestError, UnknownQuoteError } from './contract';
import { httpFinanceService } from './httpClient';

const TIMEOUT_MS = 300;
const THRESHOLD = 3;
const quoteRequest = testQuoteRequest();
const refused: FinanceQuoteResponse = {
  Vehicles: [],
  HasError: true,
  Error: { UserMessage: 'Please choose a term of 24, 36 or 48 months.' },
};

const json = (status: number, body: unknown) => (_request: unknown, res: ServerResponse) =>
  res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));

let upstream: FakeUpstream;
let breaker: CircuitBreaker;

beforeEach(async () => {
  upstream = await startFakeUpstream(json(200, { Products: [] }));
  breaker = new CircuitBreaker('finance', { failureThreshold: THRESHOLD, coolDownMs: 30_000 });
});

afterEach(async () => {
  await upstream.close();
});

const service = () =>
  httpFinanceService(`${upstream.origin}/api/codeweaver/`, { apiKey: 'k-1', timeoutMs: TIMEOUT_MS, breaker });

describe('httpFinanceService against a fake upstream', () => {
  it('POSTs default and cfd as JSON with the API key, and GETs legal by reference', async () => {
    await expect(service().products({ vehicle, organisation })).resolves.toEqual({ Products: [] });
    expect(upstream.requests[0]).toMatchObject({ method: 'POST', url: '/api/codeweaver/default' });
    expect(upstream.requests[0]?.headers['x-api-key']).toBe('k-1');
    expect(upstream.requests[0]?.headers['content-type']).toBe('application/json');
    expect(JSON.parse(upstream.requests[0]?.body ?? '')).toEqual({ vehicle, organisation });

    upstream.behave(json(200, refused));
    await expect(service().quote(quoteRequest)).resolves.toEqual(refused);
    expect(upstream.requests[1]).toMatchObject({ method: 'POST', url: '/api/codeweaver/cfd' });

    upstream.behave(json(200, { TermsAndConditions: 'Representative example: …' }));
    await expect(service().legal('Q261126-ABC')).resolves.toEqual({
      TermsAndConditions: 'Representative example: …',
    });
    expect(upstream.requests[2]).toMatchObject({
      method: 'GET',
      url: '/api/codeweaver/legal?quoteRef=Q261126-ABC',
    });
  });

  it('passes on a 400 as a refusal and a legal 404 as an unknown quote, neither counting against the upstream', async () => {
    upstream.behave(json(400, { error: '/vehicle/CashPrice: must be > 0' }));
    for (let call = 0; call <= THRESHOLD; call += 1) {
      const refusal = service().products({ vehicle, organisation });
      await expect(refusal).rejects.toBeInstanceOf(FinanceRequestError);
      await expect(refusal).rejects.toThrow('answered 400: /vehicle/CashPrice: must be > 0');
    }
    upstream.behave(json(404, { error: 'unknown quote' }));
    await expect(service().legal('Q261126-ABC')).rejects.toBeInstanceOf(UnknownQuoteError);
    expect(breaker.snapshot()).toMatchObject({ state: 'closed', consecutiveFailures: 0 });
  });

  it('refuses a malformed quote reference without calling the upstream', async () => {
    await expect(service().legal('../../etc')).rejects.toBeInstanceOf(FinanceRequestError);
    expect(upstream.requests).toHaveLength(0);
  });

  it('gives up at its time budget on a hanging upstream', async () => {
    upstream.behave('hang');
    const { ms, error } = await timed(() => service().products({ vehicle, organisation }));
    expect(error).toMatchObject({ name: 'UpstreamUnavailableError', reason: 'timeout', status: 504 });
    expect(ms).toBeLessThan(TIMEOUT_MS + 1_000);
  });

  it.each(FAILING_ANSWERS)(
    'is unavailable on %s, and after enough such answers its breaker fails fast',
    (_what, behaviour) =>
      expectBreakerToOpen(upstream, behaviour, { threshold: THRESHOLD, retryAfterSeconds: 30 }, () =>
        service().products({ vehicle, organisation }),
      ),
  );

  it('names what is wrong with an answer that is not the contract’s', async () => {
    upstream.behave(json(200, { Products: [{ FamilyKey: 'PCP' }] }));
    const { error } = await timed(() => service().products({ vehicle, organisation }));
    expect((error as Error).message).toContain('/Products/0: missing "Name"');
  });
});
