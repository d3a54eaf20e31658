// @vitest-environment jsdom
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { bookingAtWorkshop, chosenServices, mechmateRefusal } from '../../tests/fixtures/serviceBooking';
import { renderBookingPart } from '../../tests/render/renderBookingPart';
import { removeUserActivation, stubUserActivation } from '../../tests/fixtures/userActivation';
import { BOOKING_SLOTS_TEXTS as TEXT } from './bookingSlotsTexts';
import { BookingContactForm } from './BookingContactForm';

const SLOT = { timeslot: '2026-06-04T10:00:00', isFullDay: false };
const fetchMock = vi.fn<typeof fetch>();
const confirmed = () => Response.json({ id: 'BK-1001', registrationNumber: 'ABC123', kobraProductIds: [] });

const renderForm = (booking = bookingAtWorkshop(SLOT)) =>
  renderBookingPart((props) => <BookingContactForm {...props} />, { booking });

const input = (label: RegExp) => screen.getByLabelText(label) as HTMLInputElement;
const type = (label: RegExp, value: string) => fireEvent.change(input(label), { target: { value } });
const submitButton = () => screen.getByRole('button', { name: TEXT.serviceBookingContactSubmit });
const submit = () => fireEvent.click(submitButton());
const alerts = () => screen.queryAllByRole('alert').map((alert) => alert.textContent);

function fillValidForm() {
  type(/Förnamn/, 'Anna');
  type(/Efternamn/, 'Andersson');
  type(/Mobilnummer/, '070 123 45 67');
  type(/E-post/, 'anna@example.se');
  type(/Meddelande/, 'Ring mig när bilen är klar');
}

const postedBody = (): unknown => JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body));
const changeButton = () => screen.getByRole('button', { name: 'Ändra verkstad eller tid' });

/** A booking answer the test gives when it chooses; aborting the call rejects it, as `fetch` does. */
function pendingAnswer() {
  let answer: (response: Response) => void = () => undefined;
  fetchMock.mockImplementation(
    (_, init) =>
      new Promise((resolve, reject) => {
        answer = resolve;
        init?.signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')));
      }),
  );
  return (response: Response) => act(async () => answer(response));
}

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  sessionStorage.clear();
  window.dataLayer = [];
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  removeUserActivation();
});

