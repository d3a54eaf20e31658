import { describe, expect, it, vi } from 'vitest';
import type { SearchRequest } from '../../../../schemas/generated/searchRequest';
import { SearchRequestError, UnknownSearchIndexError } from '../contract';
import { handleSearchRequest } from './handleSearchRequest';

const echo = async (request: SearchRequest) => ({
  facet: [],
  content: [],
  total_items: 0,
  limit: request.limit ?? 0,
  offset: request.offset ?? 0,
});

describe('handleSearchRequest', () => {
  it('fills in the default limit and offset and answers 200', async () => {
    const service = vi.fn(echo);
    const response = await handleSearchRequest({ index: 'carstore_se_vehicles' }, { service });
    expect(service).toHaveBeenCalledWith({ index: 'carstore_se_vehicles', limit: 24, offset: 0 });
    expect(response).toEqual({
      status: 200,
      body: { facet: [], content: [], total_items: 0, limit: 24, offset: 0 },
    });
  });

  it.each([
    [undefined, 'body: must be object'],
    [{}, 'body: missing "index"'],
    [{ index: 'v', size: 10 }, 'body: unknown property "size"'],
    [{ index: 'v', limit: -1 }, '/limit: must be >= 0'],
    [
      { index: 'v', limit: 101 },
      '/limit: at most 100 records per request (ask for further pages with offset)',
    ],
    [{ index: 'v', filters: { car_brand: 'Volvo' } }, '/filters/car_brand: must be array'],
    [{ index: 'v', filters: { 'car brand': ['Volvo'] } }, '/filters: invalid filter name "car brand"'],
    [{ index: 'v', sort_name: 'price' }, '/sort_name: must match pattern "^[A-Za-z0-9_]+_(asc|desc)$"'],
    [
      { index: 'v', facets: [{ name: 'car_brand', sort_order: 'up' }] },
      '/facets/0/sort_order: must be equal to one of the allowed values',
    ],
  ])('answers 400 with the reason for %j', async (body, reason) => {
    const service = vi.fn(echo);
    const response = await handleSearchRequest(body, { service });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ error: expect.stringContaining(reason) });
    expect(service).not.toHaveBeenCalled();
  });

  it('answers the engine’s refusals as 400 and an unknown index as 404', async () => {
    const refusing = async () => {
      throw new SearchRequestError('filters: unknown field "car_colour"');
    };
    expect(await handleSearchRequest({ index: 'v' }, { service: refusing })).toEqual({
      status: 400,
      body: { error: 'filters: unknown field "car_colour"' },
    });
    const unknown = async () => {
      throw new UnknownSearchIndexError('unknown index "nope"');
    };
    expect(await handleSearchRequest({ index: 'nope' }, { service: unknown })).toEqual({
      status: 404,
      body: { error: 'unknown index "nope"' },
    });
  });

  it('logs a failing service and answers 502', async () => {
    const logError = vi.fn();
    const failure = new Error('connect ECONNREFUSED');
    const response = await handleSearchRequest(
      { index: 'carstore_se_vehicles' },
      {
        service: async () => {
          throw failure;
        },
        logError,
      },
    );
    expect(response).toEqual({ status: 502, body: { error: 'The search service failed.' } });
    expect(logError).toHaveBeenCalledWith('Search of index carstore_se_vehicles failed:', failure);
  });
});
