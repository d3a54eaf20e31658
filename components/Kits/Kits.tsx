/**
 * The kit catalogue (spec 002 §2 "Kits listing", §4 "Kit cart"): search box and sort, 'Välj bil' and the
 * filter panel (a side panel from 1200px, a drawer below; both only when the catalogue has more than 8
 * kits), a grid of kit cards that open the detail dialog, 'Visa fler' with 'showingXofY', and the cart (a
 * side panel from 1200px, a drawer below) that ends in 'Skicka förfrågan'. The query state lives in the
 * URL through the list code the car list uses (ui/listQuery); the cart and the URL context in the tab's
 * session storage (ui/kits).
 */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import IconButton from '@mui/material/IconButton';
import { styled, type Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useId, useRef, useState } from 'react';
import { Icon, offscreen, type RenderingProps, useSite } from '../../runtime';
import {
  FilterPanel,
  formatWholeNumber,
  hasCriteria,
  hasKitContext,
  KitCard,
  KitCartList,
  KitDetailDialog,
  KitProfileButton,
  type KitRecord,
  KitRequestForm,
  ListButton,
  ListIntro,
  listPictureLoading,
  ListResults,
  NoScriptSubmit,
  useChoicesBeforeHydration,
  useKitCart,
  useKitContext,
  useKitText,
  useResultsFocus,
  useSearchList,
  WITHOUT_SCRIPTS,
} from '../../ui';
import type { KitsFields } from './fields.generated';
import { KitCarChoice } from './KitCarChoice';
import { KitsDrawer } from './KitsDrawer';
import { kitIdOf, type KitsData, kitsPage } from './kitsData';
import {
  KIT_PANEL_FACETS,
  KITS_FILTER_MIN_TOTAL,
  KITS_LIST_CONFIG,
  KITS_PAGE_SIZE,
  kitsSearchQueries,
  requestContext,
  requestKits,
} from './kitsQuery';
import { useKitsLabels, useKitsText } from './kitsTexts';
import { KitsToolbar } from './KitsToolbar';
import { usePackagePreselection } from './usePackagePreselection';

/** From this width the filters and the cart sit beside the grid; below it each is a drawer. */
const SIDE_PANELS = 'lg';

// The cart is the browser session's: without JavaScript its panel and button are not shown.
const Layout = styled('div')(({ theme }) => ({
  display: 'grid',
  gap: theme.spacing(4),
  [theme.breakpoints.up(SIDE_PANELS)]: {
    gridTemplateColumns: '260px minmax(0, 1fr) 300px',
    '&[data-filters="false"]': { gridTemplateColumns: 'minmax(0, 1fr) 300px' },
  },
  [`${theme.breakpoints.up(SIDE_PANELS)} and (scripting: none)`]: {
    gridTemplateColumns: '260px minmax(0, 1fr)',
    '&[data-filters="false"]': { gridTemplateColumns: 'minmax(0, 1fr)' },
  },
  [WITHOUT_SCRIPTS]: { '& > .cart': { display: 'none' } },
}));

const SidePanel = styled('aside')(({ theme }) => ({
  display: 'none',
  [theme.breakpoints.up(SIDE_PANELS)]: {
    display: 'grid',
    // One column as wide as the panel: an auto column grew to the widest option of 'Välj bil''s selects.
    gridTemplateColumns: 'minmax(0, 1fr)',
    alignContent: 'start',
    gap: theme.spacing(3),
    position: 'sticky',
    top: theme.spacing(2),
    alignSelf: 'start',
    maxHeight: `calc(100vh - ${theme.spacing(4)})`,
    overflowY: 'auto',
    padding: theme.spacing(0, 1, 1, 0),
  },
}));

const CartPanel = styled(SidePanel)(({ theme }) => ({
  [theme.breakpoints.up(SIDE_PANELS)]: {
    padding: theme.spacing(2.5),
    border: `1px solid ${theme.palette.divider}`,
    borderRadius: theme.shape.borderRadius,
    backgroundColor: theme.palette.background.paper,
  },
}));

