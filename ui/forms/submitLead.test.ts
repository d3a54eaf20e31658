import { describe, expect, it, vi } from 'vitest';
import { LEAD_ENDPOINT, LEAD_RETRY_DELAY_MS, submitLead } from './submitLead';

const ID = '0b9b7d3e-8f1e-4a43-9d5c-2f4a6c8e1b21';
const values = { regno: 'ABC123', milage: 0 };

function harness(...answers: (number | Error | Response)[]) {
  const fetch = vi.fn<typeof globalThis.fetch>();
  for (const answer of answers) {
    if (answer instanceof Error) fetch.mockRejectedValueOnce(answer);
    else
      fetch.mockResolvedValueOnce(
        typeof answer === 'number' ? new Response(null, { status: answer }) : answer,
      );
  }
  const wait = vi.fn<(ms: number) => Promise<void>>(async () => undefined);
  const newId = vi.fn(() => ID);
  return { fetch, wait, newId, options: { fetch, wait, newId } };
}

const bodies = (fetch: ReturnType<typeof vi.fn<typeof globalThis.fetch>>) =>
  fetch.mock.calls.map(([, init]) => JSON.parse(String(init?.body)) as unknown);

describe('submitLead', () => {
  it('posts {formName, formSubmissionId, values} as JSON to the form hub route; 202 is accepted', async () => {
    const { fetch, wait, options } = harness(202);
    expect(await submitLead('carstoresesiteSellCarForm', values, options)).toEqual({ outcome: 'accepted' });
    expect(fetch).toHaveBeenCalledTimes(1);
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe(LEAD_ENDPOINT);
    expect(init?.method).toBe('POST');
    expect(new Headers(init?.headers).get('content-type')).toBe('application/json');
    expect(bodies(fetch)).toEqual([{ formName: 'carstoresesiteSellCarForm', formSubmissionId: ID, values }]);
    expect(wait).not.toHaveBeenCalled();
  });

  it('retries a network failure, a 5xx and a 429, 1 s apart, with the same id: 3 tries in all', async () => {
    const { fetch, wait, newId, options } = harness(new TypeError('Failed to fetch'), 502, 429, 202);
    expect(await submitLead('ServiceBookingForm', values, options)).toEqual({ outcome: 'failed' });
    expect(fetch).toHaveBeenCalledTimes(3);
    expect(wait.mock.calls).toEqual([[LEAD_RETRY_DELAY_MS], [LEAD_RETRY_DELAY_MS]]);
    expect(LEAD_RETRY_DELAY_MS).toBe(1000);
    expect(newId).toHaveBeenCalledTimes(1);
    expect(new Set(bodies(fetch).map((body) => JSON.stringify(body))).size).toBe(1);
  });

  it('is accepted when a retry gets through', async () => {
    const { fetch, options } = harness(503, 202);
    expect(await submitLead('ServiceBookingForm', values, options)).toEqual({ outcome: 'accepted' });
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('does not retry what the hub refuses: a 400 names the fields behind its pointers', async () => {
    const refusal = Response.json(
      {
        error: 'invalid submission',
        problems: [
          { pointer: '/values/customerPhone', message: 'must match pattern' },
          { pointer: '/values/services/1', message: 'must be equal to one of the allowed values' },
          { pointer: '/values/customerPhone', message: 'again' },
          { pointer: '/formName', message: 'unknown form' },
        ],
      },
      { status: 400 },
    );
    const { fetch, options } = harness(refusal);
    expect(await submitLead('ServiceBookingForm', values, options)).toEqual({
      outcome: 'refused',
      fields: ['customerPhone', 'services'],
    });
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('fails at once on a 400 naming no field, one that is not JSON, and any other 4xx', async () => {
    for (const answer of [
      Response.json(
        { error: 'unknown form', problems: [{ pointer: '/formName', message: 'unknown' }] },
        { status: 400 },
      ),
      new Response('<html>Bad request</html>', { status: 400 }),
      413,
      404,
    ]) {
      const { fetch, options } = harness(answer);
      expect(await submitLead('ServiceBookingForm', values, options)).toEqual({ outcome: 'failed' });
      expect(fetch).toHaveBeenCalledTimes(1);
    }
  });

  it('makes a new id for each submission', async () => {
    const first = harness(202);
    const second = harness(202);
    await submitLead('ServiceBookingForm', values, { fetch: first.fetch, wait: first.wait });
    await submitLead('ServiceBookingForm', values, { fetch: second.fetch, wait: second.wait });
    const [a] = bodies(first.fetch) as { formSubmissionId: string }[];
    const [b] = bodies(second.fetch) as { formSubmissionId: string }[];
    expect(a?.formSubmissionId).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
    expect(a?.formSubmissionId).not.toBe(b?.formSubmissionId);
  });
});
