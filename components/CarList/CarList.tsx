/**
 * The car list page's list (spec 001 §2 "Car list page"): search box, sort and filter controls, the
 * filter panel as a drawer or a sticky side panel, selected filters as chips, the result count (announced
 * politely), a grid of car cards with compare, and load more. The state lives in useCarList.
 */
import { useEffect, useId, useRef, useState } from 'react';
import {
  buttonClassName,
  classNames,
  container,
  offscreen,
  type RenderingProps,
  typography,
  useSite,
} from '../../runtime';
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
  listPictureLoading,
  ListResults,
  NoScriptSubmit,
  useChoicesBeforeHydration,
  useResultsFocus,
} from '../../ui';
import styles from './CarList.module.css';
import type { CarListData } from './carListData';
import { CarListToolbar } from './CarListToolbar';
import { useCarListLabels, useCarListText } from './carListTexts';
import type { CarListFields } from './fields.generated';
import { useCarList } from './useCarList';
import { useFilterType } from './useFilterType';

export default function CarList({ fields, data }: RenderingProps<CarListFields, CarListData>) {
  const text = useCarListText();
  const labels = useCarListLabels();
  const site = useSite();
  const { locale } = site;
  const config = carListConfig(site);
  const list = useCarList(data);
  const [filterType, setFilterType] = useFilterType();
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
  useEffect(() => {
    if (!drawerOpen || !sticky) return;
    const wide = window.matchMedia?.(`(min-width: ${FILTER_BREAKPOINT}px)`);
    const closeWhenWide = () => {
      if (wide?.matches) setDrawerOpen(false);
    };
    wide?.addEventListener('change', closeWhenWide);
    return () => wide?.removeEventListener('change', closeWhenWide);
  }, [drawerOpen, sticky]);
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
    <section
      aria-labelledby={hasTitle ? titleId : undefined}
      data-hydrated={list.hydrated || undefined}
      className={styles.carList}
    >
      <div className={classNames(container.container, container.xl)}>
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
        <div className={styles.layout} data-filter-type={filterType}>
          {sticky && (
            <aside aria-labelledby={panelHeadingId} className={styles.sidePanel}>
              <h2 id={panelHeadingId} className={classNames(typography.h6, styles.panelHeading)}>
                {text('carListFilterHeading')}
              </h2>
              {panel}
              <NoScriptSubmit form={formId}>
                {text('carListShowResults', { count: formatCarListTotal(list.total, locale) })}
              </NoScriptSubmit>
            </aside>
          )}
          <div ref={resultsRef} className={styles.results}>
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
                <ul
                  ref={gridRef}
                  className={styles.grid}
                  data-filter-type={filterType}
                  aria-busy={list.status === 'loading'}
                  aria-labelledby={hasTitle ? titleId : undefined}
                >
                  {list.items.map((car, index) => (
                    <li key={car.car_id} className={offscreen.deferred}>
                      <CarCard
                        car={car}
                        headingLevel={hasTitle ? 'h3' : 'h2'}
                        pictureLoading={listPictureLoading(index)}
                      />
                    </li>
                  ))}
                </ul>
              </CarCardIconSprite>
            </ListResults>
          </div>
        </div>
      </div>
      <ListDrawer
        open={drawerOpen}
        heading={text('carListFilterHeading')}
        closeLabel={text('carListFilterClose')}
        onClose={() => setDrawerOpen(false)}
        footer={
          <button
            type="button"
            className={buttonClassName({ variant: 'contained', size: 'large', fullWidth: true })}
            onClick={() => setDrawerOpen(false)}
          >
            {text('carListShowResults', { count: formatCarListTotal(list.total, locale) })}
          </button>
        }
      >
        {panel}
      </ListDrawer>
      <CompareBar />
    </section>
  );
}
