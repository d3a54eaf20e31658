// @vitest-environment jsdom
import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import svDictionary from '../../sites/carstoresesite/dictionary/sv-SE.json';
import { testSite } from '../../tests/fixtures/testSite';
import { layoutWith, renderSitePage, renderSitePageToString } from '../../tests/render/renderSitePage';
import { chromeOf, editableText } from '../../tests/fixtures/editableMarkup';
import type { SellCarFormFields } from './fields.generated';

const fields: SellCarFormFields = {
  Title: { value: 'Sälj din bil till oss' },
  OptionsLabel: { value: 'Vad vill du göra?' },
  FirstOption: { value: 'Sälja bilen' },
  SecondOption: { value: 'Byta in bilen' },
};

const layout = (sellFields: SellCarFormFields = fields, pageEditing = false) =>
  layoutWith([{ uid: 'sell', componentName: 'SellCarForm', fields: { ...sellFields } }], { pageEditing });
const renderForm = () => renderSitePage(layout(), { dictionary: svDictionary });

const fetchMock = vi.fn<typeof fetch>();
const answer = (status: number) => new Response(status === 202 ? null : '{}', { status });

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const input = (label: RegExp) => screen.getByLabelText(label);
const type = (label: RegExp, value: string) => fireEvent.change(input(label), { target: { value } });
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Skicka' }));

function fillValidForm() {
  type(/Registreringsnummer/, 'ABC 123');
  type(/Miltal/, '12500');
  fireEvent.click(screen.getByRole('radio', { name: 'Byta in bilen' }));
  type(/Namn/, 'Sven Svensson');
  type(/Telefon/, '070 123 45 67');
  type(/E-post/, 'sven@example.se');
  type(/Övrigt/, 'Vinterdäck ingår.');
}

/** The body of the n-th POST. */
function postedBody(call = 0): unknown {
  const init = fetchMock.mock.calls[call]?.[1];
  return JSON.parse(String(init?.body));
}

