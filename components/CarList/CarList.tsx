/**
 * The car list page's list (spec 001 §2 "Car list page"): search box, sort and filter controls, the
 * filter panel as a drawer or a sticky side panel, selected filters as chips, the result count (announced
 * politely), a grid of car cards with compare, and load more. The state lives in useCarList.
 */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import { styled, type Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useId, useRef, useState } from 'react';
import { type RenderingProps, useSite } from '../../runtime';
import {
  CarCard,
  CarCardIconSprite,
  carListConfig,
  CompareBar,
  FILTER_BREAKPOINT,
  FilterPanel,
  formatCarListTotal,
  ListDrawer,
  ListIntro,
  ListResults,
  NoScriptSubmit,
  useChoicesBeforeHydration,
  useResultsFocus,
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
  const formId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  useChoicesBeforeHydration(formRef, list, config);
  const sticky = filterType === 'sticky';
  // Widened past the breakpoint with the drawer open: the sticky panel takes over.
  if (drawerOpen && wide && sticky) setDrawerOpen(false);
  const hasTitle = Boolean(fields.Title?.value);

  useResultsFocus(list, resultsRef, gridRef, 'a');

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
  return (
    <Box
      component="section"
      aria-labelledby={hasTitle ? titleId : undefined}
      data-hydrated={list.hydrated || undefined}
      sx={{ py: { xs: 4, md: 6 } }}
    >
      <Container maxWidth="xl">
        <ListIntro title={fields.Title} text={fields.Text} titleId={titleId} />
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
            <ListResults
              list={list}
              config={config}
              facetLabel={labels.facet}
              texts={{
                count: text('carListCount', list.total, { count: formatCarListTotal(list.total, locale) }),
                loading: text('carListLoading'),
                error: text('carListError'),
                empty: text('noSearchResults'),
                loadMore: {
                  showing: (counts) => text('carListShowing', counts),
                  loadMore: text('carListLoadMore'),
                  loading: text('carListLoading'),
                },
              }}
            >
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
            </ListResults>
          </Results>
        </Layout>
      </Container>
      <ListDrawer
        anchor="left"
        open={drawerOpen}
        heading={text('carListFilterHeading')}
        closeLabel={text('carListFilterClose')}
        onClose={() => setDrawerOpen(false)}
        footer={
          <Button fullWidth variant="contained" size="large" onClick={() => setDrawerOpen(false)}>
            {text('carListShowResults', { count: formatCarListTotal(list.total, locale) })}
          </Button>
        }
      >
        {panel}
      </ListDrawer>
      <CompareBar />
    </Box>
  );
}
