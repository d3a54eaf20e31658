/**
 * The car list page's list (spec 001 §2 "Car list page"): search box, sort and filter controls, the
 * filter panel as a drawer or a sticky side panel, selected filters as chips, the result count (announced
 * politely), a grid of car cards with compare, and load more. The state lives in useCarList.
 */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import { styled, type Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { RichText, Text } from '@sitecore-jss/sitecore-jss-nextjs';
import { useEffect, useId, useRef, useState } from 'react';
import { Icon, type RenderingProps, useSite } from '../../runtime';
import {
  CarCard,
  CarCardIconSprite,
  carListConfig,
  CompareBar,
  FILTER_BREAKPOINT,
  FilterPanel,
  formatCarListTotal,
  LoadMore,
  type LoadMoreTexts,
  NoScriptSubmit,
  SelectedFilters,
  useChoicesBeforeHydration,
} from '../../ui';
import type { CarListData } from './carListData';
import { CarListToolbar } from './CarListToolbar';
import { useCarListLabels, useCarListText } from './carListTexts';
import type { CarListFields } from './fields.generated';
import { useCarList } from './useCarList';
import { useFilterType } from './useFilterType';

/** Cards in the first row load their pictures at once. */
const EAGER_CARDS = 3;

const Layout = styled('div')(({ theme }) => ({
  display: 'grid',
  gap: theme.spacing(4),
  [theme.breakpoints.up(FILTER_BREAKPOINT)]: {
    '&[data-filter-type="sticky"]': { gridTemplateColumns: '280px minmax(0, 1fr)' },
  },
}));

const SidePanel = styled('aside')(({ theme }) => ({
  display: 'none',
  [theme.breakpoints.up(FILTER_BREAKPOINT)]: {
    display: 'block',
    position: 'sticky',
    top: theme.spacing(2),
    alignSelf: 'start',
    maxHeight: `calc(100vh - ${theme.spacing(4)})`,
    overflowY: 'auto',
    paddingRight: theme.spacing(1),
  },
}));

const Results = styled('div')(({ theme }) => ({ minWidth: 0, scrollMarginTop: theme.spacing(2) }));

const ResultsHeader = styled('div')(({ theme }) => ({
  display: 'grid',
  gap: theme.spacing(1.5),
  marginBottom: theme.spacing(3),
}));

const CarGrid = styled('ul')(({ theme }) => ({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: theme.spacing(3),
  gridTemplateColumns: 'minmax(0, 1fr)',
  transition: 'opacity 150ms',
  '&[aria-busy="true"]': { opacity: 0.5 },
  [theme.breakpoints.up('sm')]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
  [theme.breakpoints.up('lg')]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
  [theme.breakpoints.up('xl')]: {
    '&[data-filter-type="toggle"]': { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' },
  },
}));

const Loading = styled('div')(({ theme }) => ({
  display: 'grid',
  placeItems: 'center',
  minHeight: 320,
  padding: theme.spacing(4),
}));

const DrawerHeader = styled('div')(({ theme }) => ({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  padding: theme.spacing(1.5, 1.5, 1.5, 2.5),
  borderBottom: `1px solid ${theme.palette.divider}`,
}));

const DrawerFooter = styled('div')(({ theme }) => ({
  padding: theme.spacing(2),
  borderTop: `1px solid ${theme.palette.divider}`,
}));

export default function CarList({ fields, data }: RenderingProps<CarListFields, CarListData>) {
  const text = useCarListText();
  const labels = useCarListLabels();
  const site = useSite();
  const { locale } = site;
  const config = carListConfig(site);
  const list = useCarList(data);
  const [filterType, setFilterType] = useFilterType();
  const wide = useMediaQuery((theme: Theme) => theme.breakpoints.up(FILTER_BREAKPOINT));
  const [drawerOpen, setDrawerOpen] = useState(false);
  const resultsRef = useRef<HTMLDivElement>(null);
  const gridRef = useRef<HTMLUListElement>(null);
  const titleId = useId();
  const panelHeadingId = useId();
  const drawerHeadingId = useId();
  const formId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  useChoicesBeforeHydration(formRef, list, config);
  const { searchChanges, appendedFrom } = list;
  const sticky = filterType === 'sticky';
  // Widened past the breakpoint with the drawer open: the sticky panel takes over.
  if (drawerOpen && wide && sticky) setDrawerOpen(false);
  const hasTitle = Boolean(fields.Title?.value);

  // A new search scrolls the results into view when their top is out of sight.
  useEffect(() => {
    const results = resultsRef.current;
    if (searchChanges === 0 || !results) return;
    const { top } = results.getBoundingClientRect();
    if (top >= 0 && top <= window.innerHeight) return;
    const reduceMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    results.scrollIntoView({ behavior: reduceMotion ? 'auto' : 'smooth', block: 'start' });
  }, [searchChanges]);

  // After load more, focus moves to the first new car, where reading continues.
  useEffect(() => {
    if (appendedFrom === undefined) return;
    gridRef.current?.children.item(appendedFrom)?.querySelector<HTMLElement>('a')?.focus();
  }, [appendedFrom]);

  const panel = (
    <FilterPanel
      config={config}
      facetLabel={labels.facet}
      facets={list.facets}
      state={list.state}
      onChange={list.change}
      form={formId}
    />
  );
  const loadMoreTexts: LoadMoreTexts = {
    showing: (counts) => text('carListShowing', counts),
    loadMore: text('carListLoadMore'),
    loading: text('carListLoading'),
  };
  const count = text('carListCount', list.total, { count: formatCarListTotal(list.total, locale) });

  return (
    <Box
      component="section"
      aria-labelledby={hasTitle ? titleId : undefined}
      data-hydrated={list.hydrated || undefined}
      sx={{ py: { xs: 4, md: 6 } }}
    >
      <Container maxWidth="xl">
        {hasTitle && fields.Title && (
          <Typography variant="h2" id={titleId} sx={{ mb: 2 }}>
            <Text field={fields.Title} />
          </Typography>
        )}
        {fields.Text?.value && (
          <Typography component="div" sx={{ mb: 3, maxWidth: '70ch', '& p': { my: 1 } }}>
            <RichText field={fields.Text} />
          </Typography>
        )}
        <CarListToolbar
          state={list.state}
          facets={list.facets}
          onChange={list.change}
          filterType={filterType}
          onFilterTypeChange={setFilterType}
          drawerOpen={drawerOpen}
          onOpenDrawer={() => setDrawerOpen(true)}
          formId={formId}
          formRef={formRef}
        />
        <Layout data-filter-type={filterType}>
          {sticky && (
            <SidePanel aria-labelledby={panelHeadingId}>
              <Typography id={panelHeadingId} variant="h6" component="h2" sx={{ mb: 1 }}>
                {text('carListFilterHeading')}
              </Typography>
              {panel}
              <NoScriptSubmit form={formId}>
                {text('carListShowResults', { count: formatCarListTotal(list.total, locale) })}
              </NoScriptSubmit>
            </SidePanel>
          )}
          <Results ref={resultsRef}>
            <ResultsHeader>
              <Typography role="status" variant="h6" component="p" sx={{ fontWeight: 700 }}>
                {list.status === 'loading' ? text('carListLoading') : list.status === 'error' ? '' : count}
              </Typography>
              <SelectedFilters
                config={config}
                facetLabel={labels.facet}
                state={list.state}
                facets={list.facets}
                onChange={list.change}
              />
            </ResultsHeader>
            {list.status === 'error' ? (
              <Alert severity="error">{text('carListError')}</Alert>
            ) : list.status === 'empty' ? (
              <Typography sx={{ py: 6, textAlign: 'center' }}>{text('noSearchResults')}</Typography>
            ) : list.staleServerItems ? (
              <Loading>
                <CircularProgress aria-label={text('carListLoading')} />
              </Loading>
            ) : (
              <CarCardIconSprite>
                <CarGrid
                  ref={gridRef}
                  data-filter-type={filterType}
                  aria-busy={list.status === 'loading'}
                  aria-labelledby={hasTitle ? titleId : undefined}
                >
                  {list.items.map((car, index) => (
                    <li key={car.car_id}>
                      <CarCard car={car} headingLevel={hasTitle ? 'h3' : 'h2'} eager={index < EAGER_CARDS} />
                    </li>
                  ))}
                </CarGrid>
              </CarCardIconSprite>
            )}
            {list.loadMoreFailed && (
              <Alert severity="error" sx={{ mt: 3 }}>
                {text('carListError')}
              </Alert>
            )}
            {list.status === 'success' && (
              <LoadMore
                shown={list.items.length}
                total={list.total}
                page={list.state.page}
                loading={list.loadingMore}
                onLoadMore={list.loadMore}
                texts={loadMoreTexts}
              />
            )}
          </Results>
        </Layout>
      </Container>
      <Drawer
        anchor="left"
        open={drawerOpen}
        onClose={() => setDrawerOpen(false)}
        slotProps={{
          paper: {
            role: 'dialog',
            'aria-modal': true,
            'aria-labelledby': drawerHeadingId,
            sx: { width: 'min(400px, 100vw)' },
          },
        }}
      >
        <DrawerHeader>
          <Typography id={drawerHeadingId} variant="h6" component="h2">
            {text('carListFilterHeading')}
          </Typography>
          <IconButton aria-label={text('carListFilterClose')} onClick={() => setDrawerOpen(false)}>
            <Icon name="Close" />
          </IconButton>
        </DrawerHeader>
        <Box sx={{ flex: 1, overflowY: 'auto', px: 2 }}>{panel}</Box>
        <DrawerFooter>
          <Button fullWidth variant="contained" size="large" onClick={() => setDrawerOpen(false)}>
            {text('carListShowResults', { count: formatCarListTotal(list.total, locale) })}
          </Button>
        </DrawerFooter>
      </Drawer>
      <CompareBar />
    </Box>
  );
}
