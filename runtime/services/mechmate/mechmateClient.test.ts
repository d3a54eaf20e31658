import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MechmateBookingRequest } from './contract';
import {
  fetchCar,
  fetchTimeslots,
  MechmateClientError,
  postBooking,
  streamWorkshops,
} from './mechmateClient';

const workshop = (departmentId: string) => ({
  departmentId,
  siteId: 's1',
  siteName: `Verkstad ${departmentId}`,
  address: 'Gatan 1, Stockholm',
  latitude: 59.3,
  longitude: 18.0,
  brands: ['Volvo'],
  firstTimeSlot: null,
});

/** A response whose body arrives in the given chunks, as a stream does over the network. */
function chunked(chunks: string[], status = 200): Response {
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
      controller.close();
    },
  });
  return new Response(body, { status, headers: { 'content-type': 'text/event-stream' } });
}

const answering = (response: Response) => vi.fn<typeof fetch>(async () => response);

async function collect<T>(messages: AsyncIterable<T>): Promise<T[]> {
  const all: T[] = [];
  for await (const message of messages) all.push(message);
  return all;
}

const search = {
  registrationNumber: 'ABC123',
  serviceOfferings: ['oljeservice'],
  latitude: 59.3,
  longitude: 18,
};

afterEach(() => vi.unstubAllGlobals());

describe('the workshop stream', () => {
  it('reads workshops split across chunks, skips keep-alives, and asks with the cursor', async () => {
    const first = `data: ${JSON.stringify(workshop('d1'))}\n\n`;
    const fetchMock = answering(
      chunked([
        first.slice(0, 20),
        first.slice(20),
        ': keep-alive\n\n',
        `data: ${JSON.stringify(workshop('d2'))}\r\n\r\n`,
      ]),
    );
    vi.stubGlobal('fetch', fetchMock);
    const messages = await collect(streamWorkshops({ ...search, cursor: 'd0' }));
    expect(messages.map((message) => ('departmentId' in message ? message.departmentId : null))).toEqual([
      'd1',
      'd2',
    ]);
    expect(fetchMock.mock.calls[0]?.[0]).toBe(
      '/api/mechmate/departments/closestAvailable?regNo=ABC123&serviceOfferings=oljeservice&latitude=59.3&longitude=18&cursor=d0',
    );
  });

  it('ends at {nosites} or {error}, and turns a message that is not JSON into {error}', async () => {
    vi.stubGlobal(
      'fetch',
      answering(chunked(['data: {"nosites":true}\n\n', `data: ${JSON.stringify(workshop('d1'))}\n\n`])),
    );
    expect(await collect(streamWorkshops(search))).toEqual([{ nosites: true }]);
    vi.stubGlobal('fetch', answering(chunked(['data: <html>\n\n'])));
    expect(await collect(streamWorkshops(search))).toEqual([
      { error: 'The workshop stream sent a message that is not JSON' },
    ]);
  });

  it('rejects a refused search with its error body', async () => {
    const body = { errors: { 'Error Result': [{ code: 'InvalidReg', message: 'x' }] } };
    vi.stubGlobal('fetch', answering(Response.json(body, { status: 400 })));
    await expect(collect(streamWorkshops(search))).rejects.toMatchObject({ status: 400, body });
  });
});

describe('the calls', () => {
  it('reject with the status and the error body the page reads its text from', async () => {
    const body = { errors: { 'Error Result': [{ code: 'BrandNotSupported,Tesla', message: 'x' }] } };
    vi.stubGlobal('fetch', answering(Response.json(body, { status: 422 })));
    const error: unknown = await fetchCar('TES10A').catch((reason: unknown) => reason);
    expect(error).toBeInstanceOf(MechmateClientError);
    expect(error).toMatchObject({ status: 422, body });
  });

  it('post a booking as JSON', async () => {
    const fetchMock = answering(
      Response.json({ id: 'B1', registrationNumber: 'ABC123', kobraProductIds: [] }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const request: MechmateBookingRequest = {
      customer: { firstName: 'A', lastName: 'B', phone: '0701234567', email: 'a@b.se' },
      freeText: '',
      departmentId: 'd1',
      timeSlot: '2026-12-01T08:00:00',
      isFullDay: true,
      registrationNumber: 'ABC123',
      mileage: 1,
      serviceOfferingRequests: [{ kobraId: 'oljeservice', unitsSelected: 1, userInput: '' }],
    };
    expect(await postBooking(request)).toMatchObject({ id: 'B1' });
    const init = fetchMock.mock.calls[0]?.[1];
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual(request);
  });

  it('reject a network failure as status 0, and keep an abort an abort', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await expect(fetchCar('ABC123')).rejects.toMatchObject({ name: 'MechmateClientError', status: 0 });
    const abort = new AbortController();
    abort.abort();
    await expect(fetchCar('ABC123', abort.signal)).rejects.toThrow('Failed to fetch');
  });

  it('answer time slots as an empty list when the call fails', async () => {
    vi.stubGlobal('fetch', answering(Response.json({}, { status: 502 })));
    const query = {
      registrationNumber: 'ABC123',
      departmentId: 'd1',
      date: '2026-12-01',
      serviceOfferings: [],
    };
    expect(await fetchTimeslots(query)).toEqual([]);
  });
});
