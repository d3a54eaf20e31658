/**
 * Step 4's time choice at the chosen workshop (spec 002 §4 week navigation, §9): four weeks of days from
 * the week of today, a week back or forward at a time (never before this week, at most half a year
 * ahead), more days loaded as the shown weeks near the end of what is loaded. Weekends are drawn in the
 * theme's warning colour; past days and days without a free slot cannot be chosen. A chosen day lists its
 * free times and, when the workshop offers it, the full-day slot (the car left before 08:00); choosing one
 * stores the slot, after which the page shows the contact form. Arriving from 'Välj' on a workshop, focus
 * moves to the calendar's heading (the pressed button is gone).
 */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import { styled } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { Icon, type MechmateTimeslotDay, useSite } from '../../runtime';
import {
  type BookingStepProps,
  changeWorkshopOrTime,
  type ChosenSlot,
  fullDaySlot,
  isWeekend,
  movedWeeks,
  pickSlot,
  visibleWeeks,
  CalendarDay,
  WeekGrid,
} from '../../ui';
import { useBookingSlotsText } from './bookingSlotsTexts';
import { ChosenWorkshop } from './ChosenWorkshop';
import { LoadingStatus } from './LoadingStatus';
import {
  canMoveBack,
  canMoveForward,
  dayName,
  daySpan,
  isBookable,
  isoWeek,
  localIsoDate,
  MAX_SLOTS_PER_DAY,
  shortMonth,
  shortWeekday,
  slotTime,
} from './slotCalendar';
import { useFocusOnArrival } from './useFocusOnArrival';
import { type DaysQuery, useTimeslotDays } from './useTimeslotDays';

export function SlotPicker({ store, update }: BookingStepProps) {
  const workshop = store.bookingInfo.location;
  const car = store.car;
  if (workshop === null || car === null) return null;
  const serviceOfferings = store.services.map((service) => service.code);
  const query: DaysQuery = {
    registrationNumber: car.registrationNumber,
    departmentId: workshop.departmentId,
    serviceOfferings,
  };
  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <ChosenWorkshop workshop={workshop} slot={null} onChange={() => update(changeWorkshopOrTime)} />
      <SlotCalendar
        key={`${workshop.departmentId}/${serviceOfferings.join(',')}`}
        query={query}
        onPick={(slot) => update((current) => pickSlot(current, slot))}
      />
    </Box>
  );
}

interface SlotCalendarProps {
  query: DaysQuery;
  onPick: (slot: ChosenSlot) => void;
}

const Day = styled(CalendarDay)(({ theme }) => ({
  flexDirection: 'column',
  minHeight: 52,
  lineHeight: 1.2,
  '& .month': { fontSize: '0.7rem', fontWeight: 400 },
  '&[data-weekend="true"]': { color: theme.palette.warning.dark },
  '&.Mui-disabled[data-weekend="true"]': { color: theme.palette.warning.main, opacity: 0.7 },
}));

const Times = styled('div')(({ theme }) => ({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(5.5rem, 1fr))',
  gap: theme.spacing(1),
}));

