/**
 * 'Summering av val' (spec 002 §2, §9): the car, place, services, add-ons, workshop and time chosen so
 * far, and the total in kr. One element for every width: from `md` a sticky sidebar; below it a bottom
 * sheet fixed to the screen's foot, 72 px collapsed (the title and the total), 80 vh open, closed again by
 * its button, Escape, the backdrop or a drag down of more than 200 px.
 */
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import { type KeyboardEvent, type PointerEvent, useId, useRef, useState } from 'react';
import { Icon } from '../../runtime';
import {
  agreementPrice,
  type BookingStore,
  bookingTotal,
  formatKronor,
  type SelectedService,
  serviceAmount,
  useServiceBookingText,
} from '../../ui';
import { useBookingPageText } from './bookingPageTexts';
import { useSlotText } from './useSlotText';

/** Spec 002 §2: the collapsed sheet's height, the open sheet's, and the drag that closes it. */
export const SHEET_COLLAPSED_PX = 72;
const SHEET_OPEN_HEIGHT = '80vh';
const SHEET_CLOSE_DRAG_PX = 200;
/** Below the market's sticky header, whose height is at most this. */
const STICKY_TOP_PX = 112;
/** Movement below this is a tap, not a drag. */
const DRAG_SLOP_PX = 8;

function ServiceLines({ services }: { services: readonly SelectedService[] }) {
  const spec = useServiceBookingText();
  return (
    <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 0.75 }}>
      {services.map((service) => (
        <Box
          component="li"
          key={service.code}
          sx={{ display: 'flex', gap: 1, justifyContent: 'space-between' }}
        >
          <span>
            {service.name}
            {service.unit !== null && service.unitAbbreviation
              ? ` × ${service.unit} ${service.unitAbbreviation}`
              : ''}
          </span>
          <Box
            component="span"
            sx={{ whiteSpace: 'nowrap', color: agreementPrice(service) === null ? 'inherit' : 'error.main' }}
          >
            {service.priceKnown ? formatKronor(serviceAmount(service)) : spec('serviceBookingNoPrice')}
          </Box>
        </Box>
      ))}
    </Box>
  );
}

function SummaryRow({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Box sx={{ display: 'grid', gap: 0.5 }}>
      <Typography component="dt" variant="overline" sx={{ lineHeight: 1.4, color: 'text.secondary' }}>
        {label}
      </Typography>
      <Box component="dd" sx={{ m: 0 }}>
        {children}
      </Box>
    </Box>
  );
}

/** The chosen values as a description list; empty until a car and place are accepted. */
export function SummaryContent({ store }: { store: BookingStore }) {
  const text = useBookingPageText();
  const slotText = useSlotText();
  const { car, location, services, bookingInfo } = store;
  if (!car || !location) {
    return <Typography color="text.secondary">{text('serviceBookingSummaryEmpty')}</Typography>;
  }
  const chosen = services.filter((service) => service.type === 'service');
  const addons = services.filter((service) => service.type === 'addon');
  return (
    <Box component="dl" sx={{ m: 0, display: 'grid', gap: 2 }}>
      <SummaryRow label={text('serviceBookingSummaryCar')}>
        <strong>{car.registrationNumber}</strong> {car.brand} {car.model} ({car.buildYear})
      </SummaryRow>
      <SummaryRow label={text('serviceBookingSummaryPlace')}>{location.name}</SummaryRow>
      {chosen.length > 0 && (
        <SummaryRow label={text('serviceBookingSummaryServices')}>
          <ServiceLines services={chosen} />
        </SummaryRow>
      )}
      {addons.length > 0 && (
        <SummaryRow label={text('serviceBookingSummaryAddons')}>
          <ServiceLines services={addons} />
        </SummaryRow>
      )}
      {bookingInfo.location && (
        <SummaryRow label={text('serviceBookingSummaryWorkshop')}>
          {bookingInfo.location.siteName}
          <Typography variant="body2" color="text.secondary">
            {bookingInfo.location.address}
          </Typography>
        </SummaryRow>
      )}
      {bookingInfo.timeSlot && (
        <SummaryRow label={text('serviceBookingSummaryTime')}>{slotText(bookingInfo.timeSlot)}</SummaryRow>
      )}
    </Box>
  );
}

/** 'Totalt' and the booking's total in kr. */
export function TotalLine({ services }: { services: readonly SelectedService[] }) {
  const text = useBookingPageText();
  return (
    <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline', gap: 2 }}>
      <Typography component="span" sx={{ fontWeight: 700 }}>
        {text('serviceBookingTotal')}
      </Typography>
      <Typography component="span" variant="h6" sx={{ fontWeight: 700 }} data-testid="booking-total">
        {formatKronor(bookingTotal(services))}
      </Typography>
    </Box>
  );
}

