// @vitest-environment jsdom
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { componentFieldsValidator } from '../../runtime/config/schemaValidator';
import type { LayoutData } from '../../schemas/generated/layout';
import {
  layoutWith,
  renderSitePage,
  renderSitePageToString,
  sitePage,
} from '../../tests/render/renderSitePage';
import { HIDE_ALERT_COOKIE, HIDE_ALERT_DAYS } from './AlertBar';
import fieldsSchema from './alertBar.schema.json';
import type { AlertBarFields } from './fields.generated';

const DAY_MS = 24 * 60 * 60 * 1000;

/** A page with the alert first in the `header` placeholder, where it lives. */
function alertPage(fields: AlertBarFields): LayoutData {
  const layout = layoutWith([]);
  const header = [{ uid: 'alert', componentName: 'AlertBar', fields }];
  if (layout.sitecore.route) layout.sitecore.route.placeholders = { header, main: [], footer: [] };
  return layout;
}

const alert = (type: string, text = `<p>${type} message</p>`): AlertBarFields => ({
  Text: { value: text },
  Type: { value: type as NonNullable<AlertBarFields['Type']>['value'] },
});

/** Whether the element is displayed, or it or one of its ancestors is `display: none`. */
function isDisplayed(element: Element): boolean {
  for (let node: Element | null = element; node; node = node.parentElement) {
    if (getComputedStyle(node).display === 'none') return false;
  }
  return true;
}

const expireCookie = () => {
  document.cookie = `${HIDE_ALERT_COOKIE}=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT`;
};

afterEach(() => {
  expireCookie();
  delete document.documentElement.dataset.hideAlert;
  vi.restoreAllMocks();
});

describe('AlertBar field schema', () => {
  it('accepts the four types only', () => {
    const validate = componentFieldsValidator(fieldsSchema);
    for (const type of ['Warning', 'Dark', 'Light', 'Neutral']) expect(validate(alert(type))).toBe(true);
    expect(validate(alert('Danger'))).toBe(false);
  });
});

describe('AlertBar', () => {
  it('renders the text and link; a Warning cannot be closed', () => {
    renderSitePage(
      alertPage({
        ...alert('Warning', '<p>Våra verkstäder är stängda på fredag.</p>'),
        Link: { value: { href: '/oppettider', text: 'Se öppettider' } },
      }),
    );
    expect(screen.getByText('Våra verkstäder är stängda på fredag.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Se öppettider' }).getAttribute('href')).toBe('/oppettider');
    expect(screen.queryByRole('button', { name: 'Stäng' })).toBeNull();
  });

  it.each(['Dark', 'Light', 'Neutral'])('a %s alert has a close button', (type) => {
    renderSitePage(alertPage(alert(type)));
    expect(screen.getByRole('button', { name: 'Stäng' })).toBeTruthy();
  });

  it('gives each type its own colours', () => {
    const colours = ['Warning', 'Dark', 'Light', 'Neutral'].map((type) => {
      const { container, unmount } = renderSitePage(alertPage(alert(type)));
      const bar = container.querySelector(`[data-alert-type="${type}"]`);
      if (!(bar instanceof HTMLElement)) throw new Error(`no ${type} bar`);
      const style = getComputedStyle(bar);
      const pair = `${style.backgroundColor} / ${style.color}`;
      unmount();
      return pair;
    });
    expect(new Set(colours).size).toBe(4);
  });

  it('closing sets the hideAlert cookie for a day on path / and collapses the bar', async () => {
    const cookieWrites = vi.spyOn(Document.prototype, 'cookie', 'set');
    renderSitePage(alertPage(alert('Dark')));
    const before = Date.now();
    fireEvent.click(screen.getByRole('button', { name: 'Stäng' }));

    expect(document.cookie).toContain(`${HIDE_ALERT_COOKIE}=1`);
    const written = String(cookieWrites.mock.calls.at(-1)?.[0]);
    expect(written).toMatch(/^hideAlert=1;/);
    expect(written).toContain('path=/');
    const expires = Date.parse(/expires=([^;]+)/.exec(written)?.[1] ?? '');
    expect(Math.abs(expires - (before + HIDE_ALERT_DAYS * DAY_MS))).toBeLessThan(5000);

    await waitFor(() => expect(screen.queryByText('Dark message')).toBeNull());
  });

  it('uses the market dictionary for the close button', () => {
    renderSitePage(alertPage(alert('Neutral')), { dictionary: { alertClose: 'Close' } });
    expect(screen.getByRole('button', { name: 'Close' })).toBeTruthy();
  });

  it('renders nothing when the cookie is set, except a Warning', () => {
    document.cookie = `${HIDE_ALERT_COOKIE}=1; path=/`;
    const { container, unmount } = renderSitePage(alertPage(alert('Light')));
    expect(screen.queryByText('Light message')).toBeNull();
    expect(container.querySelector('script')).toBeNull();
    unmount();
    renderSitePage(alertPage(alert('Warning')));
    expect(screen.getByText('Warning message')).toBeTruthy();
  });
});

