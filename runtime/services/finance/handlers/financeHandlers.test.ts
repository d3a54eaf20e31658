import { Readable } from 'node:stream';
import { describe, expect, it, vi } from 'vitest';
import {
  testFinanceOrganisation as organisation,
  testFinanceVehicle as vehicle,
  testQuoteRequest,
} from '../../../../tests/fixtures/financeRequests';
import type { JsonBodySource } from '../../../http/readJsonBody';
import type { SearchClient } from '../../search/searchClient';
import { emptySearchResult } from '../../search/searchResult';
import { UpstreamUnavailableError } from '../../upstream/upstreamErrors';
import {
  type FinanceQuoteResponse,
  FinanceRequestError,
  type FinanceService,
  UnknownQuoteError,
} from '../contract';
import type { FinanceCar } from '../financeVehicle';
import { FINANCE_SERVICE_FAILED, NO_FINANCE_ON_THIS_SITE } from './financeAnswer';
import { handleFinanceLegalRequest } from './handleFinanceLegalRequest';
import { handleFinanceProductsPost, handleFinanceQuotePost } from './handleFinancePost';

const uk = {
  name: 'hedinautomotiveuksite',
  mileageUnit: 'miles',
  features: { financeQuotes: true },
} as const;
const se = { name: 'carstoresesite', mileageUnit: 'mil', features: { financeQuotes: false } } as const;
/** The car's record in the site's vehicle index, which the vehicle above is built from. */
const record: FinanceCar = {
  car_id: vehicle.Id,
  car_price: vehicle.CashPrice,
  car_brand: vehicle.Brand,
  car_model: vehicle.Model,
  car_firstregistration: '2021-04-30T00:00:00Z',
  car_mileage: vehicle.CurrentMileage,
  car_is_used: true,
  car_site_id: organisation.Id,
};
const quoteRequest = testQuoteRequest();
/** What a client may send instead of the car: a price, brand and dealer of its own choosing. */
const forged = { ...vehicle, CashPrice: 1_000_000, Brand: 'Anything' };
const hasError: FinanceQuoteResponse = { Vehicles: [], HasError: true, Error: { UserMessage: 'No.' } };

const post = (body: unknown, contentType = 'application/json'): JsonBodySource =>
  Object.assign(Readable.from([Buffer.from(typeof body === 'string' ? body : JSON.stringify(body))]), {
    headers: { 'content-type': contentType },
  });

function serviceDouble(overrides: Partial<FinanceService> = {}): FinanceService {
  return {
    products: vi.fn(async () => ({ Products: [] })),
    quote: vi.fn(async () => hasError),
    legal: vi.fn(async () => ({ TermsAndConditions: 'Terms.' })),
    ...overrides,
  };
}

/** The site's vehicle index holding `records` (or failing). */
function vehicleIndex(records: readonly FinanceCar[] = [record], failed = false): SearchClient {
  return {
    search: vi.fn(async (_site, _kind, query) => ({
      ...emptySearchResult(query, failed),
      content: failed ? [] : records.filter((car) => query.filters?.car_id?.includes(car.car_id)),
    })),
  };
}

const context = (service: FinanceService, overrides = {}) => ({
  service,
  site: uk,
  search: vehicleIndex(),
  ...overrides,
});

