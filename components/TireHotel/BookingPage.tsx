/**
 * Booking (spec 002 §4 booking sub-steps, §5, §7, §8): pick a day in the month calendar, then a time of
 * that day as toggle chips (or 'Verkstaden återkommer med tid' when it has none), then the contact details
 * (checked by the form schema's generated validator), then 'Boka'. Day and time can be changed at any
 * point. Without any day the workshop's phone and e-mail are offered instead; a failed days call reads
 * 'Ett fel uppstod', a failed times call 'Kunde inte hämta tider för valt datum.'. A refused booking shows
 * the server's message with everything typed kept (a time taken meanwhile: the day's times are asked
 * again, so another can be picked). A booking once sent is not aborted: it lands in the store even if the
 * visitor left the page meanwhile, and is then tracked as the purchase. 'Tillbaka' returns to LoggedIn.
 */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useId, useRef, useState } from 'react';
import {
  createTireHotelBooking,
  dayIn,
  type TireHotelVehicle,
  tireHotelBookingWindow,
  usePageI18n,
  useSite,
} from '../../runtime';
import {
  backFromBooking,
  type BookingChoiceProblem,
  bookingChoiceProblem,
  isSessionLost,
  monthOf,
  serverMessage,
  sessionLost,
  sessionVehicle,
  tireHotelBookingConfirmed,
  tireHotelBookingRequest,
  type TireHotelPageProps,
  trackTireHotelPurchase,
  useTireHotelText,
  telHref,
} from '../../ui';
import { BookingForm } from './BookingForm';
import { MonthCalendar } from './MonthCalendar';
import { Failure, Loading, PageCard } from './TireHotelFrame';
import { type Asked, bookingVehicle, useBookingDays, useDayTimes } from './useBookingDays';

const CHOICE_TEXTS = {
  dateRequired: 'tireHotelDateRequired',
  timeRequired: 'tireHotelTimeRequired',
} as const satisfies Record<BookingChoiceProblem, string>;

function WorkshopContact({ vehicle }: { vehicle: TireHotelVehicle }) {
  const text = useTireHotelText();
  const { phone, email } = vehicle.location;
  return (
    <Alert severity="info" role="status">
      <Typography sx={{ mb: 1 }}>{text('tireHotelNoDates')}</Typography>
      <Box component="span" sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 3, rowGap: 0.5 }}>
        <span>
          {text('tireHotelPhone')}: <Link href={telHref(phone)}>{phone}</Link>
        </span>
        <span>
          {text('tireHotelEmail')}: <Link href={`mailto:${email}`}>{email}</Link>
        </span>
      </Box>
    </Alert>
  );
}

interface DayTimesProps {
  times: Asked<string[]> | null;
  time: string | null;
  onTime: (time: string | null) => void;
  labelId: string;
}

