// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  atBooking,
  atConfirmation,
  atLoggedIn,
  atLogin,
  atValidate,
  confirmation,
  customer,
  refusal,
  stubTireHotelFetch,
  TOKEN,
  validated,
} from '../../tests/fixtures/tireHotel';
import { chromeOf, editableText } from '../../tests/fixtures/editableMarkup';
import { renderTireHotel, tireHotelFields } from '../../tests/render/renderTireHotel';
import { TIRE_HOTEL_PAGE_EVENT, TIRE_HOTEL_STORAGE_KEY } from '../../ui';

type Route = Parameters<typeof stubTireHotelFetch>[0];

/** The routes the page asks, answered as the real ones do; a test replaces the ones it is about. */
let routes: Record<string, Route>;
let fetchMock: ReturnType<typeof stubTireHotelFetch>;

const daysAnswer = { availableDates: [{ date: '2026-12-01' }, { date: '2026-12-03T00:00:00' }] };
const timesAnswer = {
  availableTimeSlotDates: [
    { startTime: ['2026-12-01T13:00:00', '2026-12-01T08:30:00'] },
    { startTime: ['2026-12-01T08:30:00', '2026-12-01T10:15:00'] },
  ],
};

beforeEach(() => {
  // 27 November 2026: the window is 30 November to 27 February.
  vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-27T10:00:00Z') });
  routes = {
    '/authorization/search': () => Response.json(customer),
    '/authorization/login': () => Response.json({ authorizationToken: TOKEN }),
    '/authorization/validate': () => Response.json(validated),
    '/booking/GetTimeslotDays': () => Response.json(daysAnswer),
    '/booking/GetTimeslots': () => Response.json(timesAnswer),
    '/booking/create': () => Response.json(confirmation),
    '/review/addReview': () => Response.json({ reviewId: 'R-1' }),
  };
  fetchMock = stubTireHotelFetch((url, init) => {
    const route = routes[url.pathname.replace('/api/tirehotel', '')];
    return route ? route(url, init) : refusal(404, 'Okänd');
  });
  window.history.replaceState(null, '', '/dackhotell');
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  window.sessionStorage.clear();
  delete window.dataLayer;
});

const asked = (path: string) =>
  fetchMock.mock.calls.filter(([input]) => String(input).startsWith(`/api/tirehotel${path}`));
const heading = (name: string | RegExp) => screen.findByRole('heading', { level: 1, name });
const button = (name: string | RegExp) => screen.getByRole<HTMLButtonElement>('button', { name });
const events = (name: string) =>
  (window.dataLayer ?? []).filter(
    (event): event is Record<string, unknown> =>
      typeof event === 'object' && event !== null && 'event' in event && event.event === name,
  );

describe('the search', () => {
  const regNo = () => screen.getByRole<HTMLInputElement>('textbox', { name: /Registreringsnummer/ });

  it('takes the number as on a plate and continues from 2 characters', () => {
    renderTireHotel();
    expect(regNo().placeholder).toBe('ABC 123');
    fireEvent.change(regNo(), { target: { value: 'a' } });
    expect(button('Fortsätt').disabled).toBe(true);
    fireEvent.change(regNo(), { target: { value: 'ab c12 3xy' } });
    expect(regNo().value).toBe('ABC123X');
    expect(button('Fortsätt').disabled).toBe(false);
  });

  it('is prefilled by ?regNo=', () => {
    window.history.replaceState(null, '', '/dackhotell?regNo=abc%20123');
    renderTireHotel();
    expect(regNo().value).toBe('ABC123');
  });

  it('submits on Enter, moves to Login and focuses its heading', async () => {
    const { flow } = renderTireHotel();
    fireEvent.change(regNo(), { target: { value: 'abc 123' } });
    fireEvent.submit(regNo().closest('form')!);
    const login = await heading('Logga in');
    expect(asked('/authorization/search?regNo=ABC123')).toHaveLength(1);
    expect(document.activeElement).toBe(login);
    expect(screen.getByText('Vi skickar en kod till 070-*** **67')).toBeTruthy();
    expect(flow()).toMatchObject({ page: 'login', searchedRegNo: 'ABC123', customer });
    expect(events(TIRE_HOTEL_PAGE_EVENT).map((event) => event.page)).toEqual(['search', 'login']);
  });

  it('says there is no agreement on 404, linking to the service booking', async () => {
    routes['/authorization/search'] = () => refusal(404, 'Inget avtal');
    renderTireHotel();
    fireEvent.change(regNo(), { target: { value: 'XYZ999' } });
    fireEvent.click(button('Fortsätt'));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Vi hittar inget däckhotellsavtal för detta registreringsnummer.');
    expect(within(alert).getByRole('link', { name: 'Boka service' }).getAttribute('href')).toBe(
      '/boka-service',
    );
  });

  it("reads 'Något gick fel' on any other failure", async () => {
    routes['/authorization/search'] = () => new Response('upstream down', { status: 502 });
    renderTireHotel();
    fireEvent.change(regNo(), { target: { value: 'ABC123' } });
    fireEvent.click(button('Fortsätt'));
    expect((await screen.findByRole('alert')).textContent).toBe('Något gick fel, var god och försök senare.');
  });
});

