// @vitest-environment jsdom
import { act, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Rendering } from '../../schemas/generated/layout';
import { componentFieldsValidator } from '../../runtime/config/schemaValidator';
import {
  layoutWith,
  renderSitePage,
  renderSitePageToString,
  sitePage,
} from '../../tests/render/renderSitePage';
import { chromeOf, editableDate, editableText } from '../../tests/fixtures/editableMarkup';
import fieldsSchema from './countdown.schema.json';
import { countdownParts, msUntilNextSecond, parseTargetDate } from './countdownTime';
import type { CountdownFields } from './fields.generated';

/** A page with only these renderings in `main` (empty header and footer, so JSS does not warn). */
function pageWith(main: Rendering[], pageEditing = false) {
  const layout = layoutWith(main, { pageEditing });
  if (layout.sitecore.route) layout.sitecore.route.placeholders = { header: [], footer: [], main };
  return layout;
}

const NOW = new Date('2026-11-20T08:00:00Z');
const fields: CountdownFields = {
  // 1 day, 2 hours, 3 minutes and 4 seconds after NOW.
  TargetDate: { value: '2026-11-21T10:03:04Z' },
  Title: { value: 'Black Week' },
  Text: { value: 'Kampanjen startar snart.' },
  FinishedText: { value: 'Kampanjen har startat!' },
};

const page = (countdown: CountdownFields) =>
  pageWith([{ uid: 'countdown', componentName: 'Countdown', fields: countdown }]);
const renderCountdown = (countdown: CountdownFields = fields, dictionary?: Record<string, string>) =>
  renderSitePage(page(countdown), { dictionary });

const clock = () =>
  Object.fromEntries(
    [...document.querySelectorAll('[data-unit]')].map((unit) => [
      unit.getAttribute('data-unit'),
      unit.querySelector('[data-value]')?.textContent,
    ]),
  );

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(NOW);
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('Countdown field schema', () => {
  it('requires an ISO date and time as TargetDate', () => {
    const validate = componentFieldsValidator(fieldsSchema);
    expect(validate(fields)).toBe(true);
    expect(validate({ TargetDate: { value: '2026-11-21T10:03' } })).toBe(true);
    expect(validate({ TargetDate: { value: '2026-11-21T10:03:04.500+01:00' } })).toBe(true);
    expect(validate({ TargetDate: { value: '21 november 2026' } })).toBe(false);
    expect(validate({ TargetDate: { value: '2026-11-21' } })).toBe(false);
    expect(validate({ Title: fields.Title })).toBe(false);
  });
});

describe('countdown time', () => {
  it('splits the remaining time into whole units, seconds rounded up', () => {
    expect(countdownParts(93_784_000)).toEqual({ days: 1, hours: 2, minutes: 3, seconds: 4 });
    expect(countdownParts(999)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 1 });
    expect(countdownParts(-5)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0 });
  });

  it('ticks on the boundaries of the remaining seconds', () => {
    expect(msUntilNextSecond(5_250)).toBe(250);
    expect(msUntilNextSecond(5_000)).toBe(1000);
  });

  it('parses only ISO dates and times', () => {
    expect(parseTargetDate('2026-11-21T10:03:04Z')).toBe(Date.UTC(2026, 10, 21, 10, 3, 4));
    expect(parseTargetDate('2026-13-45T10:03:04Z')).toBeUndefined();
    expect(parseTargetDate('soon')).toBeUndefined();
    expect(parseTargetDate(undefined)).toBeUndefined();
  });
});