// A whole MUI form in jsdom, typed into field by field: seconds per test on a busy 2-core machine.
describe('SellCarForm', () => {
  it('renders every field with its label, the two options from the rendering and the required marks', () => {
    renderForm();
    expect(screen.getByRole('heading', { name: 'Sälj din bil till oss' })).toBeTruthy();
    const form = screen.getByRole('form', { name: 'Sälj din bil till oss' });
    for (const label of [/Registreringsnummer/, /Miltal/, /Namn/, /Telefon/, /E-post/, /Övrigt/]) {
      expect(within(form).getByLabelText(label)).toBeTruthy();
    }
    const group = screen.getByRole('group', { name: /Vad vill du göra\?/ });
    expect(
      within(group)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual(['Sälja bilen', 'Byta in bilen']);
    expect(input(/Registreringsnummer/).hasAttribute('required')).toBe(true);
    expect(input(/Övrigt/).hasAttribute('required')).toBe(false);
    expect(input(/Miltal/).getAttribute('type')).toBe('number');
    expect(input(/E-post/).getAttribute('type')).toBe('email');
  });

  it('renders the whole form on the server, its button waiting for JavaScript, which a noscript line says', () => {
    const html = renderSitePageToString(layout(), { dictionary: svDictionary });
    expect(html).toContain('Registreringsnummer');
    expect(html).toContain('name="customerEmail"');
    expect(html).toMatch(/<button[^>]*type="submit"[^>]*disabled/);
    expect(html).toContain('<noscript>');
    expect(html).toContain(svDictionary.formNoScript);
  });

  it('shows each field its message on an invalid submit, focuses the first invalid field and posts nothing', async () => {
    renderForm();
    type(/Miltal/, '-5');
    type(/Namn/, 'Sven');
    type(/Telefon/, '12');
    type(/E-post/, 'sven@');
    submit();
    const regno = input(/Registreringsnummer/);
    await vi.waitFor(() => expect(document.activeElement).toBe(regno));
    expect(regno.getAttribute('aria-invalid')).toBe('true');
    const messages = screen.getAllByRole('alert').map((alert) => alert.textContent);
    expect(messages).toEqual([
      'Ange registreringsnummer',
      'Miltalet kan inte vara negativt',
      'Välj ett av alternativen',
      'Ange ett giltigt telefonnummer, 6–20 siffror',
      'Ange en giltig e-postadress',
    ]);
    const describedBy = regno.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(describedBy)?.textContent).toBe('Ange registreringsnummer');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('tells a registration number in a wrong shape from a missing one, and clears a message once fixed', async () => {
    renderForm();
    type(/Registreringsnummer/, '!!');
    submit();
    expect(
      await screen.findByText('Ange ett giltigt registreringsnummer, till exempel ABC 123'),
    ).toBeTruthy();
    type(/Registreringsnummer/, 'ABC 123');
    await vi.waitFor(() => expect(input(/Registreringsnummer/).getAttribute('aria-invalid')).toBe('false'));
  });

  it('posts the spec body once to the form hub and shows the success text on 202', async () => {
    fetchMock.mockResolvedValue(answer(202));
    renderForm();
    fillValidForm();
    submit();
    expect(await screen.findByText(svDictionary.sellCarFormSuccessHeading)).toBeTruthy();
    expect(screen.getByText(svDictionary.sellCarFormSuccessText)).toBeTruthy();
    expect(screen.queryByRole('form')).toBeNull();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/forms/comhub');
    expect(init?.method).toBe('POST');
    const body = postedBody() as { formSubmissionId: string };
    expect(body).toEqual({
      formName: 'carstoresesiteSellCarForm',
      formSubmissionId: expect.stringMatching(/^[0-9a-f-]{36}$/),
      values: {
        regno: 'ABC 123',
        milage: 12500,
        customerName: 'Sven Svensson',
        customerPhone: '070 123 45 67',
        customerEmail: 'sven@example.se',
        option: 'Byta in bilen',
        other: 'Vinterdäck ingår.',
      },
    });
  });

  it('disables every field and the button while sending', async () => {
    let accept: (response: Response) => void = () => undefined;
    fetchMock.mockReturnValue(new Promise((resolve) => (accept = resolve)));
    renderForm();
    fillValidForm();
    submit();
    const button = await screen.findByRole('button', { name: 'Skickar…' });
    expect(button.hasAttribute('disabled')).toBe(true);
    expect(input(/Namn/).hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('radio', { name: 'Sälja bilen' }).hasAttribute('disabled')).toBe(true);
    await act(async () => accept(answer(202)));
    expect(await screen.findByText(svDictionary.sellCarFormSuccessHeading)).toBeTruthy();
  });

  it('tries 3 times 1 s apart with the same submission id, then shows the failure line', async () => {
    vi.useFakeTimers();
    fetchMock
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce(answer(503))
      .mockResolvedValueOnce(answer(429));
    renderForm();
    fillValidForm();
    submit();
    await act(() => vi.advanceTimersByTimeAsync(999));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await act(() => vi.advanceTimersByTimeAsync(1001));
    expect(fetchMock).toHaveBeenCalledTimes(3);
    await act(() => vi.advanceTimersByTimeAsync(5000));
    expect(fetchMock).toHaveBeenCalledTimes(3);
    const ids = [0, 1, 2].map((call) => (postedBody(call) as { formSubmissionId: string }).formSubmissionId);
    expect(new Set(ids).size).toBe(1);
    expect(screen.getByRole('alert').textContent).toBe(svDictionary.sellCarFormFailure);
    expect(screen.getByRole('button', { name: 'Skicka' }).hasAttribute('disabled')).toBe(false);
  });

  it('aborts silently without name, phone or e-mail: no message, nothing posted', async () => {
    renderForm();
    fillValidForm();
    type(/Telefon/, '');
    submit();
    await act(async () => undefined);
    await vi.waitFor(() =>
      expect(screen.getByRole('button', { name: 'Skicka' }).hasAttribute('disabled')).toBe(false),
    );
    expect(screen.queryAllByRole('alert')).toEqual([]);
    expect(input(/Telefon/).getAttribute('aria-invalid')).toBe('false');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('marks the fields the hub refuses (400 with pointers) and shows the failure line', async () => {
    fetchMock.mockResolvedValue(
      Response.json(
        {
          error: 'invalid form',
          problems: [{ pointer: '/values/customerPhone', message: 'must match pattern' }],
        },
        { status: 400 },
      ),
    );
    renderForm();
    fillValidForm();
    submit();
    expect(await screen.findByText(svDictionary['formError.invalid'])).toBeTruthy();
    expect(input(/Telefon/).getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText(svDictionary.sellCarFormFailure)).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('uses the Swedish defaults where a market has no texts', () => {
    renderSitePage(layout(), { site: testSite(), dictionary: {} });
    expect(screen.getByRole('button', { name: 'Skicka' })).toBeTruthy();
    expect(input(/Registreringsnummer/)).toBeTruthy();
  });
});

describe('SellCarForm in the page editor', () => {
  it("gives editors the chromes of the question and of both options, an empty option's too", () => {
    const { container } = renderSitePage(
      layout(
        {
          ...fields,
          OptionsLabel: editableText('options-label', 'Vad vill du göra?'),
          FirstOption: editableText('first-option', 'Sälja bilen'),
          SecondOption: editableText('second-option', ''),
        },
        true,
      ),
      { dictionary: svDictionary },
    );
    expect(chromeOf(container, 'options-label')?.closest('legend')).not.toBeNull();
    expect(chromeOf(container, 'first-option')?.closest('label')?.querySelector('input')?.value).toBe(
      'Sälja bilen',
    );
    expect(chromeOf(container, 'second-option')?.closest('label')).not.toBeNull();
  });
});