export function BookingSummary({ store }: { store: BookingStore }) {
  const text = useBookingPageText();
  const spec = useServiceBookingText();
  const titleId = useId();
  const bodyId = useId();
  const [open, setOpen] = useState(false);
  const [drag, setDrag] = useState(0);
  const dragStart = useRef<number | null>(null);
  // The distance as the last move left it (the render's `drag` may be a move behind when the pointer lifts).
  const dragDistance = useRef(0);
  const handle = useRef<HTMLButtonElement>(null);
  // A drag ends with a click on the handle, which must not toggle the sheet again.
  const dragged = useRef(false);
  const anyUnknownPrice = store.services.some((service) => !service.priceKnown);

  const startDrag = (event: PointerEvent) => {
    if (!open) return;
    dragStart.current = event.clientY;
    event.currentTarget.setPointerCapture(event.pointerId);
  };
  const moveDrag = (event: PointerEvent) => {
    if (dragStart.current === null) return;
    dragDistance.current = Math.max(0, event.clientY - dragStart.current);
    setDrag(dragDistance.current);
  };
  const endDrag = () => {
    if (dragStart.current === null) return;
    dragStart.current = null;
    dragged.current = dragDistance.current > DRAG_SLOP_PX;
    if (dragDistance.current > SHEET_CLOSE_DRAG_PX) setOpen(false);
    dragDistance.current = 0;
    setDrag(0);
  };
  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !open) return;
    setOpen(false);
    handle.current?.focus();
  };
  const toggle = () => {
    if (dragged.current) dragged.current = false;
    else setOpen(!open);
  };

  return (
    <>
      {open && (
        <Box
          aria-hidden
          onClick={() => setOpen(false)}
          sx={{
            display: { xs: 'block', md: 'none' },
            position: 'fixed',
            inset: 0,
            zIndex: (theme) => theme.zIndex.appBar + 1,
            bgcolor: 'rgba(0, 0, 0, 0.4)',
          }}
        />
      )}
      <Box
        component="aside"
        aria-labelledby={titleId}
        data-open={open}
        onKeyDown={closeOnEscape}
        sx={{
          bgcolor: 'background.paper',
          display: 'flex',
          flexDirection: 'column',
          position: { xs: 'fixed', md: 'sticky' },
          top: { md: STICKY_TOP_PX },
          left: { xs: 0 },
          right: { xs: 0 },
          bottom: { xs: 0 },
          zIndex: (theme) => ({ xs: theme.zIndex.appBar + 2, md: 'auto' }),
          height: { xs: open ? SHEET_OPEN_HEIGHT : SHEET_COLLAPSED_PX, md: 'auto' },
          transform: { xs: `translateY(${drag}px)`, md: 'none' },
          transition: drag ? 'none' : 'height 200ms ease',
          borderRadius: { xs: '16px 16px 0 0', md: 2 },
          border: { md: 1 },
          borderColor: { md: 'divider' },
          boxShadow: { xs: '0 -4px 16px rgba(0, 0, 0, 0.16)', md: 'none' },
        }}
      >
        <ButtonBase
          ref={handle}
          aria-expanded={open}
          aria-controls={bodyId}
          aria-label={open ? text('serviceBookingCloseSummary') : text('serviceBookingOpenSummary')}
          onClick={toggle}
          onPointerDown={startDrag}
          onPointerMove={moveDrag}
          onPointerUp={endDrag}
          onPointerCancel={endDrag}
          sx={{
            display: { xs: 'flex', md: 'none' },
            flexShrink: 0,
            height: SHEET_COLLAPSED_PX,
            px: 2,
            gap: 2,
            justifyContent: 'space-between',
            touchAction: 'none',
            '&::before': {
              content: '""',
              position: 'absolute',
              top: 6,
              left: 'calc(50% - 20px)',
              width: 40,
              height: 4,
              borderRadius: 2,
              bgcolor: 'divider',
            },
          }}
        >
          <Typography component="span" sx={{ fontWeight: 700 }}>
            {text('serviceBookingSummaryTitle')}
          </Typography>
          <Box component="span" sx={{ display: 'flex', alignItems: 'center', gap: 1, fontWeight: 700 }}>
            {formatKronor(bookingTotal(store.services))}
            <Icon name={open ? 'ChevronDown' : 'ChevronUp'} size={20} />
          </Box>
        </ButtonBase>
        <Box
          id={bodyId}
          sx={{
            display: { xs: open ? 'grid' : 'none', md: 'grid' },
            gap: 2,
            p: { xs: 2, md: 3 },
            pt: { xs: 0, md: 3 },
            overflowY: 'auto',
          }}
        >
          <Typography id={titleId} component="h2" variant="h5" sx={{ display: { xs: 'none', md: 'block' } }}>
            {text('serviceBookingSummaryTitle')}
          </Typography>
          <SummaryContent store={store} />
          <Divider />
          <TotalLine services={store.services} />
          <Typography variant="body2" color="text.secondary">
            {text('serviceBookingTotalNote')}
            {anyUnknownPrice && ` ${spec('serviceBookingNoPriceNote')}`}
          </Typography>
        </Box>
      </Box>
    </>
  );
}
