import { Readable } from 'node:stream';
import { describe, expect, it, vi } from 'vitest';
import type { JsonBodySource } from '../../../http/readJsonBody';
import { UpstreamUnavailableError } from '../../upstream/upstreamErrors';
import {
  type FinanceQuoteRequest,
  type FinanceQuoteResponse,
  FinanceRequestError,
  type FinanceService,
  UnknownQuoteError,
} from '../contract';
import { FINANCE_SERVICE_FAILED, NO_FINANCE_ON_THIS_SITE } from './financeAnswer';
import { handleFinanceLegalRequest } from './handleFinanceLegalRequest';
import { handleFinanceProductsPost, handleFinanceQuotePost } from './handleFinancePost';

const uk = { name: 'hedinautomotiveuksite', features: { financeQuotes: true } } as const;
const se = { name: 'carstoresesite', features: { financeQuotes: false } } as const;
const vehicle = {
  Id: 'c1',
  CashPrice: 12_395,
  Brand: 'Volvo',
  Model: 'XC40',
  CurrentMileage: 40_000,
  IsNew: false,
};
const organisation = { Id: '211706' };
const quoteRequest: FinanceQuoteRequest = {
  VehicleRequests: [
    {
      Id: 'c1',
      Parameters: {
        Term: 48,
        AnnualMileage: 10_000,
        CashDeposit: 1_300,
        FinanceProductFamilyKeys: ['PCP'],
        CalculationType: 'ToRegularPayment',
      },
    },
  ],
  organisation,
  vehicle,
};
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

describe('POST /api/codeweaver/default and /cfd', () => {
  it('answer the service’s products and quotes, HasError included, as 200', async () => {
    const service = serviceDouble();
    expect(await handleFinanceProductsPost(post({ vehicle, organisation }), { service, site: uk })).toEqual({
      status: 200,
      body: { Products: [] },
    });
    expect(service.products).toHaveBeenCalledWith({ vehicle, organisation }, {});
    expect(await handleFinanceQuotePost(post(quoteRequest), { service, site: uk })).toEqual({
      status: 200,
      body: hasError,
    });
  });

  it.each([
    [{ vehicle }, 'body: missing "organisation"'],
    [{ vehicle: { ...vehicle, CashPrice: 'lots' }, organisation }, '/vehicle/CashPrice: must be number'],
    [
      { vehicle: { ...vehicle, Brand: 'x'.repeat(61) }, organisation },
      '/vehicle/Brand: must NOT have more than 60 characters',
    ],
    ['{"vehicle":', 'The request body is not valid JSON.'],
    [`{"a":"${'x'.repeat(5_000)}"}`, 'The request body is larger than 4096 bytes.'],
    [`${'['.repeat(50)}${']'.repeat(50)}`, 'The request body nests deeper than 6 levels.'],
  ])('answer 400 with the reason for a bad body without asking the service (%#)', async (body, reason) => {
    const service = serviceDouble();
    expect(await handleFinanceProductsPost(post(body), { service, site: uk })).toEqual({
      status: 400,
      body: { error: reason },
    });
    expect(service.products).not.toHaveBeenCalled();
  });

  it('answers 400 for a quote whose parameters miss what its calculation needs', async () => {
    const [vehicleRequest] = quoteRequest.VehicleRequests;
    const body = {
      ...quoteRequest,
      VehicleRequests: [
        { ...vehicleRequest, Parameters: { ...vehicleRequest.Parameters, CalculationType: 'ToCashDeposit' } },
      ],
    };
    expect(await handleFinanceQuotePost(post(body), { service: serviceDouble(), site: uk })).toEqual({
      status: 400,
      body: { error: '/VehicleRequests/0/Parameters: missing "RegularPayment"' },
    });
  });

  it('answers 415 for a body that is not JSON, and 404 on a site without finance quotes', async () => {
    const service = serviceDouble();
    expect(
      await handleFinanceQuotePost(post('Term=48', 'application/x-www-form-urlencoded'), {
        service,
        site: uk,
      }),
    ).toMatchObject({ status: 415 });
    expect(await handleFinanceQuotePost(post(quoteRequest), { service, site: se })).toEqual({
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
    expect(
      await handleFinanceQuotePost(post(quoteRequest), { service: refusing, site: uk, logError }),
    ).toEqual({
      status: 400,
      body: { error: 'The finance service answered 400: bad vehicle' },
    });
    const open = serviceDouble({
      quote: async () => {
        throw new UpstreamUnavailableError('finance', 'open', 12, 'finance is unavailable');
      },
    });
    expect(await handleFinanceQuotePost(post(quoteRequest), { service: open, site: uk, logError })).toEqual({
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
      await handleFinanceProductsPost(post({ vehicle, organisation }), {
        service: broken,
        site: uk,
        logError,
      }),
    ).toEqual({
      status: 502,
      body: { error: FINANCE_SERVICE_FAILED },
    });
    expect(logError).toHaveBeenCalledTimes(2);
    expect(logError).toHaveBeenLastCalledWith(
      'Finance products of car c1 for hedinautomotiveuksite failed:',
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
