// @vitest-environment jsdom
import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import nbDictionary from '../../sites/hedinautomotivenosite/dictionary/nb-NO.json';
import { testSite } from '../../tests/fixtures/testSite';
import { layoutWith, renderSitePage } from '../../tests/render/renderSitePage';
import type { ServiceBookingFormFields } from './fields.generated';
import { CAR_SERVICES, MOTORCYCLE_SERVICES, type ServiceBookingFormData } from './serviceBookingModel';

const site = testSite({
  name: 'hedinautomotivenosite',
  languages: ['nb-NO'],
  defaultLanguage: 'nb-NO',
  locale: 'nb-NO',
  currency: 'NOK',
  mileageUnit: 'km',
});

const dealers: ServiceBookingFormData = {
  dealers: [
    { id: '655002', name: 'Hedin Automotive Drammen', email: 'verksted.drammen@hedinautomotive.no' },
    { id: '655001', name: 'Hedin Automotive Oslo', email: 'verksted.oslo@hedinautomotive.no' },
  ],
};

const motorcycle: ServiceBookingFormFields = {
  type: { value: 'mc' },
  MotorcycleDealerName: { value: 'Hedin Motorsykkel Oslo' },
  MotorcycleDealerEmail: { value: 'mc@hedinautomotive.no' },
};

function renderForm(
  fields: ServiceBookingFormFields = {},
  data: ServiceBookingFormData = dealers,
  dictionary = nbDictionary,
) {
  const layout = layoutWith(
    [{ uid: 'booking', componentName: 'ServiceBookingForm', fields: { ...fields } }],
    { site },
  );
  const route = layout.sitecore.route;
  if (route) route.placeholders = { header: [], footer: [], ...route.placeholders };
  return renderSitePage(layout, { site, dictionary, renderingData: { data: { booking: data }, failed: [] } });
}

const fetchMock = vi.fn<typeof fetch>();

/**
 * Noon UTC: the same calendar day in UTC, where the date rule counts today, and in the machine's own
 * time zone, where the form's `min` and `day()` count it (UTC−5 at 02:30 UTC would be yesterday).
 */
const NOW = new Date('2026-06-10T12:00:00Z');

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const day = (offsetDays: number) => {
  const date = new Date(Date.now() + offsetDays * 86_400_000);
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
};
const field = (label: RegExp) => screen.getByLabelText(label);
const type = (label: RegExp, value: string) => fireEvent.change(field(label), { target: { value } });
const tick = (name: string | RegExp) => fireEvent.click(screen.getByRole('checkbox', { name }));
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Send forespørsel' }));

function fillValidForm() {
  fireEvent.change(screen.getByRole('combobox', { name: /Forhandler/ }), { target: { value: '655001' } });
  tick('Service');
  tick('Hjulskift');
  type(/Beskriv hva som skal gjøres/, 'Bytte til vinterhjul og service.');
  type(/Navn/, 'Kari Nordmann');
  type(/Telefon/, '+47 912 34 567');
  type(/E-post/, 'kari@example.no');
  type(/Registreringsnummer/, 'EK 12345');
  type(/Kilometerstand/, '42000');
  type(/Ønsket dato/, day(3));
  fireEvent.change(screen.getByRole('textbox', { name: 'Annet' }), {
    target: { value: 'Har egne vinterhjul.' },
  });
  tick(/Jeg samtykker/);
}

const postedBody = (call = 0): unknown => JSON.parse(String(fetchMock.mock.calls[call]?.[1]?.body));