describe('BookingContactForm', () => {
  it('sums up the workshop and time, and asks for names, phone and e-mail with autocomplete', () => {
    renderForm();
    expect(screen.getByText('Bilverkstan Solna')).toBeTruthy();
    expect(screen.getByText('torsdag 4 juni kl. 10:00')).toBeTruthy();
    expect(screen.getByRole('form', { name: TEXT.serviceBookingContactHeading })).toBeTruthy();
    const autocomplete = [/Förnamn/, /Efternamn/, /Mobilnummer/, /E-post/].map((label) => [
      input(label).getAttribute('autocomplete'),
      input(label).hasAttribute('required'),
    ]);
    expect(autocomplete).toEqual([
      ['given-name', true],
      ['family-name', true],
      ['tel', true],
      ['email', true],
    ]);
    expect(input(/Mobilnummer/).type).toBe('tel');
    expect(input(/Meddelande/).getAttribute('maxlength')).toBe('80');
  });

  it("takes a phone number's plus and 20 digits or spaces, and keeps all of it in the tab", async () => {
    const phone = '+46 70 123 45 67 8901';
    expect(phone).toHaveLength(21);
    renderForm();
    expect(input(/Mobilnummer/).getAttribute('maxlength')).toBe('21');
    type(/Mobilnummer/, phone);
    await waitFor(() =>
      expect(JSON.parse(sessionStorage.getItem('serviceBookingContact') ?? '{}')).toMatchObject({ phone }),
    );
  });

  it('reads a stored draft cut to what each field takes', () => {
    sessionStorage.setItem(
      'serviceBookingContact',
      JSON.stringify({ firstName: 'A'.repeat(150), phone: `+${'7'.repeat(30)}`, freeText: 'x'.repeat(90) }),
    );
    renderForm();
    expect(input(/Förnamn/).value).toHaveLength(100);
    expect(input(/Mobilnummer/).value).toBe(`+${'7'.repeat(20)}`);
    expect(input(/Meddelande/).value).toHaveLength(80);
  });

  it('moves focus to its heading when the visitor arrives by picking a time, not on a reload', () => {
    stubUserActivation(false);
    const reloaded = renderForm();
    expect(document.activeElement).toBe(document.body);
    reloaded.unmount();
    stubUserActivation(true);
    renderForm();
    expect(document.activeElement).toBe(
      screen.getByRole('heading', { name: TEXT.serviceBookingContactHeading }),
    );
  });

  it('shows the full-day note for a full-day slot', () => {
    renderForm(bookingAtWorkshop({ timeslot: '2026-06-05T08:00:00', isFullDay: true }));
    expect(screen.getByText('fredag 5 juni, heldag – lämna bilen före 08:00')).toBeTruthy();
  });

  it('names each missing or wrong field in Swedish and books nothing', async () => {
    renderForm();
    submit();
    await waitFor(() =>
      expect(alerts()).toEqual(['Ange förnamn', 'Ange efternamn', 'Ange telefonnummer', 'Ange e-postadress']),
    );
    expect(document.activeElement).toBe(input(/Förnamn/));
    expect(input(/Förnamn/).getAttribute('aria-invalid')).toBe('true');
    type(/Förnamn/, 'Anna');
    type(/Efternamn/, 'Andersson');
    type(/Mobilnummer/, '12-34');
    type(/E-post/, 'anna@example');
    type(/Meddelande/, 'x'.repeat(81));
    submit();
    await waitFor(() =>
      expect(alerts()).toEqual([
        'Ange ett giltigt telefonnummer',
        'Ange en giltig e-postadress',
        'Meddelandet får vara högst 80 tecken',
      ]),
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('counts the message against its 80 characters', () => {
    renderForm();
    expect(screen.getByText('0/80')).toBeTruthy();
    type(/Meddelande/, 'Bilen drar åt höger');
    expect(screen.getByText('19/80')).toBeTruthy();
  });

  it('books with the spec body, tracks the purchase in SEK and shows step 5', async () => {
    fetchMock.mockResolvedValue(confirmed());
    const { booking } = renderForm();
    fillValidForm();
    submit();
    await waitFor(() => expect(booking().displayState).toBe(5));
    expect(booking().bookingState).toBe(5);
    expect(booking().bookingInfo.id).toBe('BK-1001');
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/mechmate/book');
    expect(init?.method).toBe('POST');
    expect(postedBody()).toEqual({
      customer: {
        firstName: 'Anna',
        lastName: 'Andersson',
        phone: '070 123 45 67',
        email: 'anna@example.se',
      },
      freeText: 'Ring mig när bilen är klar',
      departmentId: 'dep-1',
      timeSlot: '2026-06-04T10:00:00',
      isFullDay: false,
      registrationNumber: 'ABC123',
      mileage: 4200,
      serviceOfferingRequests: [
        { kobraId: 'originalservice', unitsSelected: 1 },
        { kobraId: 'brakecheck', unitsSelected: 1, userInput: 'Gnisslar vid inbromsning' },
        { kobraId: 'wipers', unitsSelected: 2 },
      ],
    });
    expect(window.dataLayer).toEqual([
      {
        event: 'purchase',
        ecommerce: expect.objectContaining({
          transaction_id: 'BK-1001',
          currency: 'SEK',
          value: 3495 + 495 + 2 * 249,
        }),
      },
    ]);
    expect((window.dataLayer?.[0] as { ecommerce: { items: unknown[] } }).ecommerce.items).toHaveLength(
      chosenServices.length,
    );
  });

  it('books a full-day slot at 08:00 with mileage 1 when none was typed', async () => {
    fetchMock.mockResolvedValue(confirmed());
    renderForm(bookingAtWorkshop({ timeslot: '2026-06-05T08:00:00', isFullDay: true }, null));
    fillValidForm();
    submit();
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(postedBody()).toMatchObject({ timeSlot: '2026-06-05T08:00:00', isFullDay: true, mileage: 1 });
  });

  it('is busy while booking: the button says so, nothing can be typed and workshop and time stay', async () => {
    const answer = pendingAnswer();
    const { booking } = renderForm();
    fillValidForm();
    submit();
    const busy = await screen.findByRole('button', { name: TEXT.serviceBookingContactSubmitting });
    expect(busy.hasAttribute('disabled')).toBe(true);
    expect(input(/Förnamn/).hasAttribute('disabled')).toBe(true);
    expect(changeButton().hasAttribute('disabled')).toBe(true);
    fireEvent.click(changeButton());
    expect(booking().bookingInfo.location).not.toBeNull();
    await answer(confirmed());
    await waitFor(() => expect(booking().displayState).toBe(5));
  });

  it('sends a booking once however often "Boka tid" is pressed', async () => {
    const answer = pendingAnswer();
    const { booking } = renderForm();
    fillValidForm();
    submit();
    submit();
    await screen.findByRole('button', { name: TEXT.serviceBookingContactSubmitting });
    fireEvent.submit(screen.getByRole('form'));
    await answer(confirmed());
    await waitFor(() => expect(booking().displayState).toBe(5));
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('keeps a booking the backend made after the form is gone: step 5, tracked, details forgotten', async () => {
    const answer = pendingAnswer();
    const { booking, unmount } = renderForm();
    fillValidForm();
    submit();
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    unmount();
    await answer(confirmed());
    await waitFor(() => expect(booking().displayState).toBe(5));
    expect(booking().bookingInfo.id).toBe('BK-1001');
    expect(sessionStorage.getItem('serviceBookingContact')).toBeNull();
    expect(window.dataLayer).toEqual([expect.objectContaining({ event: 'purchase' })]);
  });

  it('shows step 5 for a booking made even when tracking it fails', async () => {
    fetchMock.mockResolvedValue(confirmed());
    const failure = new Error('tag manager down');
    const dataLayer = {
      push: () => {
        throw failure;
      },
    };
    window.dataLayer = dataLayer as unknown as unknown[];
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { booking } = renderForm();
    fillValidForm();
    submit();
    await waitFor(() => expect(booking().displayState).toBe(5));
    expect(booking().bookingInfo.id).toBe('BK-1001');
    expect(alerts()).toEqual([]);
    expect(logged).toHaveBeenCalledWith(expect.stringContaining('BK-1001'), failure);
  });

  it('says a slot taken meanwhile is not available, keeps what was typed and lets the visitor try again', async () => {
    fetchMock.mockResolvedValueOnce(mechmateRefusal('TimeslotNotAvailable', 409));
    const { booking } = renderForm();
    fillValidForm();
    submit();
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Tiden är inte tillgänglig, vänligen välj en annan tid',
    );
    expect(submitButton().hasAttribute('disabled')).toBe(false);
    expect(input(/Förnamn/).value).toBe('Anna');
    expect(input(/Meddelande/).value).toBe('Ring mig när bilen är klar');
    expect(booking().displayState).toBe(4);
    expect(window.dataLayer).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'Ändra verkstad eller tid' }));
    expect(booking().bookingInfo.location).toBeNull();
    expect(booking().bookingInfo.timeSlot).toBeNull();
  });

  it.each([
    ['a server error', () => mechmateRefusal('ServerError', 502)],
    ['an unknown code', () => mechmateRefusal('DepartmentNotFound', 404)],
    ['a network failure', () => Promise.reject(new TypeError('Failed to fetch'))],
  ])('shows "Något gick fel, försök igen" on %s', async (_, answer) => {
    fetchMock.mockImplementationOnce(async () => answer());
    renderForm();
    fillValidForm();
    submit();
    expect((await screen.findByRole('alert')).textContent).toBe('Något gick fel, försök igen');
    expect(submitButton().hasAttribute('disabled')).toBe(false);
  });

  it('keeps the typed details in the tab while the visitor changes time, and forgets them once booked', async () => {
    const first = renderForm();
    fillValidForm();
    await waitFor(() => expect(sessionStorage.getItem('serviceBookingContact')).toContain('Andersson'));
    first.unmount();
    fetchMock.mockResolvedValue(confirmed());
    renderForm();
    expect(input(/Efternamn/).value).toBe('Andersson');
    submit();
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(sessionStorage.getItem('serviceBookingContact')).toBeNull());
  });
});
