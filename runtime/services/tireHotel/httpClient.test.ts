import type { ServerResponse } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { expectBreakerToOpen, FAILING_ANSWERS } from '../../../tests/faults/breakerOpens';
import { type FakeUpstream, startFakeUpstream, timed } from '../../../tests/faults/fakeUpstream';
import { CircuitBreaker } from '../upstream/CircuitBreaker';
import { isUpstreamUnavailable } from '../upstream/upstreamErrors';
import { isTireHotelError } from './contract';
import { httpTireHotelService } from './httpClient';

const TIMEOUT_MS = 300;
const SESSION = 'c2Vzc2lvbi10b2tlbi0xMjM0NTY3ODkw';
const range = { startDate: '2026-11-05', endDate: '2026-11-05', regNo: 'VOLVO' };
let upstream: FakeUpstream | undefined;

afterEach(async () => {
  await upstream?.close();
  upstream = undefined;
});

function client(fake: FakeUpstream, failureThreshold = 3) {
  return httpTireHotelService(`${fake.origin}/tirehotel/`, {
    apiKey: 'secret',
    timeoutMs: TIMEOUT_MS,
    breaker: new CircuitBreaker('tireHotel', { failureThreshold, coolDownMs: 60_000 }),
  });
}

const json =
  (status: number, body: unknown, headers: Record<string, string> = {}) =>
  (_: unknown, res: ServerResponse) => {
    res.writeHead(status, { 'content-type': 'application/json', ...headers }).end(JSON.stringify(body));
  };

describe('httpTireHotelService against a tyre hotel host on loopback', () => {
  it('calls the spec path with the key, forwards the session and the body, and accepts the contract’s answer', async () => {
    upstream = await startFakeUpstream(json(200, { availableDates: [{ date: '2026-11-05' }] }));
    expect(await client(upstream).timeslotDays(SESSION, 'SE-GBG-4410', range)).toEqual({
      availableDates: [{ date: '2026-11-05' }],
    });
    const [call] = upstream.requests;
    expect(call).toMatchObject({
      method: 'POST',
      url: '/tirehotel/booking/GetTimeslotDays?workshopIdentifier=SE-GBG-4410',
      body: JSON.stringify(range),
    });
    expect(call?.headers).toMatchObject({ authorization: `Bearer ${SESSION}`, 'x-api-key': 'secret' });
  });

  it('posts login without a body and searches with GET', async () => {
    upstream = await startFakeUpstream(json(200, { authorizationToken: SESSION }));
    expect(await client(upstream).login('ZW5jcnlwdGVk')).toEqual({ authorizationToken: SESSION });
    expect(upstream.requests[0]).toMatchObject({
      method: 'POST',
      url: '/tirehotel/authorization/login?encryptedPhoneNumber=ZW5jcnlwdGVk',
      body: '',
    });
    expect(upstream.requests[0]?.headers.authorization).toBeUndefined();
  });

  it('passes the host’s refusal on with its status and message, without counting it against the host', async () => {
    upstream = await startFakeUpstream(json(409, { message: 'Tiden är inte längre ledig.' }));
    const tireHotel = client(upstream, 1);
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const { error } = await timed(() => tireHotel.search('ABC123'));
      expect(isTireHotelError(error) && [error.status, error.message]).toEqual([
        409,
        'Tiden är inte längre ledig.',
      ]);
    }
    expect(upstream.requests).toHaveLength(2);
    upstream.behave(json(429, { message: 'Vänta.' }, { 'retry-after': '120' }));
    const { error } = await timed(() => tireHotel.login('ZW5jcnlwdGVk'));
    expect(error).toMatchObject({ status: 429, message: 'Vänta.', retryAfterSeconds: 120 });
  });

  it('gives up at its time budget, and an answer that is not the contract’s is a failure', async () => {
    upstream = await startFakeUpstream('hang');
    const hanging = await timed(() => client(upstream as FakeUpstream).search('ABC123'));
    expect(isUpstreamUnavailable(hanging.error) && hanging.error.reason).toBe('timeout');
    expect(hanging.ms).toBeLessThan(TIMEOUT_MS + 500);
    upstream.behave(json(200, { regNo: 'ABC123' }));
    const wrong = await timed(() => client(upstream as FakeUpstream).search('ABC123'));
    expect(isUpstreamUnavailable(wrong.error) && wrong.error.status).toBe(502);
    expect(String((wrong.error as Error).message)).toContain('not the contract');
    upstream.behave(json(403, { error: 'forbidden' }));
    const unlike = await timed(() => client(upstream as FakeUpstream).search('ABC123'));
    expect(isUpstreamUnavailable(unlike.error) && unlike.error.status).toBe(502);
  });

  it.each(FAILING_ANSWERS)(
    'opens its breaker after repeated failures (%s) and then fails fast',
    async (_, behaviour) => {
      upstream = await startFakeUpstream('hang');
      const tireHotel = client(upstream, 2);
      await expectBreakerToOpen(upstream, behaviour, { threshold: 2, retryAfterSeconds: 60 }, () =>
        tireHotel.search('ABC123'),
      );
    },
  );
});
