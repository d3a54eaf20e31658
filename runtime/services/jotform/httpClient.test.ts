import type { ServerResponse } from 'node:http';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { expectBreakerToOpen, FAILING_ANSWERS } from '../../../tests/faults/breakerOpens';
import { type FakeUpstream, startFakeUpstream, timed } from '../../../tests/faults/fakeUpstream';
import { CircuitBreaker } from '../upstream/CircuitBreaker';
import { JotformRequestError, type JotformResponse, UnknownJotformError } from './contract';
import demoForms from './embedded/demoForms.json';
import { httpJotformService } from './httpClient';

const TIMEOUT_MS = 300;
const THRESHOLD = 3;
const FORM_ID = '241000000005001';
const definition = demoForms.find((form) => form.id === FORM_ID);
const stored: JotformResponse = {
  responseCode: 200,
  message: 'success',
  content: [
    {
      id: '5912345678901234567',
      form_id: FORM_ID,
      created_at: '2026-05-04 09:30:15',
      answers: { '3': { name: 'fullName', text: 'Name', type: 'control_textbox', answer: 'Sam' } },
    },
  ],
};
const request = { formId: FORM_ID, answers: { '3': 'Sam' } };

const json = (status: number, body: unknown) => (_request: unknown, res: ServerResponse) =>
  res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));

let upstream: FakeUpstream;
let breaker: CircuitBreaker;

beforeEach(async () => {
  upstream = await startFakeUpstream(json(200, stored));
  breaker = new CircuitBreaker('jotform', { failureThreshold: THRESHOLD, coolDownMs: 30_000 });
});

afterEach(async () => {
  await upstream.close();
});

const service = () =>
  httpJotformService(`${upstream.origin}/v1/`, { apiKey: 'jf-key', timeoutMs: TIMEOUT_MS, breaker });

describe('httpJotformService against a fake upstream', () => {
  it('GETs a form’s definition and POSTs a submission as JSON, with the key in APIKEY', async () => {
    upstream.behave(json(200, definition));
    await expect(service().form(FORM_ID)).resolves.toMatchObject(definition ?? {});
    expect(upstream.requests[0]).toMatchObject({ method: 'GET', url: `/v1/form/${FORM_ID}` });
    expect(upstream.requests[0]?.headers.apikey).toBe('jf-key');

    upstream.behave(json(200, stored));
    await expect(service().submit(request)).resolves.toEqual(stored);
    expect(upstream.requests[1]).toMatchObject({ method: 'POST', url: `/v1/form/${FORM_ID}/submissions` });
    expect(upstream.requests[1]?.headers['content-type']).toBe('application/json');
    expect(JSON.parse(upstream.requests[1]?.body ?? '')).toEqual({ answers: { '3': 'Sam' } });
  });

  it('passes on a 400 as a refusal and a 404 as an unknown form, neither counting against the host', async () => {
    upstream.behave(json(400, { error: 'Email is invalid' }));
    for (let call = 0; call <= THRESHOLD; call += 1) {
      const refusal = service().submit(request);
      await expect(refusal).rejects.toBeInstanceOf(JotformRequestError);
      await expect(refusal).rejects.toThrow('answered 400: Email is invalid');
    }
    upstream.behave(json(404, { error: 'Form not found' }));
    await expect(service().form('123')).rejects.toBeInstanceOf(UnknownJotformError);
    expect(breaker.snapshot()).toMatchObject({ state: 'closed', consecutiveFailures: 0 });
  });

  it('refuses a form id that is not digits without calling the host', async () => {
    await expect(service().form('../admin')).rejects.toBeInstanceOf(JotformRequestError);
    expect(upstream.requests).toHaveLength(0);
  });

  it('gives up at its time budget on a hanging host', async () => {
    upstream.behave('hang');
    const { ms, error } = await timed(() => service().submit(request));
    expect(error).toMatchObject({ name: 'UpstreamUnavailableError', reason: 'timeout', status: 504 });
    expect(ms).toBeLessThan(TIMEOUT_MS + 1_000);
  });

  it.each(FAILING_ANSWERS)(
    'is unavailable on %s, and after enough such answers its breaker fails fast',
    (_what, behaviour) =>
      expectBreakerToOpen(upstream, behaviour, { threshold: THRESHOLD, retryAfterSeconds: 30 }, () =>
        service().submit(request),
      ),
  );

  it('names what is wrong with a submission answer that is not the contract’s', async () => {
    upstream.behave(json(200, { responseCode: 200, message: 'success', content: [] }));
    const { error } = await timed(() => service().submit(request));
    expect((error as Error).message).toContain('/content');
  });
});
