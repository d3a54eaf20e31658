/**
 * The service API routes as a client meets them, one of each service's over the shared plumbing
 * (runtime/http/serviceRoute.ts): the statuses, bodies and Cache-Control each route has always answered.
 */
import type { NextApiRequest, NextApiResponse } from 'next';
import { describe, expect, it } from 'vitest';
import carRoute from '../../pages/api/mechmate/car/[registrationNumber]';
import closestAvailable from '../../pages/api/mechmate/departments/closestAvailable';
import financeQuote from '../../pages/api/codeweaver/cfd';
import financeLegal from '../../pages/api/codeweaver/legal';
import placeDetails from '../../pages/api/places/details';
import { apiRequest, type ApiRequestParts, apiResponse } from '../../tests/fixtures/apiExchange';
import { NO_FINANCE_ON_THIS_SITE } from '../services/finance/handlers/financeAnswer';

type Route = (req: NextApiRequest, res: NextApiResponse) => unknown;

async function call(route: Route, parts: ApiRequestParts) {
  const { res, sent } = apiResponse();
  await route(apiRequest({ host: 'carstoresesite.localhost:3000', ...parts }), res);
  return sent;
}

describe('the service routes over serviceRoute', () => {
  it('caches a found place for an hour and never a refused query (places)', async () => {
    expect(await call(placeDetails, { method: 'GET', query: { placeId: 'gn2673730' } })).toMatchObject({
      status: 200,
      body: { name: 'Stockholm' },
      headers: { 'cache-control': 'public, max-age=3600' },
    });
    expect(await call(placeDetails, { method: 'GET', query: { placeId: '' } })).toMatchObject({
      status: 400,
      headers: { 'cache-control': 'no-store' },
    });
    expect(await call(placeDetails, { method: 'POST' })).toEqual({
      status: 405,
      body: { error: 'Only GET is supported.' },
      headers: { 'cache-control': 'no-store', allow: 'GET' },
    });
  });

  it('answers a site without finance 404 and a GET quote 405, uncached (finance)', async () => {
    expect(await call(financeLegal, { method: 'GET', query: { quoteRef: 'Q1' } })).toEqual({
      status: 404,
      body: { error: NO_FINANCE_ON_THIS_SITE },
      headers: { 'cache-control': 'no-store' },
    });
    expect(await call(financeQuote, { method: 'GET' })).toEqual({
      status: 405,
      body: { error: 'Only POST is supported.' },
      headers: { 'cache-control': 'no-store', allow: 'POST' },
    });
  });

  it('answers a bad plate 400 in the error shape, for a call and for the workshop stream (workshop booking)', async () => {
    const car = await call(carRoute, { method: 'GET', query: { registrationNumber: 'AB1234' } });
    expect(car).toMatchObject({ status: 400, headers: { 'cache-control': 'no-store' } });
    expect(JSON.stringify(car.body)).toContain('InvalidReg');
    const stream = await call(closestAvailable, {
      method: 'GET',
      query: { regNo: 'AB1234', serviceOfferings: 'X', latitude: '59.3', longitude: '18.1' },
    });
    expect(stream).toMatchObject({ status: 400, headers: { 'cache-control': 'no-store' } });
    expect(await call(closestAvailable, { method: 'POST' })).toMatchObject({
      status: 405,
      headers: { 'cache-control': 'no-store', allow: 'GET' },
    });
  });
});
