// @vitest-environment jsdom
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { componentFieldsValidator } from '../../runtime/config/schemaValidator';
import { layoutWith, renderSitePage } from '../../tests/render/renderSitePage';
import { chromeOf, editableText } from '../../tests/fixtures/editableMarkup';
import type { SocialMediaFields } from './fields.generated';
import { COPY_FEEDBACK_MS, type SocialMediaData } from './SocialMedia';
import fieldsSchema from './socialMedia.schema.json';

const PAGE: SocialMediaData = { url: 'https://www.carstore.se/nyheter/nya-xc90', title: 'Nya XC90 & EX90' };
const ENCODED_URL = 'https%3A%2F%2Fwww.carstore.se%2Fnyheter%2Fnya-xc90';

function renderShare(
  fields: SocialMediaFields = {},
  options: { data?: SocialMediaData; dictionary?: Record<string, string>; pageEditing?: boolean } = {},
) {
  const layout = layoutWith([{ uid: 'share', componentName: 'SocialMedia', fields }], {
    pageEditing: options.pageEditing ?? false,
  });
  const route = layout.sitecore.route;
  if (route) route.placeholders = { header: [], footer: [], ...route.placeholders };
  return renderSitePage(layout, {
    dictionary: options.dictionary,
    renderingData: { data: { share: options.data ?? PAGE }, failed: [] },
  });
}

const writeText = vi.fn<(text: string) => Promise<void>>();

beforeEach(() => {
  writeText.mockReset().mockResolvedValue(undefined);
  Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  Reflect.deleteProperty(navigator, 'clipboard');
});

describe('SocialMedia field schema', () => {
  it('accepts a title only', () => {
    const validate = componentFieldsValidator(fieldsSchema);
    expect(validate({ Title: { value: 'Dela artikeln' } })).toBe(true);
    expect(validate({ Networks: [] })).toBe(false);
  });
});

describe('SocialMedia share links', () => {
  it.each([
    ['LinkedIn', `https://www.linkedin.com/sharing/share-offsite/?url=${ENCODED_URL}`],
    ['Facebook', `https://www.facebook.com/sharer/sharer.php?u=${ENCODED_URL}`],
    ['WhatsApp', `https://wa.me/?text=Nya%20XC90%20%26%20EX90%20${ENCODED_URL}`],
    ['X', `https://x.com/intent/tweet?url=${ENCODED_URL}&text=Nya%20XC90%20%26%20EX90`],
  ])('%s shares the canonical URL in a new tab', (network, href) => {
    renderShare();
    const link = screen.getByRole('link', { name: `Dela på ${network}` });
    expect(link.getAttribute('href')).toBe(href);
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    expect(link.querySelector(`svg[data-icon="${network}"]`)).toBeTruthy();
  });

  it('shares the bare URL when the page has no title', () => {
    renderShare({}, { data: { url: 'https://www.carstore.se/', title: '' } });
    expect(screen.getByRole('link', { name: 'Dela på WhatsApp' }).getAttribute('href')).toBe(
      'https://wa.me/?text=https%3A%2F%2Fwww.carstore.se%2F',
    );
    expect(screen.getByRole('link', { name: 'Dela på X' }).getAttribute('href')).toBe(
      'https://x.com/intent/tweet?url=https%3A%2F%2Fwww.carstore.se%2F',
    );
  });

  it('is a section headed "Dela", or by its Title', () => {
    const { unmount } = renderShare();
    expect(screen.getByRole('region', { name: 'Dela' })).toBeTruthy();
    unmount();
    renderShare({ Title: { value: 'Dela artikeln' } });
    expect(screen.getByRole('heading', { level: 2, name: 'Dela artikeln' })).toBeTruthy();
  });

  it('uses the market dictionary', () => {
    renderShare({}, { dictionary: { shareOn: 'Share on {{network}}', shareCopy: 'Copy link' } });
    expect(screen.getByRole('link', { name: 'Share on LinkedIn' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Copy link' })).toBeTruthy();
  });
});

describe('SocialMedia copy link', () => {
  const status = () => screen.getByRole('status');
  const copyButton = () => screen.getByRole('button', { name: 'Kopiera länk' });

  it(`copies the canonical URL and says so for ${COPY_FEEDBACK_MS} ms`, async () => {
    expect(COPY_FEEDBACK_MS).toBe(1000);
    vi.useFakeTimers();
    renderShare();
    expect(status().textContent).toBe('');
    await act(async () => fireEvent.click(copyButton()));
    expect(writeText).toHaveBeenCalledWith(PAGE.url);
    expect(status().textContent).toBe('Länken är kopierad');
    expect(copyButton().querySelector('svg[data-icon="Check"]')).toBeTruthy();
    act(() => vi.advanceTimersByTime(COPY_FEEDBACK_MS - 1));
    expect(status().textContent).toBe('Länken är kopierad');
    act(() => vi.advanceTimersByTime(1));
    expect(status().textContent).toBe('');
    expect(copyButton().querySelector('svg[data-icon="Copy"]')).toBeTruthy();
  });

  it('a second copy restarts the feedback period', async () => {
    vi.useFakeTimers();
    renderShare();
    await act(async () => fireEvent.click(copyButton()));
    act(() => vi.advanceTimersByTime(800));
    await act(async () => fireEvent.click(copyButton()));
    act(() => vi.advanceTimersByTime(800));
    expect(status().textContent).toBe('Länken är kopierad');
    act(() => vi.advanceTimersByTime(200));
    expect(status().textContent).toBe('');
  });

  it('says nothing when the clipboard refuses, and logs it', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    writeText.mockRejectedValue(new Error('denied'));
    renderShare();
    await act(async () => fireEvent.click(copyButton()));
    expect(status().textContent).toBe('');
    expect(log).toHaveBeenCalledWith('Copying the page link failed', expect.any(Error));
  });
});

describe('SocialMedia in the page editor', () => {
  it("gives editors the title's chrome, empty too, in place of the default heading", () => {
    const { container } = renderShare({ Title: editableText('share-title', '') }, { pageEditing: true });
    expect(chromeOf(screen.getByRole('heading', { level: 2 }), 'share-title')).not.toBeNull();
    expect(container.textContent).not.toContain('Dela');
  });
});
