import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  FAKE_HUB_REFUSAL,
  type FakeFormHub,
  fastBreaker,
  startFakeFormHub,
} from '../../../tests/fixtures/fakeFormHub';
import { sellCarSubmission } from '../../../tests/fixtures/leadSubmissions';
import { UpstreamUnavailableError } from '../upstream/upstreamErrors';
import { FormValidationError } from './contract';
import { httpFormHub } from './httpClient';

let hub: FakeFormHub;

beforeEach(async () => {
  hub = await startFakeFormHub();
});

afterEach(async () => {
  await hub.close();
});

/** A client whose fetch answers every call with `response`. */
const answering = (response: () => Response) =>
  httpFormHub('http://hub.invalid/forms', {
    breaker: fastBreaker(),
    fetchImpl: () => Promise.resolve(response()),
  });

/** How a submission was rejected. */
async function rejection(submitting: Promise<void>): Promise<unknown> {
  return submitting.then(
    () => {
      throw new Error('the hub accepted the submission');
    },
    (error: unknown) => error,
  );
}

async function unavailable(submitting: Promise<void>): Promise<UpstreamUnavailableError> {
  const error = await rejection(submitting);
  expect(error).toBeInstanceOf(UpstreamUnavailableError);
  return error as UpstreamUnavailableError;
}

describe('the HTTP form hub client', () => {
  it('POSTs the submission as JSON with the key and resolves on 202', async () => {
    const submission = sellCarSubmission();
    await hub.client({ apiKey: 'hub-key' }).submit(submission);
    expect(hub.requests).toHaveLength(1);
    expect(hub.requests[0]?.submission).toEqual(submission);
    expect(hub.requests[0]?.headers).toMatchObject({
      'content-type': 'application/json',
      'x-api-key': 'hub-key',
    });
  });

  it('sends no key header when no key is configured', async () => {
    await hub.client().submit(sellCarSubmission());
    expect(hub.requests[0]?.headers).not.toHaveProperty('x-api-key');
  });

  it('turns a 4xx into a validation error with the hub’s reason', async () => {
    hub.mode = 'refuse';
    const error = await rejection(hub.client().submit(sellCarSubmission()));
    expect(error).toBeInstanceOf(FormValidationError);
    expect((error as FormValidationError).message).toBe(`The form hub answered 400: ${FAKE_HUB_REFUSAL}`);
    expect((error as FormValidationError).problems).toEqual([{ pointer: '', message: FAKE_HUB_REFUSAL }]);
  });

  it('treats a 5xx as the hub being unavailable, with its status and reason', async () => {
    hub.mode = 'down';
    const error = await unavailable(hub.client().submit(sellCarSubmission()));
    expect(error).toMatchObject({
      upstream: 'forms',
      reason: 'failed',
      message: 'The form hub answered 503: down for maintenance',
    });
  });

  it('treats 401, 403, 408, 429, a redirect and another 2xx as unavailable, not as the lead’s fault', async () => {
    for (const status of [401, 403, 408, 429, 302, 200]) {
      const error = await unavailable(
        answering(() => new Response(null, { status })).submit(sellCarSubmission()),
      );
      expect(error.message).toBe(`The form hub answered ${status}`);
    }
  });

  it('gives up on a hub that does not answer within its time budget', async () => {
    hub.mode = 'hang';
    const started = Date.now();
    const error = await unavailable(hub.client({ timeoutMs: 200 }).submit(sellCarSubmission()));
    expect(error).toMatchObject({ reason: 'timeout', message: 'forms did not answer within 200 ms' });
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it('stops when the caller’s signal aborts', async () => {
    hub.mode = 'hang';
    const caller = new AbortController();
    const submitting = hub.client().submit(sellCarSubmission(), { signal: caller.signal });
    caller.abort();
    expect(await unavailable(submitting)).toMatchObject({ reason: 'deadline' });
  });

  it('reports a hub that refuses the connection as unavailable', async () => {
    await hub.close();
    expect(await unavailable(hub.client().submit(sellCarSubmission()))).toMatchObject({
      reason: 'failed',
      message: 'The form hub could not be reached.',
    });
  });

  it('fails fast once its breaker is open, without calling the hub', async () => {
    hub.mode = 'down';
    const client = hub.client();
    for (let attempt = 0; attempt < 3; attempt += 1) await unavailable(client.submit(sellCarSubmission()));
    expect(await unavailable(client.submit(sellCarSubmission()))).toMatchObject({ reason: 'open' });
    expect(hub.requests).toHaveLength(3);
  });

  it('does not count a refusal against the hub', async () => {
    hub.mode = 'refuse';
    const client = hub.client();
    for (let attempt = 0; attempt < 5; attempt += 1)
      expect(await rejection(client.submit(sellCarSubmission()))).toBeInstanceOf(FormValidationError);
    expect(hub.requests).toHaveLength(5);
  });

  it('keeps a short reason from a long or non-JSON error answer', async () => {
    const page = `<html>${'x'.repeat(100_000)}</html>`;
    const error = await unavailable(
      answering(() => new Response(page, { status: 502 })).submit(sellCarSubmission()),
    );
    expect(error.message).toBe(`The form hub answered 502: ${page.slice(0, 500)}`);
  });
});
