import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FAKE_HUB_REFUSAL, type FakeFormHub, startFakeFormHub } from '../../../tests/fixtures/fakeFormHub';
import { sellCarSubmission } from '../../../tests/fixtures/leadSubmissions';
import { FormHubUnavailableError, FormValidationError } from './contract';
import { httpFormHub } from './httpClient';

let hub: FakeFormHub;

beforeEach(async () => {
  hub = await startFakeFormHub();
});

afterEach(async () => {
  await hub.close();
});

/** A fetch that answers every call with `response`. */
const answering =
  (response: () => Response): typeof fetch =>
  () =>
    Promise.resolve(response());

describe('the HTTP form hub client', () => {
  it('POSTs the submission as JSON with the key and resolves on 202', async () => {
    const submission = sellCarSubmission();
    await httpFormHub(hub.url, { apiKey: 'hub-key' }).submit(submission);
    expect(hub.requests).toHaveLength(1);
    expect(hub.requests[0]?.submission).toEqual(submission);
    expect(hub.requests[0]?.headers).toMatchObject({
      'content-type': 'application/json',
      'x-api-key': 'hub-key',
    });
  });

  it('sends no key header when no key is configured', async () => {
    await httpFormHub(hub.url).submit(sellCarSubmission());
    expect(hub.requests[0]?.headers).not.toHaveProperty('x-api-key');
  });

  it('turns a 4xx into a validation error with the hub’s reason', async () => {
    hub.mode = 'refuse';
    const error: unknown = await httpFormHub(hub.url)
      .submit(sellCarSubmission())
      .catch((reason: unknown) => reason);
    expect(error).toBeInstanceOf(FormValidationError);
    expect((error as FormValidationError).message).toBe(`The form hub answered 400: ${FAKE_HUB_REFUSAL}`);
    expect((error as FormValidationError).problems).toEqual([{ pointer: '', message: FAKE_HUB_REFUSAL }]);
  });

  it('treats a 5xx as the hub being unavailable, with its status and reason', async () => {
    hub.mode = 'down';
    await expect(httpFormHub(hub.url).submit(sellCarSubmission())).rejects.toThrow(
      new FormHubUnavailableError('The form hub answered 503: down for maintenance'),
    );
  });

  it('treats 401, 403, 408 and 429 as unavailable, not as the lead’s fault', async () => {
    for (const status of [401, 403, 408, 429]) {
      const client = httpFormHub(hub.url, { fetchImpl: answering(() => new Response('', { status })) });
      await expect(client.submit(sellCarSubmission())).rejects.toBeInstanceOf(FormHubUnavailableError);
    }
  });

  it('gives up on a hub that does not answer within its time budget', async () => {
    hub.mode = 'hang';
    const started = Date.now();
    await expect(httpFormHub(hub.url, { timeoutMs: 200 }).submit(sellCarSubmission())).rejects.toThrow(
      new FormHubUnavailableError('The form hub did not answer within 200 ms.'),
    );
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it('stops when the caller’s signal aborts', async () => {
    hub.mode = 'hang';
    const caller = new AbortController();
    const submitting = httpFormHub(hub.url).submit(sellCarSubmission(), { signal: caller.signal });
    caller.abort();
    await expect(submitting).rejects.toThrow(
      new FormHubUnavailableError('The call to the form hub was abandoned.'),
    );
  });

  it('reports a hub that refuses the connection as unavailable', async () => {
    await hub.close();
    await expect(httpFormHub(hub.url).submit(sellCarSubmission())).rejects.toThrow(
      new FormHubUnavailableError('The form hub could not be reached.'),
    );
  });

  it('keeps a short reason from a long or non-JSON error answer', async () => {
    const page = `<html>${'x'.repeat(100_000)}</html>`;
    const client = httpFormHub(hub.url, { fetchImpl: answering(() => new Response(page, { status: 502 })) });
    const error: unknown = await client.submit(sellCarSubmission()).catch((reason: unknown) => reason);
    expect(error).toBeInstanceOf(FormHubUnavailableError);
    expect((error as Error).message).toBe(`The form hub answered 502: ${page.slice(0, 500)}`);
  });

  it('does not count a redirect or another 2xx as accepted', async () => {
    for (const status of [200, 302]) {
      const client = httpFormHub(hub.url, { fetchImpl: answering(() => new Response(null, { status })) });
      await expect(client.submit(sellCarSubmission())).rejects.toThrow(
        new FormHubUnavailableError(`The form hub answered ${status}`),
      );
    }
  });
});