describe('AlertBar on a statically generated page', () => {
  it('puts a script before a closable bar that marks <html> when the cookie is set', () => {
    const html = renderSitePageToString(alertPage(alert('Dark')));
    const scriptAt = html.indexOf('<script>');
    expect(scriptAt).toBeGreaterThan(-1);
    expect(scriptAt).toBeLessThan(html.indexOf('Dark message'));
    const script = /<script>(.*?)<\/script>/.exec(html)?.[1] ?? '';

    new Function(script)();
    expect(document.documentElement.dataset.hideAlert).toBeUndefined();
    document.cookie = `${HIDE_ALERT_COOKIE}=1; path=/`;
    new Function(script)();
    expect(document.documentElement.dataset.hideAlert).toBe('1');
  });

  it('has no script for a Warning, which cannot be closed', () => {
    expect(renderSitePageToString(alertPage(alert('Warning')))).not.toContain('<script>');
  });

  it('hides a closable bar under html[data-hide-alert] by style, but never a Warning', () => {
    document.documentElement.dataset.hideAlert = '1';
    const { container, unmount } = renderSitePage(alertPage(alert('Neutral')));
    const neutral = container.querySelector('[data-alert-type="Neutral"]');
    if (!neutral) throw new Error('no bar');
    expect(isDisplayed(neutral)).toBe(false);
    unmount();
    const warning = renderSitePage(alertPage(alert('Warning'))).container.querySelector(
      '[data-alert-type="Warning"]',
    );
    if (!warning) throw new Error('no warning bar');
    expect(isDisplayed(warning)).toBe(true);
  });

  it('after hydration with the cookie set, the bar is gone from the page', async () => {
    const page = alertPage(alert('Light'));
    const container = document.createElement('div');
    container.innerHTML = renderSitePageToString(page);
    document.body.append(container);
    expect(container.textContent).toContain('Light message');

    document.cookie = `${HIDE_ALERT_COOKIE}=1; path=/`;
    const errors = vi.spyOn(console, 'error');
    const root = await act(async () => hydrateRoot(container, sitePage(page)));
    expect(container.textContent).not.toContain('Light message');
    expect(container.querySelector('script')).toBeNull();
    expect(errors).not.toHaveBeenCalled();
    act(() => root.unmount());
    container.remove();
  });

  it('after hydration without the cookie, the bar stays and the script goes', async () => {
    const page = alertPage(alert('Dark'));
    const container = document.createElement('div');
    container.innerHTML = renderSitePageToString(page);
    document.body.append(container);
    const root = await act(async () => hydrateRoot(container, sitePage(page)));
    expect(container.textContent).toContain('Dark message');
    expect(container.querySelector('script')).toBeNull();
    act(() => root.unmount());
    container.remove();
  });
});