describe('Countdown', () => {
  it('shows the time left with the Swedish unit labels', () => {
    renderCountdown();
    expect(screen.getByRole('heading', { level: 2, name: 'Black Week' })).toBeTruthy();
    expect(screen.getByText('Kampanjen startar snart.')).toBeTruthy();
    expect(clock()).toEqual({ days: '1', hours: '02', minutes: '03', seconds: '04' });
    const timer = screen.getByRole('timer');
    expect(timer.textContent).toContain('dagar');
    expect(timer.textContent).toContain('timmar');
    expect(timer.textContent).toContain('minuter');
    expect(timer.textContent).toContain('sekunder');
  });

  it('updates every second', () => {
    renderCountdown();
    act(() => vi.advanceTimersByTime(1000));
    expect(clock().seconds).toBe('03');
    act(() => vi.advanceTimersByTime(1000));
    expect(clock().seconds).toBe('02');
    act(() => vi.advanceTimersByTime(3000));
    expect(clock()).toEqual({ days: '1', hours: '02', minutes: '02', seconds: '59' });
  });

  it('keeps whole seconds when mounted between two seconds', () => {
    vi.setSystemTime(NOW.getTime() + 400);
    renderCountdown();
    expect(clock().seconds).toBe('04');
    act(() => vi.advanceTimersByTime(600));
    expect(clock().seconds).toBe('03');
    act(() => vi.advanceTimersByTime(999));
    expect(clock().seconds).toBe('03');
    act(() => vi.advanceTimersByTime(1));
    expect(clock().seconds).toBe('02');
  });

  it('shows the finished state when the target is reached, and stops ticking', () => {
    renderCountdown();
    expect(screen.getByRole('status').textContent).toBe('');
    act(() => vi.advanceTimersByTime(93_783_000));
    expect(clock()).toEqual({ days: '0', hours: '00', minutes: '00', seconds: '01' });
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.queryByRole('timer')).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('Kampanjen har startat!');
    expect(vi.getTimerCount()).toBe(0);
  });

  it('is finished at once for a past date, with the dictionary text when FinishedText is empty', () => {
    renderCountdown({
      ...fields,
      TargetDate: { value: '2026-01-01T00:00:00Z' },
      FinishedText: { value: '' },
    });
    expect(screen.queryByRole('timer')).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('Nedräkningen är slut');
  });

  it('takes the unit labels from the dictionary', () => {
    renderCountdown(fields, { countdownDays: 'days', countdownSeconds: 'seconds' });
    const timer = screen.getByRole('timer');
    expect(timer.textContent).toContain('days');
    expect(timer.textContent).toContain('seconds');
  });

  it('does not announce the ticking numbers, and is named by the target date', () => {
    renderCountdown();
    const timer = screen.getByRole('timer');
    expect(timer.getAttribute('aria-live')).toBe('off');
    // In the visitor's time zone, e.g. "Nedräkning: 21 november 2026 kl. 11:03" in Sweden.
    const date = new Intl.DateTimeFormat('sv-SE', { dateStyle: 'long', timeStyle: 'short' }).format(
      Date.parse('2026-11-21T10:03:04Z'),
    );
    expect(screen.getByRole('timer', { name: `Nedräkning: ${date}` })).toBeTruthy();
  });

  it('logs and shows no clock for a date it cannot read', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderCountdown({ ...fields, TargetDate: { value: 'snart' } });
    expect(screen.queryByRole('timer')).toBeNull();
    expect(screen.getByRole('heading', { name: 'Black Week' })).toBeTruthy();
    expect(log).toHaveBeenCalledOnce();
  });

  it('renders dashes on the server and hydrates without mismatch', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderSitePageToString(page(fields));
    document.body.append(container);
    expect([...container.querySelectorAll('[data-value]')].map((value) => value.textContent)).toEqual([
      '--',
      '--',
      '--',
      '--',
    ]);
    const errors = vi.spyOn(console, 'error');
    const root = await act(async () => hydrateRoot(container, sitePage(page(fields))));
    expect(errors).not.toHaveBeenCalled();
    expect(clock()).toEqual({ days: '1', hours: '02', minutes: '03', seconds: '04' });
    act(() => root.unmount());
    container.remove();
  });
});

describe('Countdown in the page editor', () => {
  it('shows editors the target date and the finished text as fields to edit, and keeps the clock', () => {
    const { container } = renderSitePage(
      pageWith(
        [
          {
            uid: 'countdown',
            componentName: 'Countdown',
            fields: {
              ...fields,
              TargetDate: editableDate('target-date', '2026-11-21T10:03:04Z', '21.11.2026 11:03'),
              FinishedText: editableText('finished-text', ''),
            },
          },
        ],
        true,
      ),
    );
    expect(chromeOf(container, 'target-date')).not.toBeNull();
    expect(chromeOf(container, 'finished-text')).not.toBeNull();
    expect(clock()).toEqual({ days: '1', hours: '02', minutes: '03', seconds: '04' });
    // One chrome per field: the timer's hidden name has the date as text.
    expect(container.querySelectorAll('input#fld_target-date')).toHaveLength(1);
    expect(screen.getByRole('timer').getAttribute('aria-labelledby')).toBeTruthy();
  });
});
