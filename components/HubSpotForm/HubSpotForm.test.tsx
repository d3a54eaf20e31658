// @vitest-environment jsdom
import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import svDictionary from '../../sites/carstoresesite/dictionary/sv-SE.json';
import type { HubSpotFormOptions } from '../../ui/embeds/hubSpotForms';
import { layoutWith, renderSitePage } from '../../tests/render/renderSitePage';
import type { HubSpotFormFields } from './fields.generated';
import { HUBSPOT_NOT_CONFIGURED } from './HubSpotForm';

const configured: HubSpotFormFields = {
  PortalId: { value: '1234567' },
  FormId: { value: 'a1b2c3d4-0000-4000-8000-123456789abc' },
  Region: { value: 'EU1' },
};

const renderForm = (fields: HubSpotFormFields, options: { pageEditing?: boolean } = {}) =>
  renderSitePage(
    layoutWith([{ uid: 'hubspot', componentName: 'HubSpotForm', fields: { ...fields } }], options),
    {
      dictionary: svDictionary,
    },
  );

const scripts = () => [...document.head.querySelectorAll('script')].map((script) => script.src);
const create = vi.fn<(options: HubSpotFormOptions) => void>();

/** HubSpot's script "loads": it defines `hbspt` and fires `load`. */
function loadHubSpotScript() {
  window.hbspt = { forms: { create } };
  act(() => {
    document.head.querySelector('script')?.dispatchEvent(new Event('load'));
  });
}

beforeEach(() => {
  create.mockReset();
  for (const script of document.head.querySelectorAll('script')) script.remove();
});

afterEach(() => {
  vi.unstubAllEnvs();
  vi.useRealTimers();
  delete window.hbspt;
});

describe('HubSpotForm', () => {
  it('without a portal and form id explains itself in development and renders nothing in production', () => {
    vi.stubEnv('NODE_ENV', 'development');
    const development = renderForm({ PortalId: { value: '' } });
    expect(screen.getByRole('note').textContent).toBe(HUBSPOT_NOT_CONFIGURED);
    development.unmount();

    vi.stubEnv('NODE_ENV', 'production');
    const { container } = renderForm({ PortalId: { value: '123' } });
    expect(screen.queryByRole('note')).toBeNull();
    expect(container.querySelector('main')?.textContent).toBe('');
    expect(scripts()).toEqual([]);
  });

  it("loads the region's form script and creates the form in the block", async () => {
    const { container } = renderForm(configured);
    expect(scripts()).toEqual(['https://js-eu1.hsforms.net/forms/embed/v2.js']);
    loadHubSpotScript();
    await vi.waitFor(() => expect(create).toHaveBeenCalledOnce());
    const target = container.querySelector('[data-hubspot-form]');
    expect(create.mock.calls[0]?.[0]).toEqual({
      portalId: '1234567',
      formId: 'a1b2c3d4-0000-4000-8000-123456789abc',
      region: 'eu1',
      target: `#${target?.id}`,
    });
  });

  it('as a popup creates the form again 3000 ms after a submit', async () => {
    vi.useFakeTimers();
    renderForm({ ...configured, Region: { value: '' }, IsPopup: { value: true } });
    expect(scripts()).toEqual(['https://js.hsforms.net/forms/embed/v2.js']);
    loadHubSpotScript();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(create).toHaveBeenCalledOnce();
    act(() => create.mock.calls[0]?.[0].onFormSubmitted?.());
    await act(async () => {
      await vi.advanceTimersByTimeAsync(2_999);
    });
    expect(create).toHaveBeenCalledOnce();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1);
    });
    expect(create).toHaveBeenCalledTimes(2);
  });

  it('in page-editing mode shows the edit-mode notice over the block and loads no HubSpot script', () => {
    const { container } = renderForm(configured, { pageEditing: true });
    expect(screen.getByRole('note').textContent).toBe(svDictionary.embeddedFormEditMode);
    expect(container.querySelector('[data-edit-mode-overlay]')).toBeTruthy();
    expect(scripts()).toEqual([]);
  });
});