describe('login and the code', () => {
  const digits = () => screen.getAllByRole<HTMLInputElement>('textbox', { name: /Siffra/ });

  it('sends the code and moves to Validate', async () => {
    const { flow } = renderTireHotel(atLogin);
    fireEvent.click(button('Skicka kod'));
    await heading('Ange koden');
    expect(
      asked(`/authorization/login?encryptedPhoneNumber=${encodeURIComponent(customer.encryptedPhoneNumber)}`),
    ).toHaveLength(1);
    expect(flow()).toMatchObject({ page: 'validate', authorizationToken: TOKEN });
  });

  it("shows the server's message when codes were asked too often (429)", async () => {
    routes['/authorization/login'] = () => refusal(429, 'För många försök. Vänta 10 minuter.');
    renderTireHotel(atLogin);
    fireEvent.click(button('Skicka kod'));
    expect((await screen.findByRole('alert')).textContent).toBe('För många försök. Vänta 10 minuter.');
  });

  it('has 4 numeric inputs, the first for the phone’s one-time code', () => {
    renderTireHotel(atValidate);
    expect(digits()).toHaveLength(4);
    expect(digits().every((input) => input.inputMode === 'numeric')).toBe(true);
    expect(digits()[0]!.autocomplete).toBe('one-time-code');
  });

  it('advances as digits are typed, goes back on Backspace, verifies only with 4', () => {
    renderTireHotel(atValidate);
    fireEvent.change(digits()[0]!, { target: { value: '1' } });
    expect(document.activeElement).toBe(digits()[1]);
    fireEvent.change(digits()[1]!, { target: { value: '2' } });
    fireEvent.keyDown(digits()[2]!, { key: 'Backspace' });
    expect(document.activeElement).toBe(digits()[1]);
    expect(digits().map((input) => input.value)).toEqual(['1', '', '', '']);
    expect(button('Verifiera').disabled).toBe(true);
  });

  it('fills from a paste of the first 4 digits and verifies', async () => {
    const { flow } = renderTireHotel(atValidate);
    fireEvent.paste(digits()[2]!, { clipboardData: { getData: () => 'Koden är 48 21 9' } });
    expect(digits().map((input) => input.value)).toEqual(['4', '8', '2', '1']);
    fireEvent.click(button('Verifiera'));
    await heading('Din bil och dina däck');
    expect(asked(`/authorization/validate?authToken=${TOKEN}&otpToken=4821`)).toHaveLength(1);
    expect(flow().page).toBe('loggedIn');
  });

  it("shows a wrong code's message, clears the inputs and focuses the first", async () => {
    routes['/authorization/validate'] = () => refusal(400, 'Fel kod. Du har 4 försök kvar.');
    renderTireHotel(atValidate);
    fireEvent.paste(digits()[0]!, { clipboardData: { getData: () => '0000' } });
    fireEvent.click(button('Verifiera'));
    expect((await screen.findByRole('alert')).textContent).toBe('Fel kod. Du har 4 försök kvar.');
    expect(digits().map((input) => input.value)).toEqual(['', '', '', '']);
    await waitFor(() => expect(document.activeElement).toBe(digits()[0]));
  });

  it("'Skicka ny kod' returns to Login", async () => {
    renderTireHotel(atValidate);
    fireEvent.click(button('Skicka ny kod'));
    await heading('Logga in');
  });
});

