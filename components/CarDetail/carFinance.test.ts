import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { firstQuote } from '../../runtime';
import { startPageRender } from '../../runtime/page/pageRender';
import type { LoaderServices } from '../../runtime/rendering/ComponentEntry';
import { EmbeddedFinanceQuotes } from '../../runtime/services/finance/embedded/EmbeddedFinanceQuotes';
import { loaderContext } from '../../tests/fixtures/loaderContext';
import { fullRecord, testCar } from '../../tests/fixtures/testCar';
import { testSite } from '../../tests/fixtures/testSite';
import { carFinance } from './carFinance';

const dir = mkdtempSync(path.join(os.tmpdir(), 'car-finance-'));
const lender = new EmbeddedFinanceQuotes({ file: path.join(dir, 'quotes.sqlite') });
afterEach(() => {
  vi.restoreAllMocks();
});
afterAll(() => {
  lender.close();
  rmSync(dir, { recursive: true, force: true });
});

const uk = testSite({
  name: 'uk',
  locale: 'en-GB',
  currency: 'GBP',
  mileageUnit: 'miles',
  features: { ...testSite().features, carDetailLayout: 'standard', financeQuotes: true },
});
const car = {
  ...fullRecord(testCar({ car_id: '3178000004', car_brand: 'Volvo', car_model: 'XC40', car_price: 12_395 })),
  car_mileage: 40_000,
};

const context = (finance: Partial<LoaderServices['finance']>, site = uk) => {
  const { services } = loaderContext({ site });
  return { site, services: { ...services, finance: { ...services.finance, ...finance } } };
};

describe('carFinance (the car page’s first PCP quote)', () => {
  it('asks for the car’s products, then the default quote of its PCP product', async () => {
    const products = vi.fn(lender.products.bind(lender));
    const quote = vi.fn(lender.quote.bind(lender));
    const data = await carFinance(context({ products, quote }), { ...car, car_site_id: '211706' });
    expect(data).toMatchObject({
      kind: 'quote',
      vehicle: { Id: '3178000004', CashPrice: 12_395, Brand: 'Volvo', Model: 'XC40', CurrentMileage: 40_000 },
      organisation: { Id: '211706' },
      product: { FamilyKey: 'PCP', Deposit: { Default: 1_300 } },
    });
    const [request] = quote.mock.calls[0] ?? [];
    expect(request?.VehicleRequests[0].Parameters).toEqual({
      Term: 48,
      AnnualMileage: 10_000,
      FinanceProductFamilyKeys: ['PCP'],
      CalculationType: 'ToRegularPayment',
      CashDeposit: 1_300,
    });
    expect(data?.kind === 'quote' && firstQuote(data.quote)).toMatchObject({ CashDeposit: 1_300, Term: 48 });
  });

  it('says the car is not financed when there is no PCP product', async () => {
    expect(await carFinance(context({ products: async () => ({ Products: [] }) }), car)).toEqual({
      kind: 'notFinanced',
    });
  });

  it('falls back to the unavailable text when the service fails, logging it', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const failing = context({ products: () => Promise.reject(new Error('down')) });
    expect(await carFinance(failing, car)).toEqual({ kind: 'unavailable' });
    expect(logged).toHaveBeenCalledWith('Finance quote of car 3178000004 failed:', expect.any(Error));
  });

  it('says a car the service refuses as a request is not financed, warning instead of failing the page', async () => {
    const warned = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const failed = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { site, services } = context({
      products: lender.products.bind(lender),
      quote: lender.quote.bind(lender),
    });
    const render = startPageRender(services);
    const data = await carFinance({ site, services: render.services }, { ...car, car_brand: '' });
    expect(data).toEqual({ kind: 'notFinanced' });
    expect(warned).toHaveBeenCalledWith(
      'Finance refused car 3178000004 as a request: /vehicle/Brand: must NOT have fewer than 1 characters',
    );
    expect(failed).not.toHaveBeenCalled();
    expect(render.degraded()).toBe(false);
  });

  it('asks nothing on a site without finance quotes or for a car without a price', async () => {
    const products = vi.fn(lender.products.bind(lender));
    expect(await carFinance(context({ products }, testSite()), car)).toBeUndefined();
    expect(await carFinance(context({ products }), { ...car, car_price: 0 })).toBeUndefined();
    expect(products).not.toHaveBeenCalled();
  });
});
