import { describe, expect, it, vi } from 'vitest';
import { httpSearchService } from './httpClient';

const response = { facet: [], content: [], total_items: 0, limit: 24, offset: 0 };

function fetchAnswering(status: number, body: unknown) {
  return vi.fn<typeof fetch>(async () => new Response(JSON.stringify(body), { status }));
}

describe('httpSearchService', () => {
  it('POSTs the request as JSON with the key in x-api-key', async () => {
    const fetchImpl = fetchAnswering(200, response);
    const service = httpSearchService('https://search.example.com/query', { apiKey: 'k-123', fetchImpl });
    await expect(service({ index: 'carstore_se_vehicles', limit: 0 })).resolves.toEqual(response);
    const [url, init] = fetchImpl.mock.calls[0] ?? [];
    expect(url).toBe('https://search.example.com/query');
    expect(init?.method).toBe('POST');
    expect(init?.headers).toEqual({ 'content-type': 'application/json', 'x-api-key': 'k-123' });
    expect(JSON.parse(String(init?.body))).toEqual({ index: 'carstore_se_vehicles', limit: 0 });
  });

  it('sends no key header without a key', async () => {
    const fetchImpl = fetchAnswering(200, response);
    await httpSearchService('/api/search', { fetchImpl })({ index: 'x' });
    expect(fetchImpl.mock.calls[0]?.[1]?.headers).toEqual({ 'content-type': 'application/json' });
  });

  it('fails on an error status, with the service’s reason', async () => {
    const service = httpSearchService('/api/search', {
      fetchImpl: fetchAnswering(400, { error: 'filters: unknown field "car_colour"' }),
    });
    await expect(service({ index: 'x' })).rejects.toThrow(
      'Search service answered 400: filters: unknown field "car_colour"',
    );
  });

  it('fails on an answer that is not a search response', async () => {
    const service = httpSearchService('/api/search', { fetchImpl: fetchAnswering(200, { hits: [] }) });
    await expect(service({ index: 'x' })).rejects.toThrow('not a search response');
  });
});
