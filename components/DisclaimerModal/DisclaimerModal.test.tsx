// @vitest-environment jsdom
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { componentFieldsValidator } from '../../runtime/config/schemaValidator';
import type { Rendering } from '../../schemas/generated/layout';
import { hydrateRoot } from 'react-dom/client';
import {
  layoutWith,
  renderSitePage,
  renderSitePageToString,
  sitePage,
} from '../../tests/render/renderSitePage';
import { chromeOf, editableText } from '../../tests/fixtures/editableMarkup';
import fieldsSchema from './disclaimerModal.schema.json';
import type { DisclaimerModalFields } from './fields.generated';

const router = vi.hoisted(() => ({
  push: vi.fn<(url: string) => Promise<boolean>>(async () => true),
  prefetch: vi.fn(async () => undefined),
}));
vi.mock('next/router', () => ({ useRouter: () => router }));

const FIELDS: DisclaimerModalFields = {
  Title: { value: 'Innan du fortsätter' },
  Text: { value: '<p>Priserna är rekommenderade cirkapriser.</p>' },
  ApproveText: { value: 'Jag förstår' },
  DeclineText: { value: 'Nej tack' },
};

function disclaimerPage(fields: DisclaimerModalFields, params: Record<string, string>, pageEditing = false) {
  const rendering: Rendering = { uid: 'disclaimer-uid', componentName: 'DisclaimerModal', fields, params };
  const layout = layoutWith([rendering], { pageEditing });
  const route = layout.sitecore.route;
  if (route) route.placeholders = { header: [], footer: [], ...route.placeholders };
  return layout;
}

const renderDisclaimer = (
  fields: DisclaimerModalFields = FIELDS,
  options: {
    params?: Record<string, string>;
    dictionary?: Record<string, string>;
    pageEditing?: boolean;
  } = {},
) =>
  renderSitePage(disclaimerPage(fields, options.params ?? { StorageKey: 'leasing' }, options.pageEditing), {
    dictionary: options.dictionary,
  });

const dialog = () => screen.queryByRole('alertdialog');

afterEach(() => {
  localStorage.clear();
  router.push.mockClear();
});

describe('DisclaimerModal field schema', () => {
  it('accepts the documented fields only', () => {
    const validate = componentFieldsValidator(fieldsSchema);
    expect(validate({ ...FIELDS, DeclineUrl: { value: { href: 'https://www.example.com' } } })).toBe(true);
    expect(validate({ RememberDays: { value: 30 } })).toBe(false);
  });
});

