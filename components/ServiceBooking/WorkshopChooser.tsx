/**
 * Step 4's workshop choice (spec 002 §2, §4, §7, §8): the workshops nearest the visitor for the chosen
 * services as the stream sends them, sorted nearest first or by first free time, 'Hämta fler' while the
 * stream has more, the no-workshop text, and the map with a pin per listed workshop, the one the visitor
 * looks at (or has chosen) larger; a pin shows its workshop as 'Visa på kartan' does and takes the
 * visitor to its row's 'Välj'. The maps provider's failure text shows under the map. 'Välj' asks
 * the workshop's prices, merges them into the chosen services and picks the workshop; the page then asks
 * for a slot. A failed price call still picks it, with the prices the services step showed.
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
import { useWorkshopChooserText } from './workshopChooserTexts';
import { formatSlotStart, sortedWorkshops, type WorkshopOrder } from './workshopList';
import { withWorkshopPrices, type WorkshopOffer } from './workshopPrices';
import { useWorkshopStream, workshopSearch } from './useWorkshopStream';

/** The sort buttons: the page's text colour (MUI's muted default is too faint on some themes), the chosen one in primary. */
const sortButton = { textTransform: 'none', px: 2, color: 'text.primary' } as const;

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
  '&[data-chosen="true"]': {
    borderColor: theme.palette.primary.main,
    boxShadow: `inset 0 0 0 1px ${theme.palette.primary.main}`,
  },
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
  const { locale } = useSite();
  const sortLabel = useId();
  const stream = useWorkshopStream(workshopSearch(store));
  const [order, setOrder] = useState<WorkshopOrder>('nearest');
  const [shownId, setShownId] = useState<string | null>(null);
  const [pickingId, setPickingId] = useState<string | null>(null);
  const priceCall = useRef<AbortController | null>(null);
  const chooseButtons = useRef(new Map<string, HTMLButtonElement>());
  useEffect(() => () => priceCall.current?.abort(), []);

  const workshops = sortedWorkshops(stream.workshops, order);
  const chosenId = store.bookingInfo.location?.departmentId;
  const onMap =
    workshops.find(({ departmentId }) => departmentId === shownId) ??
    workshops.find(({ departmentId }) => departmentId === chosenId) ??
    workshops[0];
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
              {workshops.map((workshop) => {
                const chosen = workshop.departmentId === chosenId;
                const shown = workshop.departmentId === onMap?.departmentId;
                return (
                  <Row key={workshop.departmentId} data-chosen={chosen} data-shown={shown}>
                    <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
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
                        aria-label={text('serviceBookingWorkshopShowOnMapName', { name: workshop.siteName })}
                        onClick={() => setShownId(workshop.departmentId)}
                        sx={{ textTransform: 'none' }}
                      >
                        {text('serviceBookingWorkshopShowOnMap')}
                      </Button>
                      <Button
                        ref={(button: HTMLButtonElement | null) => {
                          if (button) chooseButtons.current.set(workshop.departmentId, button);
                          else chooseButtons.current.delete(workshop.departmentId);
                        }}
                        variant={chosen ? 'outlined' : 'contained'}
                        aria-pressed={chosen}
                        aria-label={text('serviceBookingWorkshopChooseName', { name: workshop.siteName })}
                        disabled={pickingId !== null}
                        onClick={() => void choose(workshop)}
                        startIcon={
                          pickingId === workshop.departmentId ? (
                            <CircularProgress size={16} color="inherit" aria-hidden />
                          ) : undefined
                        }
                        sx={{ minWidth: 96 }}
                      >
                        {chosen ? text('serviceBookingWorkshopChosen') : text('serviceBookingWorkshopChoose')}
                      </Button>
                    </Actions>
                  </Row>
                );
              })}
            </List>
          )}
          {stream.loading && (
            <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 1.5, py: 1 }}>
              <CircularProgress size={20} aria-hidden />
              <Typography variant="body2">{text('serviceBookingWorkshopLoading')}</Typography>
            </Box>
          )}
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