// A whole MUI form in jsdom, typed into field by field: seconds per test on a busy 2-core machine.
describe('ServiceBookingForm', () => {
  it('offers the workshop dealers, the 11 car services and every field, in Norwegian', () => {
    renderForm();
    expect(screen.getByRole('heading', { name: 'Bestill verkstedtime' })).toBeTruthy();
    const dealer = screen.getByRole('combobox', { name: /Forhandler/ });
    expect(
      within(dealer)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Velg forhandler', 'Hedin Automotive Drammen', 'Hedin Automotive Oslo']);
    const services = screen.getByRole('group', { name: 'Hva ønsker du hjelp med?' });
    expect(
      within(services)
        .getAllByRole('checkbox')
        .map((box) => box.getAttribute('value')),
    ).toEqual([...CAR_SERVICES]);
    expect(field(/Ønsket dato/).getAttribute('type')).toBe('date');
    expect(field(/Ønsket dato/).getAttribute('min')).toBe(day(0));
    expect(field(/Telefon/).getAttribute('type')).toBe('tel');
    for (const required of [/Navn/, /Telefon/, /E-post/, /Registreringsnummer/, /Ønsket dato/]) {
      expect(field(required).hasAttribute('required')).toBe(true);
    }
    expect(field(/Kilometerstand/).hasAttribute('required')).toBe(false);
    expect(screen.getByRole('checkbox', { name: /Jeg samtykker/ })).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: /nyhetsbrev/ })).toBeTruthy();
  });

  it('shows every required field its message, focusing the dealer first; nothing is posted', async () => {
    renderForm();
    submit();
    const dealer = screen.getByRole('combobox', { name: /Forhandler/ });
    await vi.waitFor(() => expect(document.activeElement).toBe(dealer));
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual([
      'Velg forhandler',
      'Oppgi navnet ditt',
      'Oppgi telefonnummeret ditt',
      'Oppgi e-postadressen din',
      'Oppgi registreringsnummer',
      'Velg ønsket dato',
      'Du må samtykke før vi kan behandle henvendelsen',
    ]);
    expect(dealer.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('checkbox', { name: /Jeg samtykker/ }).getAttribute('aria-invalid')).toBe('true');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('refuses a day before today, a bad phone, e-mail and registration and a negative mileage', async () => {
    renderForm();
    fillValidForm();
    type(/Ønsket dato/, day(-2));
    type(/Telefon/, '12-34');
    type(/E-post/, 'kari@');
    type(/Registreringsnummer/, '#');
    type(/Kilometerstand/, '-10');
    submit();
    await vi.waitFor(() => expect(document.activeElement).toBe(field(/Telefon/)));
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual([
      'Oppgi et gyldig telefonnummer, 6–20 sifre',
      'Oppgi en gyldig e-postadresse',
      'Oppgi et gyldig registreringsnummer, for eksempel EK 12345',
      'Kilometerstanden kan ikke være negativ',
      'Datoen kan ikke være før i dag',
    ]);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("posts the spec's body with the dealer's name and workshop e-mail and the services by name; then thanks", async () => {
    fetchMock.mockResolvedValue(new Response(null, { status: 202 }));
    renderForm();
    fillValidForm();
    submit();
    expect(await screen.findByText('Takk for din henvendelse!')).toBeTruthy();
    expect(screen.getByText('Vi tar kontakt med deg for å bekrefte din booking.')).toBeTruthy();
    expect(screen.getByRole('status')).toBe(document.activeElement);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/forms/comhub');
    expect(postedBody()).toEqual({
      formName: 'ServiceBookingForm',
      formSubmissionId: expect.stringMatching(/^[0-9a-f-]{36}$/),
      values: {
        siteEmail: 'verksted.oslo@hedinautomotive.no',
        siteName: 'Hedin Automotive Oslo',
        description: 'Bytte til vinterhjul og service.',
        customerName: 'Kari Nordmann',
        customerPhone: '+47 912 34 567',
        customerEmail: 'kari@example.no',
        regno: 'EK 12345',
        milage: 42000,
        other: 'Har egne vinterhjul.',
        date: day(3),
        services: ['Service', 'Hjulskift'],
        gdpr: true,
        newsletter: false,
        typeMC: false,
      },
    });
  });

  it('tries 3 times, then shows the failure text and lets the visitor send again', async () => {
    vi.useFakeTimers();
    fetchMock.mockResolvedValue(new Response(null, { status: 500 }));
    renderForm();
    fillValidForm();
    submit();
    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(fetchMock).toHaveBeenCalledTimes(3);
    expect(screen.getByRole('alert').textContent).toBe('Noe gikk galt, vennligst prøv igjen senere.');
    fetchMock.mockResolvedValue(new Response(null, { status: 202 }));
    submit();
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(screen.getByText('Takk for din henvendelse!')).toBeTruthy();
    const ids = [0, 3].map((call) => (postedBody(call) as { formSubmissionId: string }).formSubmissionId);
    expect(ids[0]).not.toBe(ids[1]);
  });

  it('with type mc: the 3 motorcycle services and the one motorcycle dealer, typeMC in the body', async () => {
    fetchMock.mockResolvedValue(new Response(null, { status: 202 }));
    renderForm(motorcycle, {
      dealers: [{ id: 'mc', name: 'Hedin Motorsykkel Oslo', email: 'mc@hedinautomotive.no' }],
    });
    const services = screen.getByRole('group', { name: 'Hva ønsker du hjelp med?' });
    expect(
      within(services)
        .getAllByRole('checkbox')
        .map((box) => box.getAttribute('value')),
    ).toEqual([...MOTORCYCLE_SERVICES]);
    const dealer = screen.getByRole('combobox', { name: /Forhandler/ });
    fireEvent.change(dealer, { target: { value: 'mc' } });
    tick('Bestile deler');
    type(/Navn/, 'Ola Nordmann');
    type(/Telefon/, '91234567');
    type(/E-post/, 'ola@example.no');
    type(/Registreringsnummer/, 'MC 1234');
    type(/Ønsket dato/, day(0));
    tick(/Jeg samtykker/);
    tick(/nyhetsbrev/);
    submit();
    expect(await screen.findByText('Takk for din henvendelse!')).toBeTruthy();
    expect(postedBody()).toMatchObject({
      values: {
        siteName: 'Hedin Motorsykkel Oslo',
        siteEmail: 'mc@hedinautomotive.no',
        services: ['Bestile deler'],
        newsletter: true,
        typeMC: true,
      },
    });
  });

  it('shows its Norwegian texts where the market dictionary has none', async () => {
    renderForm({}, dealers, {} as typeof nbDictionary);
    submit();
    await vi.waitFor(() => expect(screen.getAllByRole('alert')).toHaveLength(7));
    const messages = screen.getAllByRole('alert').map((alert) => alert.textContent);
    expect(messages).toContain('Velg forhandler');
    expect(messages).toContain('Velg ønsket dato');
    expect(messages).toContain('Du må samtykke før vi kan behandle henvendelsen');
    expect(screen.getByRole('combobox', { name: /Forhandler/ })).toBeTruthy();
  });
});
