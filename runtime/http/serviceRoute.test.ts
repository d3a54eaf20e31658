import { describe, expect, it, vi } from 'vitest';
import { apiRequest, apiResponse } from '../../tests/fixtures/apiExchange';
import { type ServiceAnswer, serviceRoute } from './serviceRoute';

const request = (method: string, body = '') => apiRequest({ method, body });

const answering = (answer: ServiceAnswer) => vi.fn(async () => answer);

describe('serviceRoute', () => {
  it('refuses another method with 405, Allow and no-store, drains the body and never asks the handler', async () => {
    const handle = answering({ status: 200, body: {} });
    const req = request('GET', '{"id":"1"}');
    const { res, sent } = apiResponse();
    await serviceRoute('POST', handle)(req, res);
    expect(sent).toEqual({
      status: 405,
      body: { error: 'Only POST is supported.' },
      headers: { 'cache-control': 'no-store', allow: 'POST' },
    });
    expect(handle).not.toHaveBeenCalled();
    expect(req.readableFlowing).toBe(true);
  });

  it('writes the handler’s status and body, never cached, with no Retry-After', async () => {
    const { res, sent } = apiResponse();
    await serviceRoute('GET', answering({ status: 404, body: { error: 'No such car.' } }))(
      request('GET'),
      res,
    );
    expect(sent).toEqual({
      status: 404,
      body: { error: 'No such car.' },
      headers: { 'cache-control': 'no-store' },
    });
  });

  it('says when to try again on a 503 whose service breaker is open', async () => {
    const { res, sent } = apiResponse();
    const unavailable = answering({ status: 503, body: { error: 'Down.' }, retryAfterSeconds: 12 });
    await serviceRoute('POST', unavailable)(request('POST', '{}'), res);
    expect(sent).toEqual({
      status: 503,
      body: { error: 'Down.' },
      headers: { 'cache-control': 'no-store', 'retry-after': '12' },
    });
  });

  it('aborts the handler’s work when the client goes away, and not before', async () => {
    const { res, close, sent } = apiResponse();
    let seen: AbortSignal | undefined;
    const route = serviceRoute('GET', (_req, { signal }) => {
      seen = signal;
      return new Promise<ServiceAnswer>((resolve) =>
        signal.addEventListener('abort', () => resolve({ status: 504, body: { error: 'Gone.' } })),
      );
    });
    const answered = route(request('GET'), res);
    expect(seen?.aborted).toBe(false);
    close();
    await answered;
    expect(seen?.aborted).toBe(true);
    expect(sent.status).toBe(504);
  });

  it('lets a route cache by status, while a refused method stays uncached', async () => {
    const cacheControl = (status: number) => (status === 200 ? 'public, max-age=60' : 'no-store');
    const cached = apiResponse();
    await serviceRoute('GET', answering({ status: 200, body: [] }), { cacheControl })(
      request('GET'),
      cached.res,
    );
    expect(cached.sent.headers).toEqual({ 'cache-control': 'public, max-age=60' });
    const failed = apiResponse();
    const failing = answering({ status: 502, body: { error: 'Failed.' } });
    await serviceRoute('GET', failing, { cacheControl })(request('GET'), failed.res);
    expect(failed.sent.headers).toEqual({ 'cache-control': 'no-store' });
    const refused = apiResponse();
    await serviceRoute('GET', failing, { cacheControl })(request('DELETE'), refused.res);
    expect(refused.sent).toMatchObject({
      status: 405,
      headers: { 'cache-control': 'no-store', allow: 'GET' },
    });
  });
});
