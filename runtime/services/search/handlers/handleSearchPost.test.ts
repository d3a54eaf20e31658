import { Readable } from 'node:stream';
import { describe, expect, it, vi } from 'vitest';
import type { SearchRequest } from '../../../../schemas/generated/searchRequest';
import { handleSearchPost, SEARCH_BODY_LIMITS } from './handleSearchPost';

const echo = async (request: SearchRequest) => ({
  facet: [],
  content: [],
  total_items: 0,
  limit: request.limit ?? 0,
  offset: request.offset ?? 0,
});

/** A POST as Node.js delivers it: headers, then the body in socket-sized chunks. */
function post(text: string, contentType = 'application/json') {
  const bytes = Buffer.from(text);
  const chunks = [];
  for (let start = 0; start < bytes.length; start += 16_384)
    chunks.push(bytes.subarray(start, start + 16_384));
  return Object.assign(Readable.from(chunks), { headers: { 'content-type': contentType } });
}

describe('handleSearchPost (POST /api/search as it arrives)', () => {
  it('searches with a body within the limits', async () => {
    const service = vi.fn(echo);
    const response = await handleSearchPost(
      post(JSON.stringify({ index: 'carstore_se_vehicles', filters: { car_fuel: ['El'] }, limit: 100 })),
      { service },
    );
    expect(response.status).toBe(200);
    expect(service).toHaveBeenCalledWith({
      index: 'carstore_se_vehicles',
      filters: { car_fuel: ['El'] },
      limit: 100,
      offset: 0,
    });
  });

  it('answers 400 to a body nested 5,000 deep, without walking it', async () => {
    const service = vi.fn(echo);
    const response = await handleSearchPost(post(`${'['.repeat(5000)}${']'.repeat(5000)}`), { service });
    expect(response).toEqual({
      status: 400,
      body: { error: `The request body nests deeper than ${SEARCH_BODY_LIMITS.maxDepth} levels.` },
    });
    expect(service).not.toHaveBeenCalled();
  });

  it('answers 400 to a body over the size limit', async () => {
    const values = Array.from({ length: 4000 }, (_, index) => `car-${index}`);
    const response = await handleSearchPost(
      post(JSON.stringify({ index: 'v', filters: { car_id: values } })),
      {
        service: echo,
      },
    );
    expect(response).toEqual({
      status: 400,
      body: { error: `The request body is larger than ${SEARCH_BODY_LIMITS.maxBytes} bytes.` },
    });
  });

  it('answers 400 to a limit above 100 and says so', async () => {
    const service = vi.fn(echo);
    const response = await handleSearchPost(post(JSON.stringify({ index: 'v', limit: 1000 })), { service });
    expect(response).toEqual({
      status: 400,
      body: { error: '/limit: at most 100 records per request (ask for further pages with offset)' },
    });
    expect(service).not.toHaveBeenCalled();
  });

  it('answers 415 to a body that is not JSON and 400 to malformed JSON', async () => {
    expect(
      (await handleSearchPost(post('index=v', 'application/x-www-form-urlencoded'), { service: echo }))
        .status,
    ).toBe(415);
    expect(await handleSearchPost(post('{"index":"v"'), { service: echo })).toEqual({
      status: 400,
      body: { error: 'The request body is not valid JSON.' },
    });
  });
});
