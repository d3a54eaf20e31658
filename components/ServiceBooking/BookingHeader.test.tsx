// @vitest-environment jsdom
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import svDictionary from '../../sites/carstoresesite/dictionary/sv-SE.json';
import { mechmateRefusal, volvo } from '../../tests/fixtures/serviceBooking';
import { renderBookingPart } from '../../tests/render/renderBookingPart';
import type { MechmateCarResponse } from '../../runtime';
import { chromeOf, editableText } from '../../tests/fixtures/editableMarkup';
import { BookingHeader } from './BookingHeader';
import type { ServiceBookingFields } from './fields.generated';

const link = (href: string, text = '') => ({ value: { href, text } });

const fields: ServiceBookingFields = {
  Title: { value: 'Boka verkstadstid' },
  Text: { value: '<p>Välj tjänster och verkstad, och få priset direkt.</p>' },
  BmwLink: link('https://www.bmw.se/sv/service/boka-service.html'),
  MiniLink: link('https://www.mini.se/sv_SE/home/service/boka-service.html', 'Boka MINI-service'),
  PorscheLink: link('/service-och-verkstad/boka-service/boka-porsche-service'),
  IvecoLink: link('/kop-bil/bilmarken/iveco/verkstadstjanster'),
  AuthorizedBrands: { value: '  Volvo \n\nKia\r\nVolkswagen\n   \nKia\nPolestar' },
  SupportEmail: { value: 'service@example.se' },
};

const fetchMock = vi.fn<typeof fetch>();

/** Answers `/api/mechmate/authorized-workshop/{brand}` as the route does: `{hasBrand}` or an error. */
function answerAuthorized(answer: { hasBrand: boolean } | 'failure' | 'never') {
  fetchMock.mockImplementation((input, init) => {
    if (answer === 'never') {
      return new Promise((_, reject) =>
        init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
      );
    }
    return Promise.resolve(answer === 'failure' ? mechmateRefusal() : Response.json(answer));
  });
}

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
  window.sessionStorage.clear();
});

const renderHeader = (car: MechmateCarResponse | null, headerFields = fields) =>
  renderBookingPart(() => <BookingHeader fields={headerFields} car={car} />, { dictionary: svDictionary });

const heading = () => screen.getByRole('heading', { level: 1 });
const requestedPaths = () => fetchMock.mock.calls.map(([input]) => String(input));

