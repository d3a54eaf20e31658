/**
 * Step 4's workshop choice (spec 002 §2, §4, §7, §8): the workshops nearest the visitor for the chosen
 * services as the stream sends them, sorted nearest first or by first free time, 'Hämta fler' while the
 * stream has more, the no-workshop text, and the map with a pin per listed workshop, the one the visitor
 * looks at larger; a pin shows its workshop as 'Visa på kartan' does and takes the
 * visitor to its row's 'Välj'. The maps provider's failure text shows under the map. 'Välj' asks
 * the workshop's prices, merges them into the chosen services and picks the workshop; the page then asks
 * for a slot. A failed price call still picks it, with the prices the services step showed. The page shows
 * the chooser only while no workshop is picked.
 */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { styled } from '@mui/material/styles';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useRef, useState } from 'react';
import { fetchPrices, type MechmateWorkshop, useSite } from '../../runtime';
import {
  type BookingStepProps,
  type MapPin,
  MAX_PIN_ZOOM,
  pickWorkshop,
  SiteMap,
  useServiceBookingText,
} from '../../ui';
import { LoadingStatus } from './LoadingStatus';
import { useWorkshopChooserText } from './workshopChooserTexts';
import { formatSlotStart, sortedWorkshops, type WorkshopOrder } from './workshopList';
import { withWorkshopPrices, type WorkshopOffer } from './workshopPrices';
import { useWorkshopStream, workshopSearch } from './useWorkshopStream';

/** The sort buttons, in the sentence case of the page. */
const sortButton = { textTransform: 'none', px: 2 } as const;

/** Brands named on a workshop's row; more are summed up as "med flera". */
const BRANDS_SHOWN = 6;

export interface WorkshopChooserProps extends BookingStepProps {
  /** The maps provider's key, when the market has one (else the offline map). */
  mapsKey?: string;
}

const Layout = styled('div')(({ theme }) => ({
  display: 'grid',
  gap: theme.spacing(3),
  gridTemplateColumns: 'minmax(0, 1fr)',
  [theme.breakpoints.up('md')]: { gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)', alignItems: 'start' },
}));

const MapColumn = styled('div')(({ theme }) => ({
  // Above the list on narrow screens, beside it (and staying in view) on wide ones.
  order: -1,
  [theme.breakpoints.up('md')]: { order: 0, position: 'sticky', top: theme.spacing(2) },
}));

const List = styled('ul')(({ theme }) => ({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: theme.spacing(1.5),
}));

const Row = styled('li')(({ theme }) => ({
  display: 'grid',
  gap: theme.spacing(0.5),
  padding: theme.spacing(2),
  border: `1px solid ${theme.palette.divider}`,
  borderRadius: theme.shape.borderRadius,
  backgroundColor: theme.palette.background.paper,
  overflowWrap: 'anywhere',
  '&[data-shown="true"]': { borderColor: theme.palette.primary.light },
}));

const Actions = styled('div')(({ theme }) => ({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: theme.spacing(1),
  marginTop: theme.spacing(1),
}));

function brandList(brands: readonly string[], more: (shown: string) => string): string {
  const shown = brands.slice(0, BRANDS_SHOWN).join(', ');
  return brands.length > BRANDS_SHOWN ? more(shown) : shown;
}

