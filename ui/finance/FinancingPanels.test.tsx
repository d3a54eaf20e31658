// @vitest-environment jsdom
import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FINANCED_CAR_PRICE as PRICE, financedCar } from '../../tests/fixtures/financedCar';
import { testSite } from '../../tests/fixtures/testSite';
import { renderWithSite } from '../../tests/render/renderWithSite';
import { annuityPayment } from './annuity';
import { FinancingPanels } from './FinancingPanels';

const events = () => (window.dataLayer ?? []) as Record<string, unknown>[];
const figure = (panel: HTMLElement, label: string) => {
  const term = within(panel).getByText(label, { selector: 'dt' });
  return term.nextElementSibling?.textContent;
};
const expand = (title: string) => fireEvent.click(screen.getByRole('button', { name: new RegExp(title) }));
/**
 * A panel's content once its opening transition has ended (hidden from the accessibility tree until then)
 * and its code has loaded (the calculators load when a panel first opens).
 */
async function region(title: string): Promise<HTMLElement> {
  const panel = await screen.findByRole('region', { name: new RegExp(title) });
  await within(panel).findByText('Månadskostnad', { selector: 'dt' });
  return panel;
}

beforeEach(() => {
  window.dataLayer = [];
});

afterEach(() => {
  vi.useRealTimers();
});

describe('FinancingPanels', () => {
  it('heads each offer with its title, its advertised monthly cost and a campaign mark', () => {
    renderWithSite(<FinancingPanels car={financedCar()} />);
    const headings = screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
    expect(headings).toEqual([
      'BillånKampanj9 999 kr/mån',
      expect.stringMatching(/^Företagsleasing4\s321\skr\/mån$/),
      'Privatleasing4 995 kr/mån',
    ]);
  });

  it('sends an analytics event when a panel opens and when it closes', () => {
    renderWithSite(<FinancingPanels car={financedCar()} />);
    expand('Privatleasing');
    expand('Privatleasing');
    expect(events()).toEqual([
      { event: 'financing_panel', action: 'open', finance_type: 'private_leasing', car_id: '1001' },
      { event: 'financing_panel', action: 'close', finance_type: 'private_leasing', car_id: '1001' },
    ]);
  });

  it('the loan calculator: a typed down payment is clamped, the cost follows, one event after 500 ms', async () => {
    renderWithSite(<FinancingPanels car={financedCar()} />);
    expand('Billån');
    const panel = await region('Billån');
    vi.useFakeTimers();
    const residual = Math.round(PRICE * 0.42);
    expect(figure(panel, 'Restvärde')?.replace(/\s/g, ' ')).toBe(
      `${residual.toLocaleString('sv-SE')} kr`.replace(/\s/g, ' '),
    );
    const input = within(panel).getByRole('textbox', { name: 'Kontantinsats' });
    expect((input as HTMLInputElement).value.replace(/\s/g, ' ')).toBe('90 000');
    fireEvent.change(input, { target: { value: '1 000 000' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect((input as HTMLInputElement).value.replace(/\s/g, ' ')).toBe('225 000');
    const expected = annuityPayment(PRICE - 225_000, 5.95, 36, residual);
    expect(figure(panel, 'Månadskostnad')?.replace(/\s/g, '')).toBe(`${expected}kr/mån`);
    expect(
      within(panel).getByText(/^Månadskostnad .* vid 36 månaders avtalstid, 225\s000\skr kontantinsats/),
    ).toBeTruthy();
    expect(events().filter((event) => event.event === 'loan_calculator')).toEqual([]);
    act(() => vi.advanceTimersByTime(500));
    expect(events().filter((event) => event.event === 'loan_calculator')).toEqual([
      { event: 'loan_calculator', car_id: '1001', months: 36, down_payment: 225_000, monthly_cost: expected },
    ]);
  });

  it('the loan calculator: a longer period lowers the residual value', async () => {
    renderWithSite(<FinancingPanels car={financedCar()} />);
    expand('Billån');
    const panel = await region('Billån');
    const [period] = within(panel).getAllByRole('slider');
    fireEvent.keyDown(period as HTMLElement, { key: 'ArrowRight' });
    expect(within(panel).getByText('48 mån')).toBeTruthy();
    expect(figure(panel, 'Restvärde')?.replace(/\s/g, '')).toBe(`${Math.round(PRICE * 0.36)}kr`);
  });

  it('hides the residual value and the effective rate where the market asks', async () => {
    const site = testSite();
    renderWithSite(<FinancingPanels car={financedCar()} />, {
      site: { ...site, features: { ...site.features, hideResidualValueAndEffectiveRate: true } },
    });
    expand('Billån');
    const panel = await region('Billån');
    expect(within(panel).queryByText('Restvärde', { selector: 'dt' })).toBeNull();
    expect(within(panel).queryByText('Effektiv ränta', { selector: 'dt' })).toBeNull();
    expect(figure(panel, 'Ränta')).toMatch(/5,95\s%/);
  });

  it('leaves the residual value out of the disclaimer where the market hides it', async () => {
    const site = testSite();
    renderWithSite(<FinancingPanels car={financedCar()} />, {
      site: { ...site, features: { ...site.features, hideResidualValueAndEffectiveRate: true } },
    });
    expand('Billån');
    const panel = await region('Billån');
    const residual = Math.round(PRICE * 0.42).toLocaleString('sv-SE');
    expect(panel.textContent?.replace(/\s/g, ' ')).not.toContain(residual.replace(/\s/g, ' '));
    expect(within(panel).getByText(/^Månadskostnad .* vid 36 månaders avtalstid/)).toBeTruthy();
  });

  it('the company leasing calculator: another mileage resets the length and the first-time fee', async () => {
    renderWithSite(<FinancingPanels car={financedCar()} />);
    expand('Företagsleasing');
    const panel = await region('Företagsleasing');
    expect(within(panel).getByRole('button', { name: '36 mån' }).getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(within(panel).getByRole('button', { name: /^2\s000 mil\/år$/ }));
    expect(within(panel).getByRole('button', { name: '24 mån' }).getAttribute('aria-pressed')).toBe('true');
    expect(within(panel).getByRole('slider').getAttribute('aria-valuenow')).toBe('10');
    const expected = annuityPayment(359_920 - 35_992, 4.95, 24, 179_960);
    expect(figure(panel, 'Månadskostnad')?.replace(/\s/g, '')).toBe(`${expected}kr/mån`);
  });

  it('on a market that quotes finance, shows the leasing entries instead of the loan and the Nordic leases', () => {
    const site = testSite();
    renderWithSite(<FinancingPanels car={financedCar()} />, {
      site: { ...site, features: { ...site.features, financeQuotes: true } },
    });
    expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      'Personal contract hire£329/month',
    ]);
  });

  it('leaves out a loan that cannot be calculated', () => {
    const car = financedCar();
    const loan = car.car_loan_option;
    if (!loan) throw new Error('fixture without loan');
    renderWithSite(
      <FinancingPanels car={{ ...car, car_loan_option: { ...loan, contract_durations: [] } }} />,
    );
    expect(screen.queryByRole('heading', { name: /Billån/ })).toBeNull();
  });
});