describe('BookingHeader without a car', () => {
  it('is the generic introduction: the title as h1, the text, and a link for each brand booked elsewhere', () => {
    renderHeader(null);
    expect(heading().textContent).toBe('Boka verkstadstid');
    expect(screen.getByText('Välj tjänster och verkstad, och få priset direkt.')).toBeTruthy();
    const nav = screen.getByRole('navigation', { name: 'Boka service för andra märken' });
    expect(
      within(nav).getByText('Har du en BMW, MINI, Porsche eller IVECO? Boka service via länkarna.'),
    ).toBeTruthy();
    const links = within(nav)
      .getAllByRole('link')
      .map((anchor) => [anchor.textContent, anchor.getAttribute('href')]);
    expect(links).toEqual([
      ['BMW', 'https://www.bmw.se/sv/service/boka-service.html'],
      ['Boka MINI-service', 'https://www.mini.se/sv_SE/home/service/boka-service.html'],
      ['Porsche', '/service-och-verkstad/boka-service/boka-porsche-service'],
      ['IVECO', '/kop-bil/bilmarken/iveco/verkstadstjanster'],
    ]);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('has its own heading without a title, and no brand sentence without links', () => {
    renderHeader(null, {
      AuthorizedBrands: { value: '' },
      SupportEmail: { value: '' },
      BmwLink: link(''),
    });
    expect(heading().textContent).toBe('Boka service, däckbyte och verkstad');
    expect(screen.queryByRole('navigation')).toBeNull();
    expect(screen.queryByText(/Har du en BMW/)).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
  });
});

describe('BookingHeader with a car', () => {
  it('says the brand has authorised workshops when the backend has them', async () => {
    answerAuthorized({ hasBrand: true });
    renderHeader(volvo);
    expect(heading().textContent).toBe('Boka service för din Volvo');
    const authorised = 'Boka service för din Volvo hos en auktoriserad Volvo-verkstad';
    expect(await screen.findByRole('heading', { level: 1, name: authorised })).toBeTruthy();
    expect(requestedPaths()).toEqual(['/api/mechmate/authorized-workshop/Volvo']);
    expect(screen.queryByText(/servar bilar av alla märken/)).toBeNull();
    expect(screen.queryByText('Boka verkstadstid')).toBeNull();
  });

  it('keeps the links for the brands booked elsewhere under the heading', async () => {
    // Step 1 points a BMW to "the link at the top of the page" while the Volvo looked up before is kept.
    answerAuthorized({ hasBrand: true });
    renderHeader(volvo);
    const nav = screen.getByRole('navigation', { name: 'Boka service för andra märken' });
    expect(heading().compareDocumentPosition(nav) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(
      within(nav).getByText('Har du en BMW, MINI, Porsche eller IVECO? Boka service via länkarna.'),
    ).toBeTruthy();
    expect(
      within(nav)
        .getAllByRole('link')
        .map((anchor) => anchor.textContent),
    ).toEqual(['BMW', 'Boka MINI-service', 'Porsche', 'IVECO']);
    await screen.findByRole('heading', { level: 1, name: /auktoriserad Volvo-verkstad/ });
  });

  it('says the workshops service every brand when none is authorised for it', async () => {
    answerAuthorized({ hasBrand: false });
    renderHeader({ ...volvo, brand: 'Škoda' });
    expect(
      await screen.findByText(
        'Våra verkstäder servar bilar av alla märken och följer alltid tillverkarens serviceprogram.',
      ),
    ).toBeTruthy();
    expect(heading().textContent).toBe('Boka service för din Škoda');
    expect(requestedPaths()).toEqual(['/api/mechmate/authorized-workshop/%C5%A0koda']);
  });

  it('keeps the neutral heading when the question fails', async () => {
    answerAuthorized('failure');
    renderHeader(volvo);
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    await act(async () => {
      await fetchMock.mock.results[0]?.value;
    });
    expect(heading().textContent).toBe('Boka service för din Volvo');
    expect(screen.queryByText(/servar bilar av alla märken/)).toBeNull();
  });

  it('aborts the question when the header goes away', async () => {
    answerAuthorized('never');
    const view = renderHeader(volvo);
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    const signal = fetchMock.mock.calls[0]?.[1]?.signal;
    view.unmount();
    expect(signal?.aborted).toBe(true);
  });
});

describe('BookingHeader brand list', () => {
  it('toggles the authorised brands, one per line, trimmed, without blanks or repeats', () => {
    renderHeader(null);
    const toggle = screen.getByRole('button', { name: 'Visa märken vi är auktoriserade för' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    const list = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    expect(list?.hidden).toBe(true);
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(toggle.textContent).toBe('Dölj märken vi är auktoriserade för');
    expect(list?.hidden).toBe(false);
    const brands = list ? within(list).getAllByRole('listitem') : [];
    expect(brands.map((item) => item.textContent)).toEqual(['Volvo', 'Kia', 'Volkswagen', 'Polestar']);
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(list?.hidden).toBe(true);
  });

  it('lists at most 60 brands', () => {
    const many = Array.from({ length: 80 }, (_, n) => `Märke ${n + 1}`).join('\n');
    renderHeader(null, { ...fields, AuthorizedBrands: { value: many } });
    const toggle = screen.getByRole('button', { name: 'Visa märken vi är auktoriserade för' });
    fireEvent.click(toggle);
    const list = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    const items = list ? within(list).getAllByRole('listitem') : [];
    expect(items).toHaveLength(60);
    expect(items.at(-1)?.textContent).toBe('Märke 60');
  });
});

describe('BookingHeader in the page editor', () => {
  it("gives editors the title's chrome, empty too, in place of the default title", () => {
    renderHeader(null, { ...fields, Title: editableText('booking-title', '') });
    expect(chromeOf(heading(), 'booking-title')).not.toBeNull();
    expect(heading().textContent).not.toContain('Boka service, däckbyte och verkstad');
  });
});
