// @vitest-environment jsdom
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MechmateTimeslotDay } from '../../runtime';
import { addDays } from '../../runtime';
import { isWeekend } from '../../ui';
import { bookingAtWorkshop, solnaWorkshop, today } from '../../tests/fixtures/serviceBooking';
import { renderBookingPart } from '../../tests/render/renderBookingPart';
import { removeUserActivation, stubUserActivation } from '../../tests/fixtures/userActivation';
import { BOOKING_SLOTS_TEXTS as TEXT } from './bookingSlotsTexts';
import { SlotPicker } from './SlotPicker';

const TIMESLOTS =
  /^\/api\/mechmate\/timeslots\/from\/ABC123\/dep-1\/(\d{4}-\d\d-\d\d)\/\?serviceOfferings=(.*)$/;

/** The 28 days from `date` as the embedded backend answers them: weekdays after today have three slots. */
function daysFrom(date: string, open = true): MechmateTimeslotDay[] {
  return Array.from({ length: 28 }, (_, index) => {
    const day = addDays(date, index);
    const bookable = open && day > '2026-06-03' && !isWeekend(day);
    return {
      date: day,
      availableSlots: bookable ? ['08:00:00', '10:00:00', '13:00:00'].map((time) => `${day}T${time}`) : [],
      allDaySlotAvailable: bookable && day !== '2026-06-04',
    };
  });
}

const fetchMock = vi.fn<typeof fetch>();
const answerDays = (open = true) =>
  fetchMock.mockImplementation(async (url) => {
    const date = TIMESLOTS.exec(String(url))?.[1];
    return date ? Response.json(daysFrom(date, open)) : new Response('{}', { status: 404 });
  });

const requestedDates = () => fetchMock.mock.calls.map(([url]) => TIMESLOTS.exec(String(url))?.[1]);

const renderPicker = () =>
  renderBookingPart((props) => <SlotPicker {...props} />, { booking: bookingAtWorkshop() });

const day = (name: string) => screen.getByRole('button', { name: new RegExp(`^${name},`) });
const dayButtons = () =>
  within(screen.getByRole('group', { name: TEXT.serviceBookingSlotsCalendar })).getAllByRole('button');
const next = () => fireEvent.click(screen.getByRole('button', { name: TEXT.serviceBookingSlotsNextWeek }));
const previous = () => screen.getByRole('button', { name: TEXT.serviceBookingSlotsPreviousWeek });
const loaded = (calls: number) => waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(calls));

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: today });
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  sessionStorage.clear();
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  removeUserActivation();
});

