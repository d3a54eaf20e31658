/**
 * The days a tyre storage booking may fall on (spec 002 §9): from today + 3 days to today + 3 months,
 * "today" being the day in Sweden. One rule for the backend that refuses other days and for a page that
 * disables them. Browser-safe.
 */
import { addDays, addMonths } from '../../calendar/calendarDays';
import { TIRE_HOTEL_BOOKING_FIRST_DAY_OFFSET, TIRE_HOTEL_BOOKING_WINDOW_MONTHS } from './contract';

export interface BookingWindow {
  /** The first bookable day, `YYYY-MM-DD`. */
  first: string;
  /** The last bookable day, `YYYY-MM-DD`. */
  last: string;
}

export const tireHotelBookingWindow = (today: string): BookingWindow => ({
  first: addDays(today, TIRE_HOTEL_BOOKING_FIRST_DAY_OFFSET),
  last: addMonths(today, TIRE_HOTEL_BOOKING_WINDOW_MONTHS),
});