describe('POST /api/codeweaver/default and /cfd', () => {
  it('ask the service for the car of the site’s index the body names, whatever else the client says about it', async () => {
    const service = serviceDouble();
    const search = vehicleIndex();
    expect(
      await handleFinanceProductsPost(
        post({ vehicle: forged, organisation: { Id: 'other-dealer' } }),
        context(service, { search }),
      ),
    ).toEqual({ status: 200, body: { Products: [] } });
    expect(service.products).toHaveBeenCalledWith({ vehicle, organisation }, {});
    expect(search.search).toHaveBeenCalledWith(
      'hedinautomotiveuksite',
      'vehicles',
      expect.objectContaining({ filters: { car_id: [vehicle.Id] }, limit: 1 }),
      {},
    );
    expect(
      await handleFinanceQuotePost(post({ ...quoteRequest, vehicle: forged }), context(service)),
    ).toEqual({ status: 200, body: hasError });
    expect(service.quote).toHaveBeenCalledWith(quoteRequest, {});
    expect(
      await handleFinanceQuotePost(post({ ...quoteRequest, vehicle: { Id: vehicle.Id } }), context(service)),
    ).toMatchObject({ status: 200 });
  });

  it('answer 404 with the reason for a car the site’s index does not have, and 502 when it cannot be read', async () => {
    const service = serviceDouble();
    expect(await handleFinanceProductsPost(post({ vehicle: { Id: 'gone-1' } }), context(service))).toEqual({
      status: 404,
      body: { error: 'No car on this site has the id gone-1.' },
    });
    expect(
      await handleFinanceQuotePost(post(quoteRequest), context(service, { search: vehicleIndex([], true) })),
    ).toEqual({ status: 502, body: { error: FINANCE_SERVICE_FAILED } });
    expect(service.products).not.toHaveBeenCalled();
    expect(service.quote).not.toHaveBeenCalled();
  });

  it.each([
    [{ organisation }, 'body: missing "vehicle"'],
    [{ vehicle: { ...vehicle, Id: '../3178' } }, '/vehicle/Id: must match pattern "^[A-Za-z0-9_-]{1,40}$"'],
    [{ vehicle, extra: 1 }, 'body: unknown property "extra"'],
    ['{"vehicle":', 'The request body is not valid JSON.'],
    [`{"a":"${'x'.repeat(5_000)}"}`, 'The request body is larger than 4096 bytes.'],
    [`${'['.repeat(50)}${']'.repeat(50)}`, 'The request body nests deeper than 6 levels.'],
  ])('answer 400 with the reason for a bad body without asking the service (%#)', async (body, reason) => {
    const service = serviceDouble();
    expect(await handleFinanceProductsPost(post(body), context(service))).toEqual({
      status: 400,
      body: { error: reason },
    });
    expect(service.products).not.toHaveBeenCalled();
  });

  it.each([
    [
      { CalculationType: 'ToCashDeposit' as const },
      '/VehicleRequests/0/Parameters: missing "RegularPayment"',
    ],
    [{ CashDeposit: 1_300.5 }, '/VehicleRequests/0/Parameters/CashDeposit: must be multiple of 1'],
    [
      { CalculationType: 'ToCashDeposit' as const, RegularPayment: 158.495 },
      '/VehicleRequests/0/Parameters/RegularPayment: must be multiple of 0.01',
    ],
    [{ CashDeposit: 1e9 }, '/VehicleRequests/0/Parameters/CashDeposit: must be <= 10000000'],
  ])('answers 400 for a quote whose parameters are not ones it takes (%#)', async (parameters, reason) => {
    expect(
      await handleFinanceQuotePost(post(testQuoteRequest(parameters)), context(serviceDouble())),
    ).toEqual({
      status: 400,
      body: { error: reason },
    });
  });

  it('takes payments in pounds and pence', async () => {
    const service = serviceDouble();
    const body = testQuoteRequest({ CalculationType: 'ToCashDeposit', RegularPayment: 158.49 });
    expect(await handleFinanceQuotePost(post(body), context(service))).toMatchObject({ status: 200 });
    expect(service.quote).toHaveBeenCalledWith(body, {});
  });

  it('answers 415 for a body that is not JSON, and 404 on a site without finance quotes', async () => {
    const service = serviceDouble();
    expect(
      await handleFinanceQuotePost(post('Term=48', 'application/x-www-form-urlencoded'), context(service)),
    ).toMatchObject({ status: 415 });
    expect(await handleFinanceQuotePost(post(quoteRequest), context(service, { site: se }))).toEqual({
      status: 404,
      body: { error: NO_FINANCE_ON_THIS_SITE },
    });
    expect(service.quote).not.toHaveBeenCalled();
  });

  it('answers the service’s refusal as 400, 503 with Retry-After while its breaker is open, 502 for another failure, logging both', async () => {
    const logError = vi.fn();
    const refusing = serviceDouble({
      quote: async () => {
        throw new FinanceRequestError('The finance service answered 400: bad vehicle');
      },
    });
    expect(await handleFinanceQuotePost(post(quoteRequest), context(refusing, { logError }))).toEqual({
      status: 400,
      body: { error: 'The finance service answered 400: bad vehicle' },
    });
    const open = serviceDouble({
      quote: async () => {
        throw new UpstreamUnavailableError('finance', 'open', 12, 'finance is unavailable');
      },
    });
    expect(await handleFinanceQuotePost(post(quoteRequest), context(open, { logError }))).toEqual({
      status: 503,
      retryAfterSeconds: 12,
      body: { error: FINANCE_SERVICE_FAILED },
    });
    const broken = serviceDouble({
      products: async () => {
        throw new Error('disk I/O error');
      },
    });
    expect(
      await handleFinanceProductsPost(post({ vehicle, organisation }), context(broken, { logError })),
    ).toEqual({
      status: 502,
      body: { error: FINANCE_SERVICE_FAILED },
    });
    expect(logError).toHaveBeenCalledTimes(2);
    expect(logError).toHaveBeenLastCalledWith(
      'Finance products of car 3178000004 for hedinautomotiveuksite failed:',
      expect.any(Error),
    );
  });
});

describe('GET /api/codeweaver/legal', () => {
  it('answers the terms of a quote by its reference', async () => {
    const service = serviceDouble();
    expect(await handleFinanceLegalRequest(' Q261126-ABCDEF ', { service, site: uk })).toEqual({
      status: 200,
      body: { TermsAndConditions: 'Terms.' },
    });
    expect(service.legal).toHaveBeenCalledWith('Q261126-ABCDEF', {});
  });

  it.each([
    [undefined, 'The quote reference (quoteRef) is missing.'],
    [['Q1', 'Q2'], 'The quote reference (quoteRef) is missing.'],
    ['Q'.repeat(41), 'The quote reference (quoteRef) must be 4 to 40 letters, digits and hyphens.'],
    ['<script>', 'The quote reference (quoteRef) must be 4 to 40 letters, digits and hyphens.'],
  ])('answers 400 for %j without asking the service', async (quoteRef, reason) => {
    const service = serviceDouble();
    expect(await handleFinanceLegalRequest(quoteRef, { service, site: uk })).toEqual({
      status: 400,
      body: { error: reason },
    });
    expect(service.legal).not.toHaveBeenCalled();
  });

  it('answers 404 for an unknown quote and on a site without finance quotes', async () => {
    const unknown = serviceDouble({
      legal: async () => {
        throw new UnknownQuoteError('No quote has the reference Q261126-ABCDEF.');
      },
    });
    expect(await handleFinanceLegalRequest('Q261126-ABCDEF', { service: unknown, site: uk })).toEqual({
      status: 404,
      body: { error: 'No quote has the reference Q261126-ABCDEF.' },
    });
    expect(await handleFinanceLegalRequest('Q261126-ABCDEF', { service: serviceDouble(), site: se })).toEqual(
      {
        status: 404,
        body: { error: NO_FINANCE_ON_THIS_SITE },
      },
    );
  });
});