describe('the vehicle and its tyres', () => {
  it('shows the vehicle, where the tyres are and each tyre, warning of a worn one', () => {
    renderTireHotel(atLoggedIn);
    expect(screen.getByRole('heading', { name: 'Volvo XC60 B4 AWD' })).toBeTruthy();
    expect(screen.getByText('Däckhotell Premium')).toBeTruthy();
    expect(screen.getByText('Hedin Bil Göteborg Hisingen')).toBeTruthy();
    expect(screen.getByRole('link', { name: '031-123 45 00' }).getAttribute('href')).toBe('tel:0311234500');
    const tyres = screen.getAllByRole('listitem');
    expect(tyres).toHaveLength(2);
    expect(within(tyres[0]!).getByText('225/55 R17')).toBeTruthy();
    expect(within(tyres[0]!).getByText('6.5 mm')).toBeTruthy();
    expect(within(tyres[1]!).getByText('Byte rekommenderas', { selector: '.MuiChip-label' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toMatch(/Vi rekommenderar att du byter/);
  });

  it('is shown instead of Search, Login or Validate while a validated session is stored', async () => {
    renderTireHotel({ ...atLoggedIn, page: 'search' });
    expect(await heading('Din bil och dina däck')).toBeTruthy();
    expect(button('Logga ut')).toBeTruthy();
  });

  it("'Logga ut' clears the session and returns to the search", async () => {
    const { flow } = renderTireHotel(atLoggedIn);
    fireEvent.click(button('Logga ut'));
    await heading('Boka däckbyte');
    expect(window.sessionStorage.getItem(TIRE_HOTEL_STORAGE_KEY)).toBeNull();
    expect(flow().page).toBe('search');
    expect(screen.queryByRole('button', { name: 'Logga ut' })).toBeNull();
  });
});

describe('the booking', () => {
  const day = (date: string) => {
    const found = document.querySelector<HTMLButtonElement>(`[data-date="${date}"]`);
    if (!found) throw new Error(`no day ${date}`);
    return found;
  };
  const field = (name: RegExp) => screen.getByRole<HTMLInputElement>('textbox', { name });
  const fillContact = () => {
    fireEvent.change(field(/Förnamn/), { target: { value: 'Anna' } });
    fireEvent.change(field(/Efternamn/), { target: { value: 'Svensson' } });
    fireEvent.change(field(/E-post/), { target: { value: 'anna@example.se' } });
    fireEvent.change(field(/Mobilnummer/), { target: { value: '+46 70-123 45 67' } });
  };

  it('shows the month of the first free day, 42 days from Monday, only free days in the window choosable', async () => {
    renderTireHotel(atBooking);
    await screen.findByRole('heading', { name: 'december 2026' });
    const grid = screen.getByRole('group', { name: 'december 2026' });
    expect(grid.querySelectorAll('[data-date]')).toHaveLength(42);
    expect(grid.querySelector('[data-date]')?.getAttribute('data-date')).toBe('2026-11-30');
    expect(day('2026-12-01').disabled).toBe(false);
    expect(day('2026-12-02').disabled).toBe(true);
    expect(day('2026-12-03').disabled).toBe(false);
    expect(asked('/booking/GetTimeslotDays?workshopIdentifier=GBG-01')).toHaveLength(1);
    expect(JSON.parse(String(fetchMock.mock.calls.at(-1)?.[1]?.body))).toEqual({
      startDate: '2026-11-30',
      endDate: '2027-02-27',
      regNo: 'VOL',
    });
    expect(button('Föregående månad').disabled).toBe(false);
    fireEvent.click(button('Nästa månad'));
    fireEvent.click(button('Nästa månad'));
    await screen.findByRole('heading', { name: 'februari 2027' });
    expect(button('Nästa månad').disabled).toBe(true);
  });

  it('lists the times of a chosen day sorted without duplicates, and books with one', async () => {
    const { flow } = renderTireHotel(atBooking);
    await screen.findByRole('heading', { name: 'december 2026' });
    fireEvent.click(day('2026-12-01'));
    const times = await screen.findByRole('group', { name: 'Välj tid' });
    expect(
      within(times)
        .getAllByRole('button')
        .map((chip) => chip.textContent),
    ).toEqual(['08:30', '10:15', '13:00']);
    fillContact();
    expect(field(/Mobilnummer/).value).toBe('+46701234567');
    fireEvent.click(button('Boka'));
    expect((await screen.findByRole('alert')).textContent).toBe('Välj en tid.');
    fireEvent.click(within(times).getByRole('button', { name: '10:15' }));
    fireEvent.click(button('Boka'));
    await heading('Tack för din bokning!');
    const create = asked('/booking/create?departmentIdentifier=GBG-01')[0];
    expect(JSON.parse(String(create?.[1]?.body))).toEqual({
      bookingDate: '2026-12-01',
      bookingStart: '10:15',
      regNo: 'ABC123',
      freeText: '',
      customer: {
        firstName: 'Anna',
        lastName: 'Svensson',
        email: 'anna@example.se',
        phoneMobile: '+46701234567',
      },
    });
    expect(new Headers(create?.[1]?.headers).get('authorization')).toBe(`Bearer ${TOKEN}`);
    expect(flow()).toMatchObject({ page: 'confirmation', confirmation });
    expect(events('purchase')).toEqual([
      expect.objectContaining({
        ecommerce: expect.objectContaining({
          transaction_id: confirmation.bookingConfirmationId,
          currency: 'SEK',
          value: 0,
        }),
      }),
    ]);
  });

  it('says the workshop comes back with a time on a day without times, and books the day', async () => {
    routes['/booking/GetTimeslots'] = () => Response.json({ availableTimeSlotDates: [] });
    renderTireHotel(atBooking);
    await screen.findByRole('heading', { name: 'december 2026' });
    fireEvent.click(day('2026-12-03'));
    expect(await screen.findByText('Verkstaden återkommer med tid')).toBeTruthy();
    fillContact();
    fireEvent.click(button('Boka'));
    await heading('Tack för din bokning!');
    const body = JSON.parse(String(asked('/booking/create')[0]?.[1]?.body)) as Record<string, unknown>;
    expect(body.bookingDate).toBe('2026-12-03');
    expect(body).not.toHaveProperty('bookingStart');
  });

  it('checks the contact details before booking', async () => {
    renderTireHotel(atBooking);
    await screen.findByRole('heading', { name: 'december 2026' });
    fireEvent.click(day('2026-12-01'));
    fireEvent.change(field(/E-post/), { target: { value: 'anna@' } });
    fireEvent.change(field(/Mobilnummer/), { target: { value: '0701' } });
    fireEvent.click(button('Boka'));
    expect(await screen.findByText('Ange ditt förnamn')).toBeTruthy();
    expect(screen.getByText('Ange en giltig e-postadress')).toBeTruthy();
    expect(screen.getByText('Ange ett mobilnummer med 8–15 siffror')).toBeTruthy();
    expect(asked('/booking/create')).toHaveLength(0);
  });

  it("shows a taken time's message, keeps what was typed and asks the day's times again", async () => {
    routes['/booking/create'] = () => refusal(409, 'Tiden är inte längre ledig. Välj en annan tid.');
    renderTireHotel(atBooking);
    await screen.findByRole('heading', { name: 'december 2026' });
    fireEvent.click(day('2026-12-01'));
    fireEvent.click(await screen.findByRole('button', { name: '08:30' }));
    fillContact();
    fireEvent.click(button('Boka'));
    expect(await screen.findByText('Tiden är inte längre ledig. Välj en annan tid.')).toBeTruthy();
    expect(field(/Förnamn/).value).toBe('Anna');
    await waitFor(() => expect(asked('/booking/GetTimeslots')).toHaveLength(2));
    expect(await screen.findByRole('button', { name: '08:30', pressed: false })).toBeTruthy();
  });

  it("reads 'Ett fel uppstod' when the days cannot be fetched", async () => {
    routes['/booking/GetTimeslotDays'] = () => new Response(null, { status: 502 });
    renderTireHotel(atBooking);
    expect((await screen.findByRole('alert')).textContent).toBe('Ett fel uppstod');
  });

  it("offers the workshop's phone and e-mail when it has no days", async () => {
    routes['/booking/GetTimeslotDays'] = () => Response.json({ availableDates: [] });
    renderTireHotel(atBooking);
    expect(
      await screen.findByText(/Det finns för närvarande inga tillgängliga tider på din verkstad/),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'dack.hisingen@example.se' }).getAttribute('href')).toBe(
      'mailto:dack.hisingen@example.se',
    );
    expect(screen.queryByRole('button', { name: 'Boka' })).toBeNull();
  });

  it("reads 'Kunde inte hämta tider för valt datum.' when a day's times cannot be fetched", async () => {
    routes['/booking/GetTimeslots'] = () => new Response(null, { status: 504 });
    renderTireHotel(atBooking);
    await screen.findByRole('heading', { name: 'december 2026' });
    fireEvent.click(day('2026-12-01'));
    expect((await screen.findByRole('alert')).textContent).toBe('Kunde inte hämta tider för valt datum.');
  });

  it('goes back to the search, saying why, when the session is gone (401)', async () => {
    routes['/booking/GetTimeslotDays'] = () => refusal(401, 'Sessionen har gått ut');
    const { flow } = renderTireHotel(atBooking);
    await heading('Boka däckbyte');
    expect(screen.getByRole('status').textContent).toMatch(/Du har loggats ut/);
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: /Registreringsnummer/ }).value).toBe(
      'ABC123',
    );
    expect(flow()).toMatchObject({ page: 'search', authorizationToken: null, notice: 'sessionEnded' });
  });

  it("'Tillbaka' returns to the vehicle", async () => {
    renderTireHotel(atBooking);
    fireEvent.click(button('Tillbaka'));
    await heading('Din bil och dina däck');
  });
});