export function WorkshopChooser({ store, update, mapsKey }: WorkshopChooserProps) {
  const text = useWorkshopChooserText();
  const bookingText = useServiceBookingText();
  const sortLabel = useId();
  const stream = useWorkshopStream(workshopSearch(store));
  const [order, setOrder] = useState<WorkshopOrder>('nearest');
  const [shownId, setShownId] = useState<string | null>(null);
  const [pickingId, setPickingId] = useState<string | null>(null);
  const priceCall = useRef<AbortController | null>(null);
  const chooseButtons = useRef(new Map<string, HTMLButtonElement>());
  useEffect(() => () => priceCall.current?.abort(), []);

  const workshops = sortedWorkshops(stream.workshops, order);
  const onMap = workshops.find(({ departmentId }) => departmentId === shownId) ?? workshops[0];
  const pins: MapPin[] = workshops.map(({ departmentId, latitude, longitude, siteName }) => ({
    id: departmentId,
    latitude,
    longitude,
    label: siteName,
  }));

  /** A pin clicked: that workshop on the map, and the keyboard at its row's 'Välj' (which scrolls to it). */
  function lookAt(departmentId: string) {
    setShownId(departmentId);
    chooseButtons.current.get(departmentId)?.focus();
  }

  async function choose(workshop: MechmateWorkshop) {
    const { car } = store;
    if (!car) return;
    priceCall.current?.abort();
    const controller = new AbortController();
    priceCall.current = controller;
    setPickingId(workshop.departmentId);
    let offers: readonly WorkshopOffer[] = [];
    try {
      const answer = await fetchPrices(
        {
          registrationNumber: car.registrationNumber,
          mileage: store.milage ?? 0,
          departmentId: workshop.departmentId,
          serviceOfferings: store.services.map(({ code }) => code),
        },
        controller.signal,
      );
      offers = answer.offers;
    } catch {
      // The prices the services step showed stay; the workshop is picked all the same.
    }
    if (controller.signal.aborted) return;
    priceCall.current = null;
    setPickingId(null);
    update((latest) => pickWorkshop(withWorkshopPrices(latest, offers), workshop));
  }

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}>
        <Typography id={sortLabel} component="span" sx={{ fontWeight: 600 }}>
          {text('serviceBookingWorkshopSort')}
        </Typography>
        <ToggleButtonGroup
          color="primary"
          exclusive
          size="small"
          value={order}
          aria-labelledby={sortLabel}
          onChange={(_event, chosen: WorkshopOrder | null) => {
            if (chosen !== null) setOrder(chosen);
          }}
        >
          <ToggleButton value="nearest" sx={sortButton}>
            {text('serviceBookingWorkshopNearest')}
          </ToggleButton>
          <ToggleButton value="firstTime" sx={sortButton}>
            {text('serviceBookingWorkshopFirstTime')}
          </ToggleButton>
        </ToggleButtonGroup>
      </Box>

      {stream.noWorkshops && <Alert severity="info">{bookingText('serviceBookingNoWorkshops')}</Alert>}

      <Layout>
        <Box sx={{ display: 'grid', gap: 2 }}>
          {workshops.length > 0 && (
            <List aria-label={text('serviceBookingWorkshopList')}>
              {workshops.map((workshop) => (
                <WorkshopRow
                  key={workshop.departmentId}
                  workshop={workshop}
                  shown={workshop.departmentId === onMap?.departmentId}
                  picking={pickingId === workshop.departmentId}
                  disabled={pickingId !== null}
                  onShow={() => setShownId(workshop.departmentId)}
                  onChoose={() => void choose(workshop)}
                  chooseButton={(button) => {
                    if (button) chooseButtons.current.set(workshop.departmentId, button);
                    else chooseButtons.current.delete(workshop.departmentId);
                  }}
                />
              ))}
            </List>
          )}
          {stream.loading && <LoadingStatus label={text('serviceBookingWorkshopLoading')} />}
          {stream.hasMore && (
            <Button
              variant="outlined"
              onClick={stream.fetchMore}
              sx={{ justifySelf: 'center', minWidth: 160 }}
            >
              {text('serviceBookingWorkshopLoadMore')}
            </Button>
          )}
        </Box>
        {onMap && (
          <MapColumn>
            <SiteMap
              pins={pins}
              selectedId={onMap.departmentId}
              onPinClick={lookAt}
              zoom={MAX_PIN_ZOOM}
              failureText={bookingText('serviceBookingMapsFailed')}
              title={text('serviceBookingWorkshopMapTitle', { name: onMap.siteName })}
              openInMapsLabel={text('serviceBookingWorkshopOpenInMaps')}
              {...(mapsKey ? { mapsKey } : {})}
            />
          </MapColumn>
        )}
      </Layout>
    </Box>
  );
}

interface WorkshopRowProps {
  workshop: MechmateWorkshop;
  /** The workshop is the one on the map. */
  shown: boolean;
  /** Its prices are being asked after 'Välj'. */
  picking: boolean;
  /** Another workshop's prices are being asked. */
  disabled: boolean;
  onShow: () => void;
  onChoose: () => void;
  /** Where a pin's click sends the keyboard. */
  chooseButton: (button: HTMLButtonElement | null) => void;
}

/**
 * One workshop of the list. Its buttons say what they do as the row shows it ('Visa på kartan', 'Välj'),
 * and name the workshop for a screen reader: 'Välj' in its label, 'Visa på kartan' by its description.
 */
function WorkshopRow({
  workshop,
  shown,
  picking,
  disabled,
  onShow,
  onChoose,
  chooseButton,
}: WorkshopRowProps) {
  const text = useWorkshopChooserText();
  const { locale } = useSite();
  const headingId = useId();
  return (
    <Row data-shown={shown}>
      <Typography id={headingId} component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
        {workshop.siteName}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {workshop.address}
      </Typography>
      {workshop.brands.length > 0 && (
        <Typography variant="body2" color="text.secondary">
          {text('serviceBookingWorkshopBrands', {
            brands: brandList(workshop.brands, (brands) =>
              text('serviceBookingWorkshopMoreBrands', { brands }),
            ),
          })}
        </Typography>
      )}
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {workshop.firstTimeSlot === null
          ? text('serviceBookingWorkshopNoFreeSlot')
          : text('serviceBookingWorkshopFirstSlot', {
              time: formatSlotStart(workshop.firstTimeSlot, locale),
            })}
      </Typography>
      <Actions>
        <Button
          size="small"
          aria-pressed={shown}
          aria-describedby={headingId}
          onClick={onShow}
          sx={{ textTransform: 'none' }}
        >
          {text('serviceBookingWorkshopShowOnMap')}
        </Button>
        <Button
          ref={chooseButton}
          variant="contained"
          aria-label={text('serviceBookingWorkshopChooseName', { name: workshop.siteName })}
          disabled={disabled}
          onClick={onChoose}
          startIcon={picking ? <CircularProgress size={16} color="inherit" aria-hidden /> : undefined}
          sx={{ minWidth: 96 }}
        >
          {text('serviceBookingWorkshopChoose')}
        </Button>
      </Actions>
    </Row>
  );
}
