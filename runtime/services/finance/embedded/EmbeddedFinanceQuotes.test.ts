import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  testFinanceOrganisation as organisation,
  testQuoteRequest as request,
  testFinanceVehicle as vehicle,
} from '../../../../tests/fixtures/financeRequests';
import {
  type FinanceQuoteRequest,
  firstQuote,
  FinanceRequestError,
  type QuoteParameters,
  UnknownQuoteError,
} from '../contract';
import { schemaProblems } from '../../../config/schemaProblems';
import { APPLY_ACTION, EmbeddedFinanceQuotes, QUOTE_VALID_DAYS } from './EmbeddedFinanceQuotes';

let dir: string;
let now: Date;
let service: EmbeddedFinanceQuotes;

beforeEach(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'finance-'));
  now = new Date('2026-11-26T10:00:00Z');
  service = new EmbeddedFinanceQuotes({ file: path.join(dir, 'quotes.sqlite'), now: () => now });
});

afterEach(() => {
  service.close();
  rmSync(dir, { recursive: true, force: true });
});

const userMessage = async (parameters: Partial<QuoteParameters>, car = vehicle) => {
  const answer = await service.quote(request(parameters, car));
  expect(answer).toMatchObject({ HasError: true, Vehicles: [] });
  expect(schemaProblems('financeQuoteResponse', answer)).toBeNull();
  return answer.Error?.UserMessage;
};