function SlotCalendar({ query, onPick }: SlotCalendarProps) {
  const text = useBookingSlotsText();
  const { locale } = useSite();
  const id = useId();
  const [today] = useState(() => localIsoDate(new Date()));
  const [first, setFirst] = useState(() => movedWeeks(today, 0));
  const [pickedDay, setPickedDay] = useState<string | null>(null);
  const heading = useFocusOnArrival<HTMLHeadingElement>();
  const { days, loading, failed, retry } = useTimeslotDays(query, first, today);

  const weeks = visibleWeeks(first);
  const shown = weeks.flat();
  const lastShown = shown[shown.length - 1] ?? first;
  const bookable = (date: string) => date >= today && isBookable(days.get(date));
  const openDay =
    pickedDay !== null && shown.includes(pickedDay) && bookable(pickedDay)
      ? pickedDay
      : (shown.find(bookable) ?? null);
  const open = openDay === null ? undefined : days.get(openDay);

  return (
    <Box component="section" aria-labelledby={`${id}-weeks`} sx={{ display: 'grid', gap: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
        <IconButton
          onClick={() => setFirst(movedWeeks(first, -1))}
          disabled={!canMoveBack(first, today)}
          aria-label={text('serviceBookingSlotsPreviousWeek')}
          sx={{ border: 1, borderColor: 'divider' }}
        >
          <Icon name="ChevronLeft" size={20} />
        </IconButton>
        <Box sx={{ textAlign: 'center' }} aria-live="polite">
          <Typography ref={heading} id={`${id}-weeks`} component="h3" tabIndex={-1} sx={{ fontWeight: 700 }}>
            {text('serviceBookingSlotsWeeks', { first: isoWeek(first), last: isoWeek(lastShown) })}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {daySpan(shown[0] ?? first, lastShown, locale)}
          </Typography>
        </Box>
        <IconButton
          onClick={() => setFirst(movedWeeks(first, 1))}
          disabled={!canMoveForward(first, today)}
          aria-label={text('serviceBookingSlotsNextWeek')}
          sx={{ border: 1, borderColor: 'divider' }}
        >
          <Icon name="ChevronRight" size={20} />
        </IconButton>
      </Box>

      <div>
        <WeekGrid aria-hidden="true" sx={{ mb: 0.5 }}>
          {(weeks[0] ?? []).map((date) => (
            <Typography
              key={date}
              variant="caption"
              sx={{
                textAlign: 'center',
                textTransform: 'capitalize',
                color: isWeekend(date) ? 'warning.dark' : 'text.secondary',
              }}
            >
              {shortWeekday(date, locale)}
            </Typography>
          ))}
        </WeekGrid>
        <WeekGrid role="group" aria-label={text('serviceBookingSlotsCalendar')}>
          {shown.map((date) => {
            const name = dayName(date, locale);
            return (
              <Day
                key={date}
                disabled={!bookable(date)}
                aria-pressed={date === openDay}
                aria-label={
                  bookable(date)
                    ? text('serviceBookingSlotsDayFree', { day: name })
                    : text('serviceBookingSlotsDayFull', { day: name })
                }
                data-weekend={isWeekend(date)}
                data-date={date}
                onClick={() => setPickedDay(date)}
              >
                <span>{Number(date.slice(8, 10))}</span>
                <span className="month">{shortMonth(date, locale)}</span>
              </Day>
            );
          })}
        </WeekGrid>
      </div>

      <CalendarStatus loading={loading} failed={failed} retry={retry} hasOpenDay={open !== undefined} />
      {open !== undefined && <DayTimes day={open} onPick={onPick} />}
    </Box>
  );
}

interface CalendarStatusProps {
  loading: boolean;
  failed: boolean;
  retry: () => void;
  hasOpenDay: boolean;
}

function CalendarStatus({ loading, failed, retry, hasOpenDay }: CalendarStatusProps) {
  const text = useBookingSlotsText();
  if (loading && !hasOpenDay) {
    return <LoadingStatus label={text('serviceBookingSlotsLoading')} />;
  }
  if (failed) {
    return (
      <Box role="status" sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}>
        <Typography>{text('serviceBookingSlotsNoneFetched')}</Typography>
        <Button variant="outlined" onClick={retry}>
          {text('serviceBookingSlotsRetry')}
        </Button>
      </Box>
    );
  }
  if (!hasOpenDay && !loading)
    return <Typography role="status">{text('serviceBookingSlotsNoneShown')}</Typography>;
  return null;
}

interface DayTimesProps {
  day: MechmateTimeslotDay;
  onPick: (slot: ChosenSlot) => void;
}

function DayTimes({ day, onPick }: DayTimesProps) {
  const text = useBookingSlotsText();
  const { locale } = useSite();
  const id = useId();
  const fullDay = fullDaySlot(day.date);
  return (
    <Box component="section" aria-labelledby={id} sx={{ display: 'grid', gap: 1.5 }}>
      <Typography
        id={id}
        component="h3"
        sx={{ fontWeight: 700, '&::first-letter': { textTransform: 'uppercase' } }}
      >
        {text('serviceBookingSlotsTimes', { day: dayName(day.date, locale) })}
      </Typography>
      <Times role="group" aria-labelledby={id}>
        {day.availableSlots.slice(0, MAX_SLOTS_PER_DAY).map((timeslot) => (
          <Button key={timeslot} variant="outlined" onClick={() => onPick({ timeslot, isFullDay: false })}>
            {slotTime(timeslot)}
          </Button>
        ))}
      </Times>
      {day.allDaySlotAvailable && (
        <Button
          variant="outlined"
          onClick={() => onPick({ timeslot: fullDay, isFullDay: true })}
          startIcon={<Icon name="Clock" size={18} />}
          sx={{ justifySelf: 'start' }}
        >
          {text('serviceBookingSlotsFullDay')}
        </Button>
      )}
    </Box>
  );
}
