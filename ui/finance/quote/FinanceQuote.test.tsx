// @vitest-environment jsdom
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FinanceQuoteRequest, FinanceQuoteResponse, Quote } from '../../../runtime';
import {
  testFinanceOrganisation as organisation,
  testFinanceVehicle as vehicle,
} from '../../../tests/fixtures/financeRequests';
import { renderWithSite } from '../../../tests/render/renderWithSite';
import type { CarFinanceData } from './CarFinanceData';
import { FINANCE_QUOTE_TEXTS as T } from './financeQuoteTexts';
import { FinanceQuote } from './FinanceQuote';

function quote(overrides: Partial<Quote> = {}): Quote {
  return {
    FamilyKey: 'PCP',
    ProductName: 'Personal Contract Purchase',
    Term: 48,
    NumberOfRegularPayments: 47,
    CashPrice: 12_395,
    CashDeposit: 1_300,
    TotalDeposit: 1_300,
    AmountOfCredit: 11_095,
    TotalRegularPayment: 158.49,
    OptionalFinalPayment: 7_127,
    OptionToPurchaseFee: 10,
    TotalChargeForCredit: 3_491.03,
    TotalAmountPayable: 15_886.03,
    Apr: 9.9,
    FixedInterestRate: 7.84,
    AnnualMileage: 10_000,
    ExcessMileageCharge: 10,
    QuoteReference: 'Q261126-0525AF43B564',
    QuoteActions: { Apply: '#car-contact' },
    ...overrides,
  };
}

const answer = (q: Quote): FinanceQuoteResponse => ({
  Vehicles: [
    {
      Id: vehicle.Id,
      FinanceQuotations: [
        {
          Blocks: [{ Key: 'StatusNote', Text: 'Finance subject to status.' }],
          Finance: { Notifications: [], Quote: q },
        },
      ],
    },
  ],
  HasError: false,
});

const data: CarFinanceData = {
  kind: 'quote',
  vehicle,
  organisation,
  product: {
    FamilyKey: 'PCP',
    Name: 'Personal Contract Purchase',
    Term: { Values: [24, 36, 48], Default: 48, Locale: { DisplayValue: '48 months' } },
    Deposit: { Minimum: 1_240, Maximum: 3_751, Default: 1_300, Locale: { DisplayValue: '£1,300' } },
    Payment: { Minimum: 51, Maximum: 227, Default: 158.49, Locale: { DisplayValue: '£158.49' } },
    AnnualMileage: {
      Values: [5_000, 10_000, 15_000, 20_000, 25_000, 30_000],
      Default: 10_000,
      Locale: { DisplayValue: '10,000 miles' },
    },
  },
  quote: answer(quote()),
};

const fetchMock = vi.fn<typeof fetch>();
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const posted = (call: number) =>
  JSON.parse(String(fetchMock.mock.calls[call]?.[1]?.body)) as FinanceQuoteRequest;

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

const slider = (name: string) => screen.getByRole('slider', { name });
const payment = () => screen.getByTestId('finance-monthly-payment').textContent;
const figure = (label: string) => {
  const term = screen.getAllByText(label).find((element) => element.tagName === 'DT');
  return term?.nextElementSibling?.textContent;
};