describe('the embedded finance quote service', () => {
  it('offers PCP with the product’s terms, mileages and the car’s deposit and payment limits', async () => {
    const answer = await service.products({ vehicle, organisation });
    expect(schemaProblems('financeProductsResponse', answer)).toBeNull();
    expect(answer.Products).toHaveLength(1);
    expect(answer.Products[0]).toMatchObject({
      FamilyKey: 'PCP',
      Name: 'Personal Contract Purchase',
      Term: { Values: [24, 36, 48], Default: 48, Locale: { DisplayValue: '48 months' } },
      AnnualMileage: {
        Values: [5_000, 10_000, 15_000, 20_000, 25_000, 30_000],
        Default: 10_000,
        Locale: { DisplayValue: '10,000 miles' },
      },
      Deposit: { Minimum: 1_240, Default: 1_300, Locale: { DisplayValue: '£1,300' } },
    });
  });

  it('offers nothing for a car priced outside what it finances', async () => {
    expect(await service.products({ vehicle: { ...vehicle, CashPrice: 3_200 }, organisation })).toEqual({
      Products: [],
    });
  });

  it('quotes the monthly payment from a deposit and the deposit back from that payment', async () => {
    const byDeposit = await service.quote(request({ CashDeposit: 2_000 }));
    expect(schemaProblems('financeQuoteResponse', byDeposit)).toBeNull();
    const quote = firstQuote(byDeposit);
    expect(quote).toMatchObject({
      Term: 48,
      NumberOfRegularPayments: 47,
      CashPrice: 12_395,
      CashDeposit: 2_000,
      TotalDeposit: 2_000,
      AmountOfCredit: 10_395,
      Apr: 9.9,
      AnnualMileage: 10_000,
      OptionToPurchaseFee: 10,
      QuoteActions: { Apply: APPLY_ACTION },
    });
    expect(quote?.QuoteReference).toMatch(/^Q261126-[0-9A-F]{12}$/);
    const byPayment = firstQuote(
      await service.quote(
        request({
          CalculationType: 'ToCashDeposit',
          CashDeposit: undefined,
          RegularPayment: quote?.TotalRegularPayment,
        }),
      ),
    );
    expect(byPayment).toMatchObject({ CashDeposit: 2_000, TotalRegularPayment: quote?.TotalRegularPayment });
    expect(byPayment?.QuoteReference).toBe(quote?.QuoteReference);
  });

  it('tells the buyer when the whole-pound deposit solved from a payment moves the payment by pennies', async () => {
    const ask = (payment: number) =>
      service.quote(
        request({ CalculationType: 'ToCashDeposit', CashDeposit: undefined, RegularPayment: payment }),
      );
    const off = await ask(150);
    expect(firstQuote(off)).toMatchObject({ CashDeposit: 1_632, TotalRegularPayment: 150.01 });
    expect(off.Vehicles[0]?.FinanceQuotations[0]?.Finance.Notifications).toEqual([
      {
        Type: 'Info',
        Message: 'Deposits are in whole pounds, so the monthly payment for a deposit of £1,632 is £150.01.',
      },
    ]);
    const exact = await ask(151);
    expect(firstQuote(exact)?.TotalRegularPayment).toBe(151);
    expect(exact.Vehicles[0]?.FinanceQuotations[0]?.Finance.Notifications).toEqual([]);
  });

  it('offers a payment range that quotes at the default term and mileage from end to end', async () => {
    const [product] = (await service.products({ vehicle, organisation })).Products;
    const payments = product && 'Minimum' in product.Payment ? product.Payment : undefined;
    expect(payments).toMatchObject({ Minimum: 96, Maximum: 160 });
    for (const payment of [payments?.Minimum, payments?.Maximum]) {
      const answer = await service.quote(
        request({ CalculationType: 'ToCashDeposit', CashDeposit: undefined, RegularPayment: payment }),
      );
      expect(answer.HasError).toBe(false);
      const notices = answer.Vehicles[0]?.FinanceQuotations[0]?.Finance.Notifications ?? [];
      expect(notices.filter((notice) => notice.Type === 'Warning')).toEqual([]);
    }
  });

  it.each([
    [
      { AnnualMileage: 30_000, RegularPayment: 96 },
      { CashDeposit: 3_751 },
      'A monthly payment of £96 over 48 months would need a deposit above our maximum of £3,751, so this quote takes the largest deposit and its monthly payment is £129.',
    ],
    [
      { AnnualMileage: 5_000, RegularPayment: 160 },
      { CashDeposit: 1_240 },
      'A monthly payment of £160 over 48 months would need a deposit below our minimum of £1,240, so this quote takes the minimum deposit and its monthly payment is £151.74.',
    ],
  ])(
    'quotes a payment the term cannot reach with the nearest deposit in the limits, and says so (%#)',
    async (parameters, deposit, message) => {
      const answer = await service.quote(
        request({ CalculationType: 'ToCashDeposit', CashDeposit: undefined, ...parameters }),
      );
      const quote = firstQuote(answer);
      expect(quote).toMatchObject(deposit);
      expect(answer.Vehicles[0]?.FinanceQuotations[0]?.Finance.Notifications).toEqual([
        { Type: 'Warning', Message: message },
      ]);
    },
  );

  it.each([
    [{ CashDeposit: 12_395 }, "Your deposit of £12,395 is as much as the car's cash price of £12,395"],
    [{ CashDeposit: 500 }, 'The minimum deposit on this car is £1,240 (10% of the cash price).'],
    [{ CashDeposit: 9_000 }, 'The largest deposit we can take on this car is £3,751'],
    [{ Term: 60 }, 'Please choose a term of 24, 36 or 48 months.'],
    [{ AnnualMileage: 12_000 }, 'Please choose an annual mileage from 5,000 miles to 30,000 miles'],
    [{ FinanceProductFamilyKeys: ['HP'] as [string] }, 'We can only quote Personal Contract Purchase (PCP)'],
  ])('answers %j with HasError and a message for the buyer', async (parameters, message) => {
    expect(await userMessage(parameters)).toContain(message);
  });

  it('answers a quote on a car it does not finance with HasError', async () => {
    expect(await userMessage({}, { ...vehicle, CashPrice: 160_000 })).toMatch(
      /^We can arrange finance online for cars priced from £5,000 to £150,000\./,
    );
  });

  it.each([
    [{ ...request({}), vehicle: { ...vehicle, CashPrice: -1 } }, '/vehicle/CashPrice: must be > 0'],
    [request({ CashDeposit: undefined }), '/VehicleRequests/0/Parameters: missing "CashDeposit"'],
    [{ ...request({}), VehicleRequests: [] }, '/VehicleRequests: must NOT have fewer than 1 items'],
    [{ ...request({}), extra: true }, 'body: unknown property "extra"'],
    [
      request({}, { ...vehicle, FirstRegistrationDate: '0001-01-01' }),
      '/vehicle/FirstRegistrationDate: should be >= 1900-01-01',
    ],
    [
      { ...request({}), VehicleRequests: [{ ...request({}).VehicleRequests[0], Id: 'other' }] },
      '/VehicleRequests/0/Id: "other" is not the vehicle\'s Id "3178000004"',
    ],
  ])('refuses a malformed request with the reason (%#)', async (body, reason) => {
    const refusal = service.quote(body as FinanceQuoteRequest);
    await expect(refusal).rejects.toBeInstanceOf(FinanceRequestError);
    await expect(refusal).rejects.toThrow(reason);
  });

  it('writes the terms of a quote it gave with the quote’s own figures, for 30 days', async () => {
    const quote = firstQuote(await service.quote(request({ CashDeposit: 2_000 })));
    const { TermsAndConditions } = await service.legal(quote?.QuoteReference ?? '');
    expect(schemaProblems('financeLegalResponse', { TermsAndConditions })).toBeNull();
    expect(TermsAndConditions).toContain(
      `Quote ${quote?.QuoteReference}: Personal Contract Purchase for the Volvo XC40`,
    );
    expect(TermsAndConditions).toContain(
      'cash price £12,395; deposit £2,000; total amount of credit £10,395;',
    );
    expect(TermsAndConditions).toContain(`47 monthly payments of £${quote?.TotalRegularPayment.toFixed(2)}`);
    expect(TermsAndConditions).toContain('representative APR 9.9%');
    expect(TermsAndConditions).toContain('right to withdraw from the agreement within 14 days');

    now = new Date(now.getTime() + (QUOTE_VALID_DAYS + 1) * 86_400_000);
    await expect(service.legal(quote?.QuoteReference ?? '')).rejects.toBeInstanceOf(UnknownQuoteError);
  });

  it('gives one set of figures for one day’s inputs, so the terms by reference are the figures shown', async () => {
    const car = { ...vehicle, CashPrice: 18_995, FirstRegistrationDate: '2022-02-14' };
    now = new Date('2026-11-26T00:30:00Z');
    const early = firstQuote(await service.quote(request({ CashDeposit: 1_900 }, car)));
    const earlyProduct = (await service.products({ vehicle: car, organisation })).Products[0];
    now = new Date('2026-11-26T21:30:00Z');
    const late = firstQuote(await service.quote(request({ CashDeposit: 1_900 }, car)));
    expect(late).toEqual(early);
    expect((await service.products({ vehicle: car, organisation })).Products[0]).toEqual(earlyProduct);
    const { TermsAndConditions } = await service.legal(late?.QuoteReference ?? '');
    expect(TermsAndConditions).toContain(`47 monthly payments of £${late?.TotalRegularPayment.toFixed(2)}`);
  });

  it('keeps at most its cap of quotes, forgetting the oldest first', async () => {
    service.close();
    service = new EmbeddedFinanceQuotes({
      file: path.join(dir, 'quotes.sqlite'),
      now: () => now,
      maxQuotes: 3,
    });
    const references: string[] = [];
    for (const deposit of [1_300, 1_400, 1_500, 1_600, 1_700]) {
      const quote = firstQuote(await service.quote(request({ CashDeposit: deposit })));
      references.push(quote?.QuoteReference ?? '');
      now = new Date(now.getTime() + 1_000);
    }
    const kept = await Promise.all(
      references.map((reference) =>
        service.legal(reference).then(
          () => true,
          () => false,
        ),
      ),
    );
    expect(kept).toEqual([false, false, true, true, true]);
  });

  it('keeps its quotes across a restart, and knows no quote it never gave', async () => {
    const quote = firstQuote(await service.quote(request({})));
    service.close();
    service = new EmbeddedFinanceQuotes({ file: path.join(dir, 'quotes.sqlite'), now: () => now });
    await expect(service.legal(quote?.QuoteReference ?? '')).resolves.toHaveProperty('TermsAndConditions');
    await expect(service.legal('Q261126-000000000000')).rejects.toBeInstanceOf(UnknownQuoteError);
    await expect(service.legal('../etc/passwd')).rejects.toBeInstanceOf(FinanceRequestError);
  });
});