describe('the confirmation', () => {
  it('shows the booking, the time and the workshop', () => {
    renderTireHotel(atConfirmation);
    expect(screen.getByText('TH-20261204-0042')).toBeTruthy();
    expect(screen.getByText('4 december 2026 kl. 09:30')).toBeTruthy();
    expect(screen.getByText('Exportgatan 12, 422 46 Hisingsbacka')).toBeTruthy();
    expect(screen.getByText('Gärna tidig förmiddag')).toBeTruthy();
  });

  it('says a full-day booking is left in the morning', () => {
    renderTireHotel({
      ...atConfirmation,
      confirmation: { ...confirmation, isFullDay: true, appointmentTime: '2026-12-04' },
    });
    expect(screen.getByText('4 december 2026')).toBeTruthy();
    expect(screen.getByRole('note').textContent).toMatch(/på morgonen.*återkommer med tid/);
  });

  it('sends a review from one star, with the session', async () => {
    renderTireHotel(atConfirmation);
    expect(button('Skicka').disabled).toBe(true);
    fireEvent.click(screen.getByRole('radio', { name: '4 stjärnor' }));
    fireEvent.change(screen.getByRole('textbox', { name: /Kommentar/ }), {
      target: { value: 'Snabbt och bra' },
    });
    fireEvent.click(button('Skicka'));
    expect(await screen.findByText('Tack för ditt omdöme!')).toBeTruthy();
    const [, init] = asked('/review/addReview')[0] ?? [];
    expect(JSON.parse(String(init?.body))).toEqual({
      rating: 4,
      comment: 'Snabbt och bra',
      date: '2026-11-27',
    });
  });

  it('thanks also when the review call fails', async () => {
    routes['/review/addReview'] = () => new Response(null, { status: 500 });
    renderTireHotel(atConfirmation);
    fireEvent.click(screen.getByRole('radio', { name: '1 stjärna' }));
    fireEvent.click(button('Skicka'));
    expect(await screen.findByText('Tack för ditt omdöme!')).toBeTruthy();
  });
});

describe('the footer', () => {
  it('names the contact e-mail on every page', () => {
    renderTireHotel();
    expect(screen.getByRole('link', { name: 'dackhotell@example.se' }).getAttribute('href')).toBe(
      'mailto:dackhotell@example.se',
    );
  });
});

describe('the tyre storage in the page editor', () => {
  it("gives editors the title's chrome, empty too, and the contact address's, which stays the link", () => {
    const { container } = renderTireHotel(
      undefined,
      {
        ...tireHotelFields,
        Title: editableText('search-title', ''),
        ContactEmail: editableText('contact-email', 'dackhotell@example.se'),
      },
      { pageEditing: true },
    );
    expect(chromeOf(screen.getByRole('heading', { level: 1 }), 'search-title')).not.toBeNull();
    expect(screen.getByRole('heading', { level: 1 }).textContent).not.toContain('Boka däckbyte');
    expect(chromeOf(container, 'contact-email')?.closest('a')?.getAttribute('href')).toBe(
      'mailto:dackhotell@example.se',
    );
  });
});
