// @vitest-environment jsdom
import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithSite } from '../../tests/render/renderWithSite';
import { PAGE_URL, SAMPLE_SITES, sampleCar, stockCar, validValues } from '../../tests/fixtures/carContact';
import { CarContactSection } from './CarContactSection';
import { ContactSellerButtons } from './ContactSellerButtons';
import { CAR_CONTACT_TEXTS } from './carContactTexts';

const fetchMock = vi.fn<typeof fetch>();
const answer = (status: number) => new Response(status === 202 ? null : '{}', { status });

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  window.dataLayer = [];
  window.location.hash = '';
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const renderStock = (car = stockCar()) => renderWithSite(<CarContactSection car={car} pageUrl={PAGE_URL} />);
const renderSample = (sites = SAMPLE_SITES) =>
  renderWithSite(<CarContactSection car={sampleCar()} sampleSites={sites} pageUrl={PAGE_URL} />);

const type = (label: RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const submit = () =>
  fireEvent.click(screen.getByRole('button', { name: CAR_CONTACT_TEXTS.carContactSeller }));
const chooseSeller = (siteId: string) =>
  fireEvent.change(screen.getByRole('combobox', { name: /Säljare/ }), { target: { value: siteId } });

function fillContact() {
  type(/Namn/, 'Sven Svensson');
  type(/Telefon/, '+46 70 123 45 67');
  type(/E-post/, 'sven@example.se');
  type(/Meddelande/, 'Finns bilen kvar på lördag?');
}

const postedValues = (call = 0): Record<string, unknown> => {
  const init = fetchMock.mock.calls[call]?.[1];
  return (JSON.parse(String(init?.body)) as { values: Record<string, unknown> }).values;
};

const events = () => (window.dataLayer ?? []).map((event) => (event as { event?: string }).event);

// A whole MUI form in jsdom, typed into field by field: seconds per test on a busy 2-core machine.
describe('CarContactSection', () => {
  it("lists the car's sellers that can be reached, with tel: and mailto: links, then the form", () => {
    renderStock();
    const sellers = screen.getByRole('list', { name: 'Säljare' });
    const entries = within(sellers).getAllByRole('listitem');
    expect(entries.map((entry) => entry.firstChild?.textContent)).toEqual(['Johanna Johansson', 'Erik Lund']);
    expect(within(sellers).getByRole('link', { name: '072-869 38 53' }).getAttribute('href')).toBe(
      'tel:0728693853',
    );
    expect(within(sellers).getByRole('link', { name: '+46 70 123 45 67' }).getAttribute('href')).toBe(
      'tel:+46701234567',
    );
    expect(
      within(sellers).getByRole('link', { name: 'johanna.johansson@carstore.se' }).getAttribute('href'),
    ).toBe('mailto:johanna.johansson@carstore.se');
    expect(screen.queryByText('Utan Kontakt')).toBeNull();
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(screen.getByRole('form', { name: CAR_CONTACT_TEXTS.carContactHeading })).toBeTruthy();
  });

  it('carries the anchors, each once', () => {
    const { container } = renderSample();
    for (const id of ['contact-form', 'contact', 'car-contact', 'contact-quote', 'contact-testdrive']) {
      expect(container.querySelectorAll(`[id="${id}"]`)).toHaveLength(1);
    }
  });

  it('shows each invalid field its message and sends nothing', async () => {
    renderStock();
    type(/Telefon/, '070-12');
    type(/E-post/, 'sven@');
    submit();
    await vi.waitFor(() => expect(screen.getAllByRole('alert')).toHaveLength(3));
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual([
      'Ange ditt namn',
      'Ange ett giltigt telefonnummer, 6–20 siffror',
      'Ange en giltig e-postadress',
    ]);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("sends the lead to the car's first seller with an e-mail, overlays the success text and counts a lead", async () => {
    fetchMock.mockResolvedValue(answer(202));
    renderStock();
    fillContact();
    submit();
    const success = await screen.findByRole('status');
    expect(success.textContent).toContain(CAR_CONTACT_TEXTS.carContactSuccessHeading);
    await vi.waitFor(() => expect(document.activeElement).toBe(success));
    expect(screen.getByLabelText(/Namn/).closest('[inert]')).not.toBeNull();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const body = JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body)) as { formName: string };
    expect(body.formName).toBe('carstoresesiteCarContactForm');
    expect(postedValues()).toEqual(validValues({ testDrive: false }));
    expect(events()).toEqual(['form_interaction', 'generate_lead']);
    expect(window.dataLayer?.[1]).toEqual({
      event: 'generate_lead',
      form_name: 'carstoresesiteCarContactForm',
      car_id: '3309000001',
    });
  });

  it('tries 3 times 1 s apart, then shows carDetailFormError and logs the failure', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.useFakeTimers();
    fetchMock
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce(answer(503))
      .mockResolvedValueOnce(answer(502));
    renderStock();
    fillContact();
    submit();
    await act(() => vi.advanceTimersByTimeAsync(2500));
    expect(fetchMock).toHaveBeenCalledTimes(3);
    expect(screen.getByRole('alert').textContent).toBe(CAR_CONTACT_TEXTS.carDetailFormError);
    expect(log).toHaveBeenCalledWith(expect.stringContaining('carstoresesiteCarContactForm'), {
      outcome: 'failed',
    });
    expect(events()).toEqual(['form_interaction']);
    expect(
      screen.getByRole('button', { name: CAR_CONTACT_TEXTS.carContactSeller }).hasAttribute('disabled'),
    ).toBe(false);
  });

  it('disables the fields while sending', async () => {
    let accept: (response: Response) => void = () => undefined;
    fetchMock.mockReturnValue(new Promise((resolve) => (accept = resolve)));
    renderStock();
    fillContact();
    submit();
    await screen.findByRole('button', { name: 'Skickar…' });
    expect(screen.getByLabelText(/Namn/).hasAttribute('disabled')).toBe(true);
    await act(async () => accept(answer(202)));
    expect(await screen.findByRole('status')).toBeTruthy();
  });

  it('asks for a seller of a sample car, the first option "choose seller *", and sends nothing without one', async () => {
    renderSample();
    const select = screen.getByRole('combobox', { name: /Säljare/ });
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Välj säljare *', 'Car Store Borås, Borås', 'Car Store Stockholm, Stockholm']);
    fillContact();
    submit();
    expect(await screen.findByText('Välj säljare')).toBeTruthy();
    expect(select.getAttribute('aria-invalid')).toBe('true');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("sends a sample car's lead to the chosen site's new-cars department, with quote and test drive", async () => {
    fetchMock.mockResolvedValue(answer(202));
    renderSample();
    chooseSeller('102814');
    fillContact();
    fireEvent.click(screen.getByRole('checkbox', { name: CAR_CONTACT_TEXTS.carContactQuote }));
    submit();
    await screen.findByRole('status');
    expect(postedValues()).toMatchObject({
      quote: true,
      testDrive: false,
      toName: 'Car Store Borås – Nybil',
      toEmail: 'nybil@102814.carstore.se',
    });
    expect(postedValues()).not.toHaveProperty('seller');
  });

  it("says 'Department not found' in the error box for a site without the brand, and sends nothing", async () => {
    renderSample();
    chooseSeller('102801');
    fillContact();
    submit();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Department not found');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('ticks quote when the page opens at #contact-quote and test drive when it moves to #contact-testdrive', async () => {
    window.location.hash = '#contact-quote';
    renderSample();
    const quote = screen.getByRole<HTMLInputElement>('checkbox', { name: CAR_CONTACT_TEXTS.carContactQuote });
    const testDrive = screen.getByRole<HTMLInputElement>('checkbox', {
      name: CAR_CONTACT_TEXTS.carContactTestDrive,
    });
    await vi.waitFor(() => expect(quote.checked).toBe(true));
    expect(testDrive.checked).toBe(false);
    act(() => {
      window.location.hash = '#contact-testdrive';
      window.dispatchEvent(new HashChangeEvent('hashchange'));
    });
    await vi.waitFor(() => expect(testDrive.checked).toBe(true));
  });

  it('pushes form_interaction once, at the first change', () => {
    renderStock();
    type(/Namn/, 'S');
    type(/Namn/, 'Sv');
    expect(events()).toEqual(['form_interaction']);
  });
});

describe('ContactSellerButtons', () => {
  it('link a sample car to quote and test drive, any other car to the contact form', () => {
    const { unmount } = renderWithSite(<ContactSellerButtons car={{ car_is_sample: true }} />);
    expect(screen.getByRole('link', { name: 'Få ett prisförslag' }).getAttribute('href')).toBe(
      '#contact-quote',
    );
    expect(screen.getByRole('link', { name: 'Boka provkörning' }).getAttribute('href')).toBe(
      '#contact-testdrive',
    );
    unmount();
    renderWithSite(<ContactSellerButtons car={{ car_is_sample: false }} />);
    expect(screen.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(['#contact-form']);
  });
});