describe('SlotPicker', () => {
  it('shows the chosen workshop and four weeks from Monday of this week, weekends marked, past days closed', async () => {
    answerDays();
    renderPicker();
    expect(screen.getByText(solnaWorkshop.siteName)).toBeTruthy();
    expect(screen.getByText(solnaWorkshop.address)).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Vecka 23–26' })).toBeTruthy();
    expect(screen.getByText('1–28 juni 2026')).toBeTruthy();
    const days = dayButtons();
    expect(days).toHaveLength(28);
    expect(days[0]?.dataset.date).toBe('2026-06-01');
    expect(days[27]?.dataset.date).toBe('2026-06-28');
    await waitFor(() => expect(day('torsdag 4 juni').hasAttribute('disabled')).toBe(false));
    expect(day('torsdag 4 juni').getAttribute('aria-label')).toBe('torsdag 4 juni, lediga tider');
    expect(day('tisdag 2 juni').hasAttribute('disabled')).toBe(true);
    expect(day('onsdag 3 juni').getAttribute('aria-label')).toBe('onsdag 3 juni, inga lediga tider');
    expect(day('lördag 6 juni').hasAttribute('disabled')).toBe(true);
    expect(
      days.filter((button) => button.dataset.weekend === 'true').map((button) => button.dataset.date),
    ).toEqual(['06', '07', '13', '14', '20', '21', '27', '28'].map((date) => `2026-06-${date}`));
    const [url] = fetchMock.mock.calls[0] ?? [];
    expect(String(url)).toBe(
      '/api/mechmate/timeslots/from/ABC123/dep-1/2026-06-03/?serviceOfferings=originalservice%2Cbrakecheck%2Cwipers',
    );
  });

  it('moves a week at a time, never before this week', async () => {
    answerDays();
    renderPicker();
    await loaded(2);
    expect(previous().hasAttribute('disabled')).toBe(true);
    next();
    expect(screen.getByRole('heading', { name: 'Vecka 24–27' })).toBeTruthy();
    expect(dayButtons()[0]?.dataset.date).toBe('2026-06-08');
    expect(previous().hasAttribute('disabled')).toBe(false);
    fireEvent.click(previous());
    expect(screen.getByRole('heading', { name: 'Vecka 23–26' })).toBeTruthy();
    expect(previous().hasAttribute('disabled')).toBe(true);
  });

  it('fetches the next 28 days from the day after the last loaded as the shown weeks near the end', async () => {
    answerDays();
    renderPicker();
    // Today is a Wednesday: the first 28 days end on 30 June, within a week of the fourth shown week's end.
    await loaded(2);
    expect(requestedDates()).toEqual(['2026-06-03', '2026-07-01']);
    await waitFor(() => expect(day('torsdag 4 juni').hasAttribute('disabled')).toBe(false));
    // Three weeks on, the shown weeks end 19 July, more than a week before the loaded days end (28 July).
    next();
    next();
    next();
    await act(async () => undefined);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    await waitFor(() => expect(day('måndag 13 juli').hasAttribute('disabled')).toBe(false));
    next();
    await loaded(3);
    expect(requestedDates()[2]).toBe('2026-07-29');
    next();
    await waitFor(() => expect(day('fredag 31 juli').hasAttribute('disabled')).toBe(false));
  });

  it('pages and loads at most 26 weeks ahead', async () => {
    answerDays();
    renderPicker();
    const nextButton = screen.getByRole('button', { name: TEXT.serviceBookingSlotsNextWeek });
    let moves = 0;
    while (!nextButton.hasAttribute('disabled') && moves < 40) {
      next();
      moves += 1;
      await act(async () => undefined);
    }
    expect(moves).toBe(23);
    expect(dayButtons().map((button) => button.dataset.date)).toContain('2026-12-02');
    await waitFor(() => expect(requestedDates().at(-1)).toBe('2026-11-18'));
    expect(requestedDates()).toHaveLength(7);
  });

  it("lists the chosen day's times and stores the time picked, or the full day at 08:00", async () => {
    answerDays();
    const { booking } = renderPicker();
    const times = await screen.findByRole('group', { name: 'Lediga tider torsdag 4 juni' });
    expect(
      within(times)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['08:00', '10:00', '13:00']);
    expect(screen.queryByRole('button', { name: TEXT.serviceBookingSlotsFullDay })).toBeNull();
    fireEvent.click(within(times).getByRole('button', { name: '10:00' }));
    expect(booking().bookingInfo.timeSlot).toEqual({ timeslot: '2026-06-04T10:00:00', isFullDay: false });

    fireEvent.click(day('fredag 5 juni'));
    expect(day('fredag 5 juni').getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: TEXT.serviceBookingSlotsFullDay }));
    expect(booking().bookingInfo.timeSlot).toEqual({ timeslot: '2026-06-05T08:00:00', isFullDay: true });
  });

  it('says no free times could be fetched when the answer is empty, and retries', async () => {
    fetchMock.mockResolvedValueOnce(new Response('{}', { status: 503 }));
    renderPicker();
    expect(await screen.findByText(TEXT.serviceBookingSlotsNoneFetched)).toBeTruthy();
    expect(dayButtons().every((button) => button.hasAttribute('disabled'))).toBe(true);
    answerDays();
    fireEvent.click(screen.getByRole('button', { name: TEXT.serviceBookingSlotsRetry }));
    expect(await screen.findByRole('group', { name: 'Lediga tider torsdag 4 juni' })).toBeTruthy();
    expect(screen.queryByText(TEXT.serviceBookingSlotsNoneFetched)).toBeNull();
    expect(requestedDates().slice(0, 2)).toEqual(['2026-06-03', '2026-06-03']);
  });

  it("moves focus to the calendar's weeks when the visitor arrives by choosing a workshop, not on a reload", async () => {
    answerDays();
    stubUserActivation(false);
    const reloaded = renderPicker();
    expect(document.activeElement).toBe(document.body);
    await loaded(2);
    reloaded.unmount();
    stubUserActivation(true);
    renderPicker();
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Vecka 23–26' }));
    await loaded(4);
  });

  it('says when the shown weeks have no free time', async () => {
    answerDays(false);
    renderPicker();
    expect(await screen.findByText(TEXT.serviceBookingSlotsNoneShown)).toBeTruthy();
  });

  it("'Ändra verkstad eller tid' clears the workshop", () => {
    answerDays();
    const { booking } = renderPicker();
    fireEvent.click(screen.getByRole('button', { name: 'Ändra verkstad eller tid' }));
    expect(booking().bookingInfo.location).toBeNull();
  });
});