describe('FinanceQuote (the PCP calculator)', () => {
  it('shows the first quote with its figures and labelled sliders, before any request', () => {
    renderWithSite(<FinanceQuote data={data} />);
    expect(screen.getByRole('heading', { level: 3, name: 'Personal Contract Purchase' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 4, name: T.financeQuoteYourQuote })).toBeTruthy();
    expect(payment()).toBe('£158.49 i månaden');
    expect(figure(T.financeQuoteDeposit)).toBe('£1,300');
    expect(figure(T.financeQuoteOptionalFinalPayment)).toBe('£7,127');
    expect(figure(T.financeQuoteTotalPayable)).toBe('£15,886.03');
    expect(figure(T.financeQuoteApr)).toBe('9.9%');
    expect(figure(T.financeQuoteReference)).toBe('Q261126-0525AF43B564');
    expect(slider(T.financeQuoteTerm).getAttribute('aria-valuetext')).toBe('48 månader');
    expect(slider(T.financeQuoteDeposit).getAttribute('aria-valuetext')).toBe('£1,300');
    expect(slider(T.financeQuoteMonthlyPayment).getAttribute('aria-valuetext')).toBe('£158.49');
    expect(slider(T.financeQuoteAnnualMileage).getAttribute('aria-valuetext')).toBe('10,000 miles');
    expect(screen.getByRole('link', { name: T.financeQuoteApply }).getAttribute('href')).toBe('#car-contact');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('recalculates the payment when the deposit is committed, and the deposit when the payment is', async () => {
    renderWithSite(<FinanceQuote data={data} />);
    fetchMock.mockResolvedValueOnce(
      json(answer(quote({ CashDeposit: 1_400, TotalDeposit: 1_400, TotalRegularPayment: 155.95 }))),
    );
    fireEvent.keyDown(slider(T.financeQuoteDeposit), { key: 'PageUp' });
    await waitFor(() => expect(payment()).toBe('£155.95 i månaden'));
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/codeweaver/cfd');
    expect(posted(0).VehicleRequests[0].Parameters).toEqual({
      Term: 48,
      AnnualMileage: 10_000,
      FinanceProductFamilyKeys: ['PCP'],
      CalculationType: 'ToRegularPayment',
      CashDeposit: 1_400,
    });
    expect(posted(0).vehicle).toEqual(vehicle);

    fetchMock.mockResolvedValueOnce(
      json(answer(quote({ CashDeposit: 1_250, TotalDeposit: 1_250, TotalRegularPayment: 165.01 }))),
    );
    fireEvent.keyDown(slider(T.financeQuoteMonthlyPayment), { key: 'PageUp' });
    await waitFor(() => expect(figure(T.financeQuoteDeposit)).toBe('£1,250'));
    expect(posted(1).VehicleRequests[0].Parameters).toMatchObject({
      CalculationType: 'ToCashDeposit',
      RegularPayment: 165.95,
    });
    expect(slider(T.financeQuoteDeposit).getAttribute('aria-valuetext')).toBe('£1,250');
    expect(slider(T.financeQuoteMonthlyPayment).getAttribute('aria-valuetext')).toBe('£165.01');
  });

  it('asks again with the new term and aborts the request still on its way', async () => {
    renderWithSite(<FinanceQuote data={data} />);
    const signals: AbortSignal[] = [];
    fetchMock.mockImplementation((_url, init) => {
      if (init?.signal) signals.push(init.signal);
      return new Promise(() => undefined);
    });
    fireEvent.keyDown(slider(T.financeQuoteTerm), { key: 'ArrowLeft' });
    fireEvent.keyDown(slider(T.financeQuoteAnnualMileage), { key: 'ArrowRight' });
    expect(posted(0).VehicleRequests[0].Parameters).toMatchObject({ Term: 36, AnnualMileage: 10_000 });
    expect(posted(1).VehicleRequests[0].Parameters).toMatchObject({ Term: 36, AnnualMileage: 15_000 });
    expect(signals.map((signal) => signal.aborted)).toEqual([true, false]);
    expect(screen.getByRole('status').textContent).toContain(T.financeQuoteUpdating);
  });

  it('hides the calculator behind a quote’s error message, and goes back to the last quote', async () => {
    renderWithSite(<FinanceQuote data={data} />);
    const message =
      'A monthly payment of £52 over 48 months would need a deposit above our maximum of £3,751.';
    fetchMock.mockResolvedValueOnce(json({ Vehicles: [], HasError: true, Error: { UserMessage: message } }));
    fireEvent.keyDown(slider(T.financeQuoteMonthlyPayment), { key: 'Home' });
    expect((await screen.findByRole('alert')).textContent).toBe(message);
    expect(screen.queryByRole('slider')).toBeNull();
    expect(screen.queryByTestId('finance-monthly-payment')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: T.financeQuoteChange }));
    expect(payment()).toBe('£158.49 i månaden');
    expect(slider(T.financeQuoteMonthlyPayment).getAttribute('aria-valuetext')).toBe('£158.49');
  });

  it('keeps the last quote and says so when a new one cannot be had', async () => {
    renderWithSite(<FinanceQuote data={data} />);
    fetchMock.mockResolvedValueOnce(json({ error: 'The finance quote service failed.' }, 502));
    fireEvent.keyDown(slider(T.financeQuoteDeposit), { key: 'PageUp' });
    expect((await screen.findByRole('alert')).textContent).toBe(T.financeQuoteUpdateFailed);
    expect(payment()).toBe('£158.49 i månaden');
    expect(slider(T.financeQuoteDeposit).getAttribute('aria-valuetext')).toBe('£1,300');
  });

  it('shows the spec’s text when the finance service could not be asked, and its own when the car is not financed', () => {
    const { unmount } = renderWithSite(<FinanceQuote data={{ kind: 'unavailable' }} />);
    expect(
      screen.getByText(
        "Sorry, but it looks like we can't get a quote for you right now. Please contact our team for more information about finance offers on this vehicle.",
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('slider')).toBeNull();
    unmount();
    renderWithSite(<FinanceQuote data={{ kind: 'notFinanced' }} />);
    expect(screen.getByText(T.financeQuoteNotFinanced)).toBeTruthy();
  });

  it('shows a first quote that has an error as its message only', () => {
    renderWithSite(
      <FinanceQuote
        data={{
          ...data,
          quote: { Vehicles: [], HasError: true, Error: { UserMessage: 'Please choose a term.' } },
        }}
      />,
    );
    expect(screen.getByRole('alert').textContent).toBe('Please choose a term.');
    expect(screen.queryByRole('button', { name: T.financeQuoteChange })).toBeNull();
  });

  it.each([
    { Vehicles: [], HasError: true },
    { Vehicles: [], HasError: true, Error: { UserMessage: ' ' } },
  ])('says it cannot quote when a HasError answer has no message (%#)', async (refusal) => {
    renderWithSite(<FinanceQuote data={data} />);
    fetchMock.mockResolvedValueOnce(json(refusal));
    fireEvent.keyDown(slider(T.financeQuoteTerm), { key: 'ArrowLeft' });
    expect((await screen.findByRole('alert')).textContent).toBe(T.financeQuoteUnavailable);
    fireEvent.click(screen.getByRole('button', { name: T.financeQuoteChange }));
    expect(payment()).toBe('£158.49 i månaden');
  });

  it('shows no Apply link that would leave the site', () => {
    renderWithSite(
      <FinanceQuote
        data={{ ...data, quote: answer(quote({ QuoteActions: { Apply: '/\\evil.example' } })) }}
      />,
    );
    expect(screen.queryByRole('link', { name: T.financeQuoteApply })).toBeNull();
    expect(payment()).toBe('£158.49 i månaden');
  });

  it('shows every notice and terms paragraph the service sends, also when two read alike', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const notice = { Type: 'Info' as const, Message: 'Deposits are in whole pounds.' };
    const repeated = answer(quote());
    const [vehicleQuotes] = repeated.Vehicles;
    const quotation = vehicleQuotes?.FinanceQuotations[0];
    if (quotation) quotation.Finance.Notifications = [notice, notice];
    renderWithSite(<FinanceQuote data={{ ...data, quote: repeated }} />);
    expect(screen.getAllByText(notice.Message)).toHaveLength(2);
    fetchMock.mockResolvedValueOnce(json({ TermsAndConditions: 'Signed.\n\nSigned.\n\nThe end.' }));
    fireEvent.click(screen.getByRole('button', { name: T.financeQuoteShowTerms }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findAllByText('Signed.')).toHaveLength(2);
    expect(errors.mock.calls.filter(([message]) => String(message).includes('same key'))).toEqual([]);
    errors.mockRestore();
  });

  it('opens the quote’s terms on demand', async () => {
    renderWithSite(<FinanceQuote data={data} />);
    fetchMock.mockResolvedValueOnce(
      json({ TermsAndConditions: 'Representative example: …\n\nYou have the right to withdraw.' }),
    );
    fireEvent.click(screen.getByRole('button', { name: T.financeQuoteShowTerms }));
    const dialog = await screen.findByRole('dialog', { name: 'Villkor för offert Q261126-0525AF43B564' });
    expect(await within(dialog).findByText('You have the right to withdraw.')).toBeTruthy();
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/codeweaver/legal?quoteRef=Q261126-0525AF43B564');
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: T.financeQuoteClose }));
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