function DayTimes({ times, time, onTime, labelId }: DayTimesProps) {
  const text = useTireHotelText();
  if (times === null) return null;
  if (times.status === 'loading') return <Loading label={text('tireHotelTimesLoading')} />;
  if (times.status === 'failed') return <Failure>{text('tireHotelTimesFailed')}</Failure>;
  if (times.value.length === 0) {
    return (
      <Alert severity="info" role="status">
        {text('tireHotelWorkshopCallsBack')}
      </Alert>
    );
  }
  return (
    <ToggleButtonGroup
      exclusive
      value={time}
      onChange={(_event, picked: string | null) => onTime(picked)}
      aria-labelledby={labelId}
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}
    >
      {times.value.map((start) => (
        <ToggleButton
          key={start}
          value={start}
          sx={{
            minWidth: '5.5rem',
            borderRadius: 999,
            // A group draws its buttons joined; chips stand apart.
            '&&': { border: 1, borderColor: 'divider', borderRadius: 999, m: 0 },
            '&&.Mui-selected': {
              bgcolor: 'primary.main',
              color: 'primary.contrastText',
              borderColor: 'primary.main',
            },
          }}
        >
          {start}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}

export function BookingPage({ state, update }: TireHotelPageProps) {
  const vehicle = sessionVehicle(state);
  const session = state.authorizationToken;
  if (vehicle === null || session === null) return null;
  return <Booking vehicle={vehicle} session={session} update={update} />;
}

interface BookingProps {
  vehicle: TireHotelVehicle;
  session: string;
  update: TireHotelPageProps['update'];
}

function Booking({ vehicle, session, update }: BookingProps) {
  const text = useTireHotelText();
  const i18n = usePageI18n();
  const { timeZone } = useSite();
  const id = useId();
  const [window] = useState(() => tireHotelBookingWindow(dayIn(timeZone, new Date())));
  const [called] = useState(() => bookingVehicle(vehicle));
  const days = useBookingDays(session, called, window, update);
  const [shownMonth, setShownMonth] = useState<string | null>(null);
  const [day, setDay] = useState<string | null>(null);
  const [time, setTime] = useState<string | null>(null);
  const { times, reload } = useDayTimes(session, called, day, update);
  const [sending, setSending] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [choice, setChoice] = useState<BookingChoiceProblem | null>(null);
  const sent = useRef(false);

  const firstAvailable = days.status === 'ready' ? [...days.value].sort()[0] : undefined;
  const month = shownMonth ?? monthOf(firstAvailable ?? window.first);
  const shownTimes = times?.status === 'ready' ? times.value : null;

  const chooseDay = (picked: string) => {
    setDay(picked);
    setTime(null);
    setChoice(null);
  };

  const book = async (values: Parameters<typeof tireHotelBookingRequest>[3]) => {
    const problem = bookingChoiceProblem(day, shownTimes, time);
    setChoice(problem);
    if (problem !== null || day === null || sent.current) return;
    sent.current = true;
    setSending(true);
    setRefusal(null);
    const request = tireHotelBookingRequest(vehicle, day, shownTimes?.length ? time : null, values);
    try {
      // Not aborted when the page goes: a booking the workshop has taken must reach the store.
      const confirmation = await createTireHotelBooking(session, vehicle.location.erpId, request);
      update((current) => tireHotelBookingConfirmed(current, confirmation));
      trackTireHotelPurchase(confirmation);
    } catch (error) {
      sent.current = false;
      setSending(false);
      if (isSessionLost(error)) {
        update(sessionLost);
        return;
      }
      setRefusal(serverMessage(error) ?? text('tireHotelSomethingWrong'));
      // A time taken meanwhile: the day's times are asked again, without it.
      setTime(null);
      reload();
    }
  };

  return (
    <PageCard title={text('tireHotelBookingTitle')}>
      {days.status === 'loading' && <Loading label={text('tireHotelDaysLoading')} />}
      {days.status === 'failed' && <Failure>{text('tireHotelDaysFailed')}</Failure>}
      {days.status === 'ready' && days.value.size === 0 && <WorkshopContact vehicle={vehicle} />}
      {days.status === 'ready' && days.value.size > 0 && (
        <>
          <Box component="section" aria-labelledby={`${id}-date`} sx={{ display: 'grid', gap: 2 }}>
            <Typography id={`${id}-date`} component="h2" variant="h6">
              {text('tireHotelDate')}
            </Typography>
            <MonthCalendar
              month={month}
              onMonth={setShownMonth}
              window={window}
              available={days.value}
              chosen={day}
              onChoose={chooseDay}
            />
          </Box>
          {day !== null && (
            <Box component="section" aria-labelledby={`${id}-time`} sx={{ display: 'grid', gap: 2 }}>
              <Typography id={`${id}-time`} component="h2" variant="h6">
                {text('tireHotelTime')}
              </Typography>
              <DayTimes
                times={times}
                time={time}
                onTime={(picked) => {
                  setTime(picked);
                  setChoice(null);
                }}
                labelId={`${id}-time`}
              />
            </Box>
          )}
          <BookingForm
            headingId={`${id}-contact`}
            sending={sending}
            onBook={book}
            translate={(keys, options) => i18n.t(keys, options)}
            problem={
              <>
                {choice !== null && <Failure>{text(CHOICE_TEXTS[choice])}</Failure>}
                {refusal !== null && <Failure>{refusal}</Failure>}
              </>
            }
          />
        </>
      )}
      <Box>
        <Button variant="outlined" onClick={() => update(backFromBooking)} disabled={sending}>
          {text('tireHotelBack')}
        </Button>
      </Box>
    </PageCard>
  );
}
