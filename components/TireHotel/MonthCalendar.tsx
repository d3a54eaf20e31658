/**
 * The booking's month calendar (spec 002 §9): 42 days from the Monday on or before the month's 1st, under
 * weekday headings, Monday first; days outside the window or without a time are muted and cannot be
 * chosen; the previous and next month only within the window. The chosen day is pressed.
 */
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import { styled } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { type BookingWindow, dayOf, Icon, useSite } from '../../runtime';
import {
  canShowMonth,
  isBookableDay,
  monthGrid,
  monthOf,
  movedMonth,
  useTireHotelText,
  CalendarDay,
  WeekGrid,
} from '../../ui';

const Day = styled(CalendarDay)({
  aspectRatio: '1',
  maxHeight: 56,
  fontSize: '0.95rem',
  '&[data-outside="true"]': { opacity: 0.55 },
});

const format = (locale: string, options: Intl.DateTimeFormatOptions) => (day: string) =>
  new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' }).format(dayOf(day));

interface MonthCalendarProps {
  month: string;
  onMonth: (month: string) => void;
  window: BookingWindow;
  available: ReadonlySet<string>;
  chosen: string | null;
  onChoose: (day: string) => void;
}

export function MonthCalendar({ month, onMonth, window, available, chosen, onChoose }: MonthCalendarProps) {
  const text = useTireHotelText();
  const { locale } = useSite();
  const id = useId();
  const days = monthGrid(month);
  const monthName = format(locale, { month: 'long', year: 'numeric' })(`${month}-01`);
  const weekday = format(locale, { weekday: 'short' });
  const dayName = format(locale, { weekday: 'long', day: 'numeric', month: 'long' });
  const previous = movedMonth(month, -1);
  const next = movedMonth(month, 1);

  return (
    <Box sx={{ display: 'grid', gap: 1.5, maxWidth: 480 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
        <IconButton
          onClick={() => onMonth(previous)}
          disabled={!canShowMonth(previous, window)}
          aria-label={text('tireHotelPreviousMonth')}
          sx={{ border: 1, borderColor: 'divider' }}
        >
          <Icon name="ChevronLeft" size={20} />
        </IconButton>
        <Typography
          id={id}
          component="h3"
          aria-live="polite"
          sx={{ fontWeight: 700, '&::first-letter': { textTransform: 'uppercase' } }}
        >
          {monthName}
        </Typography>
        <IconButton
          onClick={() => onMonth(next)}
          disabled={!canShowMonth(next, window)}
          aria-label={text('tireHotelNextMonth')}
          sx={{ border: 1, borderColor: 'divider' }}
        >
          <Icon name="ChevronRight" size={20} />
        </IconButton>
      </Box>
      <WeekGrid aria-hidden="true">
        {days.slice(0, 7).map((day) => (
          <Typography
            key={day}
            variant="caption"
            sx={{ textAlign: 'center', textTransform: 'capitalize', color: 'text.secondary' }}
          >
            {weekday(day)}
          </Typography>
        ))}
      </WeekGrid>
      <WeekGrid role="group" aria-labelledby={id}>
        {days.map((day) => {
          const outside = monthOf(day) !== month;
          const bookable = !outside && isBookableDay(day, window, available);
          return (
            <Day
              key={day}
              disabled={!bookable}
              aria-pressed={bookable ? day === chosen : undefined}
              aria-hidden={outside || undefined}
              aria-label={dayName(day)}
              data-outside={outside}
              data-date={day}
              onClick={() => onChoose(day)}
            >
              {Number(day.slice(8, 10))}
            </Day>
          );
        })}
      </WeekGrid>
    </Box>
  );
}