/** 'Välj bil' above the grid where the side panel is not shown. */
const InlineCarChoice = styled('div')(({ theme }) => ({
  marginBottom: theme.spacing(3),
  [theme.breakpoints.up(SIDE_PANELS)]: { display: 'none' },
}));

const Results = styled('div')(({ theme }) => ({ minWidth: 0, scrollMarginTop: theme.spacing(2) }));

const KitGrid = styled('ul')(({ theme }) => ({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: theme.spacing(3),
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 220px), 1fr))',
  transition: 'opacity 150ms',
  '&[aria-busy="true"]': { opacity: 0.5 },
  // A kit card's height from 375 to 1920 px wide is 410–505 px: what an item not yet rendered takes.
  '--offscreen-block-size': '460px',
}));

export default function Kits({ fields, data }: RenderingProps<KitsFields, KitsData>) {
  const text = useKitsText();
  const kitText = useKitText();
  const labels = useKitsLabels();
  const { locale } = useSite();
  const list = useSearchList<KitRecord>({
    index: 'kits',
    config: KITS_LIST_CONFIG,
    initial: data,
    pageSize: KITS_PAGE_SIZE,
    queries: kitsSearchQueries,
    toPage: kitsPage,
    idOf: kitIdOf,
  });
  const cart = useKitCart();
  const { context } = useKitContext();
  usePackagePreselection();
  const wide = useMediaQuery((theme: Theme) => theme.breakpoints.up(SIDE_PANELS));
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const [drawer, setDrawer] = useState<'filters' | 'cart' | null>(null);
  const [opened, setOpened] = useState<KitRecord | null>(null);
  const [requestOpen, setRequestOpen] = useState(false);
  const formId = useId();
  const titleId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const gridRef = useRef<HTMLUListElement>(null);
  const resultsRef = useRef<HTMLDivElement>(null);
  useChoicesBeforeHydration(formRef, list, KITS_LIST_CONFIG);
  // Widened past the breakpoint with a drawer open: the side panels take over.
  if (drawer && wide) setDrawer(null);
  const hasTitle = Boolean(fields.Title?.value);
  // Spec 002 §9: filters only for a catalogue of more than 8 kits (or once the visitor has narrowed it).
  const showFilters = data.total >= KITS_FILTER_MIN_TOTAL || hasCriteria(list.state);

  useResultsFocus(list, resultsRef, gridRef, 'button');

  const carChoice = (
    <KitCarChoice facets={list.facets} state={list.state} onChange={list.change} form={formId} />
  );
  const panel = (
    <FilterPanel
      config={KITS_LIST_CONFIG}
      facetNames={KIT_PANEL_FACETS}
      facetLabel={labels.facet}
      facets={list.facets}
      state={list.state}
      onChange={list.change}
      form={formId}
    />
  );
  const requestButton = (
    <Button
      variant="contained"
      size="large"
      fullWidth
      disabled={cart.kits.length === 0}
      onClick={() => setRequestOpen(true)}
    >
      {text('kitsRequestButton')}
    </Button>
  );
  const cartList = (headingLevel: 'h2' | 'h3') => (
    <KitCartList onOpen={setOpened} headingLevel={headingLevel}>
      {requestButton}
    </KitCartList>
  );

  return (
    <Box
      component="section"
      aria-labelledby={hasTitle ? titleId : undefined}
      aria-label={hasTitle ? undefined : text('kitsLabel')}
      data-hydrated={list.hydrated || undefined}
      sx={{ py: { xs: 4, md: 6 } }}
    >
      <Container maxWidth="xl">
        <ListIntro title={fields.Title} text={fields.Text} titleId={titleId} />
        <KitsToolbar
          state={list.state}
          onChange={list.change}
          formId={formId}
          formRef={formRef}
          filters={
            showFilters ? { open: drawer === 'filters', onOpen: () => setDrawer('filters') } : undefined
          }
          cart={
            <ListButton
              type="button"
              className="open-cart"
              aria-haspopup="dialog"
              aria-expanded={drawer === 'cart'}
              onClick={() => setDrawer('cart')}
            >
              <Icon name="Cart" size={18} />
              {kitText('kitCartCount', cart.kits.length)}
            </ListButton>
          }
          profile={hasKitContext(context) && <KitProfileButton />}
        />
        <Layout data-filters={showFilters}>
          {showFilters && (
            <SidePanel aria-label={text('kitsFilterHeading')}>
              {carChoice}
              <div>
                <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
                  {text('kitsFilterHeading')}
                </Typography>
                {panel}
                <NoScriptSubmit form={formId}>
                  {text('kitsShowResults', { count: formatWholeNumber(list.total, locale) })}
                </NoScriptSubmit>
              </div>
            </SidePanel>
          )}
          <Results ref={resultsRef}>
            {showFilters && <InlineCarChoice>{carChoice}</InlineCarChoice>}
            <ListResults
              list={list}
              config={KITS_LIST_CONFIG}
              facetLabel={labels.facet}
              texts={{
                count: text('kitsCount', list.total, { count: formatWholeNumber(list.total, locale) }),
                loading: text('kitsLoading'),
                error: text('carListError_kits'),
                empty: text('noSearchResults_kits'),
                loadMore: {
                  showing: (counts) => text('showingXofY', counts),
                  loadMore: text('kitsLoadMore'),
                  loading: text('kitsLoading'),
                },
              }}
            >
              <KitGrid ref={gridRef} aria-busy={list.status === 'loading'}>
                {list.items.map((kit, index) => (
                  <li key={kit.kitId} className={offscreen.deferred}>
                    <KitCard
                      kit={kit}
                      onOpen={setOpened}
                      headingLevel={hasTitle ? 'h3' : 'h2'}
                      pictureLoading={listPictureLoading(index)}
                    />
                  </li>
                ))}
              </KitGrid>
            </ListResults>
          </Results>
          <CartPanel className="cart" aria-label={text('kitsCartButton')}>
            {cartList('h2')}
          </CartPanel>
        </Layout>
      </Container>
      <KitsDrawer
        anchor="left"
        open={drawer === 'filters'}
        heading={text('kitsFilterHeading')}
        closeLabel={text('kitsFilterClose')}
        onClose={() => setDrawer(null)}
        footer={
          <Button fullWidth variant="contained" size="large" onClick={() => setDrawer(null)}>
            {text('kitsShowResults', { count: formatWholeNumber(list.total, locale) })}
          </Button>
        }
      >
        {panel}
      </KitsDrawer>
      <KitsDrawer
        anchor="right"
        open={drawer === 'cart'}
        heading={text('kitsCartButton')}
        closeLabel={text('kitsCartClose')}
        onClose={() => setDrawer(null)}
      >
        {cartList('h3')}
      </KitsDrawer>
      <KitDetailDialog kit={opened} onClose={() => setOpened(null)} />
      <Dialog
        open={requestOpen}
        onClose={() => setRequestOpen(false)}
        fullScreen={phone}
        maxWidth="sm"
        fullWidth
        slotProps={{ paper: { 'aria-label': text('kitsRequestButton') } }}
      >
        <IconButton
          aria-label={text('kitsRequestClose')}
          onClick={() => setRequestOpen(false)}
          sx={{ position: 'absolute', top: 8, right: 8 }}
        >
          <Icon name="Close" />
        </IconButton>
        <DialogContent sx={{ pt: 3 }}>
          <KitRequestForm
            kits={requestKits(cart.kits)}
            context={requestContext(context)}
            onSent={cart.clear}
          />
        </DialogContent>
      </Dialog>
    </Box>
  );
}
