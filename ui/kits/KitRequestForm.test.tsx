// @vitest-environment jsdom
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { checkFormSubmission } from '../../runtime/services/forms/leadForms';
import { demoCart, demoContext, demoKit } from '../../tests/fixtures/kitRequest';
import { LEAD_SITE_NAMES } from '../../tests/fixtures/leadSubmissions';
import { withSite } from '../../tests/render/renderWithSite';
import { KitRequestForm, type KitRequestContext, type KitRequestItem } from './KitRequestForm';
import { KIT_REQUEST_FORM_TEXTS as TEXT } from './KitRequestFormTexts';

const fetchMock = vi.fn<typeof fetch>();
const answer = (status: number) => new Response(status === 202 ? null : '{}', { status });
const onSent = vi.fn();

beforeEach(() => {
  fetchMock.mockReset();
  onSent.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const form = (kits: readonly KitRequestItem[], context: KitRequestContext | null = demoContext) =>
  withSite(<KitRequestForm kits={kits} context={context} onSent={onSent} />);

function renderForm(kits: readonly KitRequestItem[] = demoCart(2), context?: KitRequestContext | null) {
  const view = render(form(kits, context));
  return { rerender: (next: readonly KitRequestItem[]) => view.rerender(form(next, context)) };
}

const input = (label: RegExp) => screen.getByLabelText(label);
const type = (label: RegExp, value: string) => fireEvent.change(input(label), { target: { value } });
const button = () => screen.getByRole('button', { name: TEXT.kitRequestFormSubmit });
const submit = () => fireEvent.click(button());

function fillValidForm() {
  type(/Namn/, 'Anna Andersson');
  type(/Telefon/, '070 123 45 67');
  type(/E-post/, 'anna@example.se');
  type(/Meddelande/, 'Kan ni montera dem vid nästa service?');
  fireEvent.click(screen.getByRole('checkbox', { name: /Jag godkänner/ }));
}

const postedBody = (call = 0): unknown => JSON.parse(String(fetchMock.mock.calls[call]?.[1]?.body));

/** Lets the button work: it waits for hydration, which a test render reaches after its first effects. */
const hydrated = () => vi.waitFor(() => expect(button().hasAttribute('disabled')).toBe(false));

// A whole MUI form in jsdom, typed into field by field: seconds per test on a busy 2-core machine.
describe('KitRequestForm', () => {
  it('asks for name, phone, e-mail, a message and consent, in a form its heading names', async () => {
    renderForm();
    const named = screen.getByRole('form', { name: TEXT.kitRequestFormHeading });
    for (const label of [/Namn/, /Telefon/, /E-post/, /Meddelande/]) {
      expect(within(named).getByLabelText(label)).toBeTruthy();
    }
    expect(input(/Namn/).hasAttribute('required')).toBe(true);
    expect(input(/Meddelande/).hasAttribute('required')).toBe(false);
    expect(screen.getByRole('checkbox', { name: /Jag godkänner/ }).hasAttribute('required')).toBe(true);
    expect(screen.getByText(TEXT.kitRequestFormIntro)).toBeTruthy();
  });

  it('cannot be sent with an empty cart: the button is disabled and a line says why', async () => {
    renderForm([]);
    expect(screen.getByText(TEXT.kitRequestFormEmptyCart)).toBeTruthy();
    fillValidForm();
    await act(async () => undefined);
    expect(button().hasAttribute('disabled')).toBe(true);
    fireEvent.submit(screen.getByRole('form'));
    await act(async () => undefined);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends the cart and the URL context once as <site>KitRequestForm, which the form hub accepts', async () => {
    fetchMock.mockResolvedValue(answer(202));
    const richKit = { ...demoKit(1), description: 'Passformade golvmattor', images: ['/mattor.jpg'] };
    renderForm([demoKit(0), richKit], { ...demoContext, unit: '  ', auto: '' });
    await hydrated();
    fillValidForm();
    submit();
    await screen.findByText(TEXT.kitRequestFormSuccessHeading);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/forms/comhub');
    const body = postedBody();
    expect(body).toEqual({
      formName: 'carstoresesiteKitRequestForm',
      formSubmissionId: expect.stringMatching(/^[0-9a-f-]{36}$/),
      values: {
        customerName: 'Anna Andersson',
        customerPhone: '070 123 45 67',
        customerEmail: 'anna@example.se',
        message: 'Kan ni montera dem vid nästa service?',
        gdpr: true,
        kits: [demoKit(0), demoKit(1)],
        context: demoContext,
      },
    });
    expect(checkFormSubmission(body, LEAD_SITE_NAMES)).toMatchObject({ ok: true });
  });

  it('on 202 shows the thanks instead of the form and lets the caller empty the cart; a kit added later starts a new request', async () => {
    fetchMock.mockResolvedValue(answer(202));
    const { rerender } = renderForm(demoCart(2), null);
    await hydrated();
    fillValidForm();
    submit();
    const thanks = await screen.findByRole('status');
    expect(thanks.textContent).toContain(TEXT.kitRequestFormSuccessHeading);
    expect(thanks.textContent).toContain(TEXT.kitRequestFormSuccessText);
    expect(document.activeElement).toBe(thanks);
    expect(screen.queryByRole('form')).toBeNull();
    expect(onSent).toHaveBeenCalledTimes(1);
    expect((postedBody() as { values: object }).values).not.toHaveProperty('context');

    rerender([]);
    expect(screen.getByText(TEXT.kitRequestFormSuccessHeading)).toBeTruthy();
    rerender([demoKit(7)]);
    expect(screen.queryByText(TEXT.kitRequestFormSuccessHeading)).toBeNull();
    expect((input(/Namn/) as HTMLInputElement).value).toBe('');
    expect(onSent).toHaveBeenCalledTimes(1);
  });

  it('after 3 failed tries shows the failure text and keeps everything typed', async () => {
    fetchMock.mockResolvedValue(answer(503));
    renderForm();
    await hydrated();
    fillValidForm();
    vi.useFakeTimers();
    submit();
    await act(() => vi.advanceTimersByTimeAsync(2_500));
    expect(fetchMock).toHaveBeenCalledTimes(3);
    expect(screen.getByRole('alert').textContent).toBe(TEXT.kitRequestFormFailure);
    expect((input(/Namn/) as HTMLInputElement).value).toBe('Anna Andersson');
    expect((input(/Meddelande/) as HTMLTextAreaElement).value).toBe('Kan ni montera dem vid nästa service?');
    expect((screen.getByRole('checkbox', { name: /Jag godkänner/ }) as HTMLInputElement).checked).toBe(true);
    expect(onSent).not.toHaveBeenCalled();
    expect(button().hasAttribute('disabled')).toBe(false);
  });

  it('marks the fields the visitor must fix and sends nothing', async () => {
    renderForm();
    await hydrated();
    type(/Namn/, 'Anna');
    type(/Telefon/, '12');
    type(/E-post/, 'anna@');
    submit();
    await vi.waitFor(() => expect(input(/Telefon/).getAttribute('aria-invalid')).toBe('true'));
    expect(input(/Namn/).getAttribute('aria-invalid')).toBe('false');
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual([
      'Ange ett giltigt telefonnummer, 6–20 siffror',
      'Ange en giltig e-postadress',
      'Du måste godkänna att vi behandlar dina uppgifter',
    ]);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('says a cart of more than 50 kits is too large, until the cart is smaller', async () => {
    const { rerender } = renderForm(demoCart(51));
    await hydrated();
    fillValidForm();
    submit();
    expect(
      await screen.findByText(
        'Du kan skicka högst 50 produkter i en förfrågan. Ta bort några ur varukorgen.',
      ),
    ).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
    rerender(demoCart(50));
    await vi.waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
  });

  it('says when the cart or its context cannot be sent as they are, and sends nothing', async () => {
    renderForm(demoCart(1), { user: 'x'.repeat(201) });
    await hydrated();
    fillValidForm();
    submit();
    expect(await screen.findByText(TEXT.kitRequestFormCartInvalid)).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