describe('DisclaimerModal on a first visit', () => {
  it('opens as an alert dialog named by its title, described by its text, with focus inside', () => {
    renderDisclaimer();
    const element = dialog() as HTMLElement;
    expect(element).toBe(screen.getByRole('alertdialog', { name: 'Innan du fortsätter' }));
    expect(element.getAttribute('aria-modal')).toBe('true');
    expect(document.getElementById(element.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Priserna är rekommenderade cirkapriser.',
    );
    expect(element.contains(document.activeElement)).toBe(true);
  });

  it('cannot be dismissed with Escape or by clicking the backdrop', () => {
    renderDisclaimer();
    fireEvent.keyDown(dialog() as HTMLElement, { key: 'Escape' });
    const backdrop = document.querySelector('.MuiBackdrop-root') as HTMLElement;
    fireEvent.mouseDown(backdrop);
    fireEvent.click(backdrop);
    expect(dialog()).toBeTruthy();
  });

  it('approve closes it and remembers it: the next visit does not show it', async () => {
    const { unmount } = renderDisclaimer();
    fireEvent.click(screen.getByRole('button', { name: 'Jag förstår' }));
    expect(localStorage.getItem('disclaimer:leasing')).toBe('approved');
    await waitFor(() => expect(dialog()).toBeNull());
    unmount();
    renderDisclaimer();
    expect(dialog()).toBeNull();
    expect(router.push).not.toHaveBeenCalled();
  });

  it("decline sends the visitor to the site's start page and remembers nothing", () => {
    renderDisclaimer();
    fireEvent.click(screen.getByRole('button', { name: 'Nej tack' }));
    expect(router.push).toHaveBeenCalledWith('/');
    expect(localStorage.getItem('disclaimer:leasing')).toBeNull();
  });

  it('decline goes to DeclineUrl when set, internal or external', () => {
    const { unmount } = renderDisclaimer({ ...FIELDS, DeclineUrl: { value: { href: '/om-oss' } } });
    fireEvent.click(screen.getByRole('button', { name: 'Nej tack' }));
    expect(router.push).toHaveBeenLastCalledWith('/om-oss');
    unmount();
    renderDisclaimer({ ...FIELDS, DeclineUrl: { value: { href: 'https://www.example.com/' } } });
    fireEvent.click(screen.getByRole('button', { name: 'Nej tack' }));
    expect(router.push).toHaveBeenLastCalledWith('https://www.example.com/');
  });
});

describe('DisclaimerModal memory', () => {
  it('is not shown when its approval is stored', () => {
    localStorage.setItem('disclaimer:leasing', 'approved');
    renderDisclaimer();
    expect(dialog()).toBeNull();
  });

  it('asks again under another StorageKey, and uses the rendering uid without one', () => {
    localStorage.setItem('disclaimer:leasing', 'approved');
    const { unmount } = renderDisclaimer(FIELDS, { params: { StorageKey: 'leasing-2027' } });
    expect(dialog()).toBeTruthy();
    unmount();
    renderDisclaimer(FIELDS, { params: {} });
    fireEvent.click(screen.getByRole('button', { name: 'Jag förstår' }));
    expect(localStorage.getItem('disclaimer:disclaimer-uid')).toBe('approved');
  });

  it('closes when the approval arrives from another tab', async () => {
    renderDisclaimer();
    localStorage.setItem('disclaimer:leasing', 'approved');
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: 'disclaimer:leasing' }));
    });
    await waitFor(() => expect(dialog()).toBeNull());
  });

  it('still closes on approve when storage is unavailable, and asks again next time', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const setItem = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('quota', 'QuotaExceededError');
    });
    const { unmount } = renderDisclaimer();
    fireEvent.click(screen.getByRole('button', { name: 'Jag förstår' }));
    await waitFor(() => expect(dialog()).toBeNull());
    expect(log).toHaveBeenCalled();
    unmount();
    setItem.mockRestore();
    log.mockRestore();
    renderDisclaimer();
    expect(dialog()).toBeTruthy();
  });
});

describe('DisclaimerModal texts', () => {
  it('falls back to the dictionary for an empty title and button texts', () => {
    renderDisclaimer({ Text: FIELDS.Text }, { dictionary: { disclaimerApprove: 'I agree' } });
    expect(screen.getByRole('alertdialog', { name: 'Villkor' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'I agree' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Avböj' })).toBeTruthy();
  });
});

describe('DisclaimerModal on a statically generated page', () => {
  const hydrate = async () => {
    const page = disclaimerPage(FIELDS, { StorageKey: 'leasing' });
    const container = document.createElement('div');
    container.innerHTML = renderSitePageToString(page);
    document.body.append(container);
    const html = container.innerHTML;
    const errors = vi.spyOn(console, 'error');
    const root = await act(async () => hydrateRoot(container, sitePage(page)));
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
    return {
      html,
      cleanup: () => {
        act(() => root.unmount());
        container.remove();
      },
    };
  };

  it('is closed in the server HTML and opens after hydration for a first visit', async () => {
    const { html, cleanup } = await hydrate();
    expect(html).not.toContain('Innan du fortsätter');
    expect(dialog()).toBeTruthy();
    cleanup();
  });

  it('stays closed after hydration when approved', async () => {
    localStorage.setItem('disclaimer:leasing', 'approved');
    const { cleanup } = await hydrate();
    expect(dialog()).toBeNull();
    cleanup();
  });
});

describe('DisclaimerModal in the page editor', () => {
  it("gives editors the chromes of the title and of both buttons' texts, empty ones too", async () => {
    renderDisclaimer(
      {
        ...FIELDS,
        Title: editableText('disclaimer-title', 'Innan du går vidare'),
        ApproveText: editableText('approve-text', ''),
        DeclineText: editableText('decline-text', 'Nej tack'),
      },
      { pageEditing: true },
    );
    const shown = await screen.findByRole('alertdialog');
    expect(chromeOf(shown, 'disclaimer-title')).not.toBeNull();
    expect(chromeOf(shown, 'approve-text')?.closest('button')).not.toBeNull();
    expect(chromeOf(shown, 'decline-text')?.closest('button')).not.toBeNull();
    expect(shown.textContent).not.toContain('Jag godkänner');
  });
});
