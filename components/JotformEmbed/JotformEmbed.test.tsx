// @vitest-environment jsdom
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import demoForms from '../../runtime/services/jotform/embedded/demoForms.json';
import type { JotformDefinition, JotformResponse } from '../../runtime/services/jotform/contract';
import svDictionary from '../../sites/carstoresesite/dictionary/sv-SE.json';
import { loaderContext } from '../../tests/fixtures/loaderContext';
import { layoutWith, renderSitePage, renderSitePageToString } from '../../tests/render/renderSitePage';
import type { JotformEmbedFields } from './fields.generated';
import { loadJotformEmbed } from './index';

const FORM_ID = '241000000001001';
const form = demoForms.find((candidate) => candidate.id === FORM_ID) as JotformDefinition;
const fields: JotformEmbedFields = { FormId: { value: FORM_ID }, Title: { value: 'Din provkörning' } };

const pageWith = (renderingFields: JotformEmbedFields, options: { pageEditing?: boolean } = {}) =>
  layoutWith([{ uid: 'jotform', componentName: 'JotformEmbed', fields: { ...renderingFields } }], options);
const pageOptions = (data: unknown = { form }) => ({
  dictionary: svDictionary,
  renderingData: { data: { jotform: data }, failed: [] },
});
const renderEmbed = (renderingFields = fields, options: { pageEditing?: boolean } = {}) =>
  renderSitePage(pageWith(renderingFields, options), pageOptions());

const stored: JotformResponse = {
  responseCode: 200,
  message: 'success',
  content: [
    {
      id: '1',
      form_id: FORM_ID,
      created_at: '2026-05-04 09:30:15',
      answers: {
        '3': { name: 'fullName', text: 'Namn', type: 'control_textbox', answer: 'Anna Andersson' },
        '6': {
          name: 'carModel',
          text: 'Vilken bil vill du provköra?',
          type: 'control_textbox',
          answer: 'Volvo XC60',
        },
      },
    },
  ],
};

const fetchMock = vi.fn<typeof fetch>();
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  window.dataLayer = [];
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const type = (label: RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Skicka' }));
const events = () => (window.dataLayer ?? []).map((event) => (event as { event: string }).event);

function fillValidForm() {
  type(/Namn/, 'Anna Andersson');
  type(/E-post/, 'anna@example.se');
  type(/Telefon/, '+46 70 123 45 67');
  type(/Vilken bil/, 'Volvo XC60');
}

describe('JotformEmbed', () => {
  it("shows 'Missing FormId' and no form without a form id", () => {
    renderSitePage(pageWith({ Title: { value: 'x' } }), pageOptions({ form: null }));
    expect(screen.getByText('Missing FormId')).toBeTruthy();
    expect(screen.queryByRole('form')).toBeNull();
  });

  it('renders the form’s fields on the server, its button waiting for JavaScript', () => {
    const html = renderSitePageToString(pageWith(fields), pageOptions());
    for (const question of form.questions) expect(html).toContain(`name="${question.name}"`);
    expect(html).toContain('Din provkörning');
    expect(html).toMatch(/<button[^>]*type="submit"[^>]*disabled/);
    expect(html).toContain(svDictionary.formNoScript);
  });

  it('marks unanswered required fields and a malformed e-mail with the dictionary’s texts and sends nothing', async () => {
    renderEmbed();
    type(/E-post/, 'anna@');
    submit();
    // The name and the car by the generic text, the phone and e-mail by the texts of their field names.
    await waitFor(() => expect(screen.getAllByText(svDictionary['formError.required'])).toHaveLength(2));
    expect(screen.getByText(svDictionary['formError.phone.required'])).toBeTruthy();
    expect(screen.getByText(svDictionary['formError.email.format'])).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('posts formId and the answers by question id, then shows the stored answers under the success heading', async () => {
    fetchMock.mockResolvedValue(json(200, stored));
    renderEmbed();
    fillValidForm();
    submit();
    const status = await screen.findByRole('status');
    expect(within(status).getByText(form.successHeading)).toBeTruthy();
    expect(within(status).getByText('Volvo XC60')).toBeTruthy();
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/jotform');
    expect(JSON.parse(String(init?.body))).toEqual({
      formId: FORM_ID,
      answers: { '3': 'Anna Andersson', '4': 'anna@example.se', '5': '+46 70 123 45 67', '6': 'Volvo XC60' },
    });
    expect(events()).toEqual(['form_interaction', 'generate_lead']);
  });

  it('logs a failure as FORM_SUBMISSION_FAILED_JOTFORM and offers a retry that keeps the visitor’s input', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    fetchMock.mockResolvedValueOnce(json(503, { error: 'The form could not be sent.' }));
    renderEmbed();
    fillValidForm();
    submit();
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText(svDictionary.embeddedFormFailure)).toBeTruthy();
    expect(logged).toHaveBeenCalledWith(expect.stringContaining('FORM_SUBMISSION_FAILED_JOTFORM'));
    expect((screen.getByLabelText(/Vilken bil/) as HTMLInputElement).value).toBe('Volvo XC60');

    fetchMock.mockResolvedValueOnce(json(200, stored));
    await act(async () => {
      fireEvent.click(within(alert).getByRole('button', { name: svDictionary.embeddedFormRetry }));
    });
    expect(await screen.findByText(form.successHeading)).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(fetchMock.mock.calls[1]?.[1]?.body).toBe(fetchMock.mock.calls[0]?.[1]?.body);
  });

  it('in page-editing mode covers the form with the edit-mode notice, the form inert beneath it', () => {
    const { container } = renderEmbed(fields, { pageEditing: true });
    expect(screen.getByRole('note').textContent).toBe(svDictionary.embeddedFormEditMode);
    expect(container.querySelector('[data-edit-mode-overlay]')).toBeTruthy();
    expect(container.querySelector('form')?.closest('[inert]')).toBeTruthy();
  });
});

describe('loadJotformEmbed', () => {
  it('fetches the form the FormId names through the page’s Jotform service, and none without one', async () => {
    const formOf = vi.fn(() => Promise.resolve(form));
    const context = loaderContext<JotformEmbedFields>({
      fields: { FormId: { value: ` ${FORM_ID} ` } },
      services: { jotform: { form: formOf, submit: () => Promise.reject(new Error('unused')) } },
    });
    await expect(loadJotformEmbed(context)).resolves.toEqual({ form });
    expect(formOf).toHaveBeenCalledWith(FORM_ID);
    await expect(loadJotformEmbed(loaderContext<JotformEmbedFields>({ fields: {} }))).resolves.toEqual({
      form: null,
    });
  });
});
