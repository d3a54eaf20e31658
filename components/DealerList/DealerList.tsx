/**
 * The dealer site list (spec 001 §2 "Dealer site list page", §8, §9): a search box when there are more
 * than 8 dealers, the facet filters the rendering asks for, the number shown (announced politely) and a
 * grid of dealer cards. The controls are one GET form to the list's own URL: without JavaScript a submit
 * lands on the static page, which shows every dealer; with it, the URL's choice filters the loaded dealers
 * in place (useQueryState) as the visitor types or ticks.
 */
import { Text } from '@sitecore-jss/sitecore-jss-nextjs';
import { type FormEvent, useId, useMemo } from 'react';
import {
  buttonClassName,
  classNames,
  container,
  Icon,
  offscreen,
  type RenderingProps,
  section,
  typography,
  usePageLanguage,
  useSite,
} from '../../runtime';
import {
  Alert,
  DealerCard,
  type DealerCardRecord,
  dealerBrands,
  dealerHref,
  listPictureLoading,
  useDealerText,
  useQueryState,
} from '../../ui';
import {
  dealerFacets,
  dealerListHref,
  dealerListQueryString,
  type DealerListState,
  emptyDealerListState,
  FACET_KEYS,
  type FacetKey,
  filterDealers,
  parseDealerListUrl,
  SEARCH_PARAM,
  withFacetValue,
} from './dealerListFilters';
import styles from './DealerList.module.css';
import { useDealerListText } from './dealerListTexts';
import type { DealerListFields } from './fields.generated';

export interface DealerListData {
  dealers: DealerCardRecord[];
  failed: boolean;
}

/** More dealers than this, and the search box shows (spec 001 §9). */
export const SEARCH_BOX_MIN_DEALERS = 9;

const FACET_FIELDS: Readonly<
  Record<FacetKey, 'FilterByRegion' | 'FilterByCity' | 'FilterByBrand' | 'FilterByDepartmentType'>
> = {
  region: 'FilterByRegion',
  city: 'FilterByCity',
  brand: 'FilterByBrand',
  department: 'FilterByDepartmentType',
};

export default function DealerList({ fields, data }: RenderingProps<DealerListFields, DealerListData>) {
  const site = useSite();
  const language = usePageLanguage();
  const text = useDealerListText();
  const { brandsLabel, departmentType } = useDealerText();
  const titleId = useId();
  const { dealers, failed } = data;
  const facets = useMemo(() => dealerFacets(dealers), [dealers]);
  const { state, navigate } = useQueryState<DealerListState>({
    initial: emptyDealerListState,
    parse: (url) => parseDealerListUrl(url, facets),
    serialize: dealerListQueryString,
    href: dealerListHref,
  });
  const shown = filterDealers(dealers, state);
  const brandNames = Object.assign({}, ...dealers.map((dealer) => dealer.brandNames)) as Record<
    string,
    string
  >;
  const shownFacets = FACET_KEYS.filter(
    (key) => fields[FACET_FIELDS[key]]?.value === true && facets[key].length > 1,
  );
  const showSearch = dealers.length >= SEARCH_BOX_MIN_DEALERS;
  const hasTitle = Boolean(fields.Title?.value);

  const optionLabel = (key: FacetKey, value: string): string => {
    if (key === 'brand') return brandNames[value.toUpperCase()] ?? value;
    return key === 'department' ? departmentType(value) : value;
  };
  const facetLegend = {
    region: text('dealerListFacetRegion'),
    city: text('dealerListFacetCity'),
    brand: text('dealerListFacetBrand'),
    department: text('dealerListFacetDepartment'),
  } satisfies Record<FacetKey, string>;
  // With JavaScript the controls apply as they change; submitting only keeps the page where it is.
  const keepInPage = (event: FormEvent) => event.preventDefault();

  return (
    <section
      className={classNames(container.container, container.lg, section.section)}
      aria-labelledby={hasTitle ? titleId : undefined}
      aria-label={hasTitle ? undefined : text('dealerListLabel')}
    >
      {hasTitle && fields.Title && (
        <h2 className={classNames(typography.h2, styles.title)} id={titleId}>
          <Text field={fields.Title} />
        </h2>
      )}
      {failed ? (
        <Alert severity="error">{text('dealerListError')}</Alert>
      ) : (
        <>
          {(showSearch || shownFacets.length > 0) && (
            <form className={styles.controls} method="get" role="search" onSubmit={keepInPage}>
              {showSearch && (
                <div className={styles.searchRow}>
                  <input
                    className={styles.searchInput}
                    type="search"
                    name={SEARCH_PARAM}
                    value={state.search}
                    maxLength={100}
                    aria-label={text('dealerListSearchLabel')}
                    placeholder={text('dealerListSearchPlaceholder')}
                    onChange={(event) => navigate({ ...state, search: event.target.value }, 'replace')}
                  />
                  <button type="submit" className={buttonClassName({ variant: 'contained' })}>
                    <Icon name="Search" size={18} className={styles.startIcon} />
                    {text('dealerListSearchButton')}
                  </button>
                </div>
              )}
              {shownFacets.map((key) => (
                <fieldset key={key} className={styles.facet}>
                  <legend className={styles.legend}>{facetLegend[key]}</legend>
                  <div className={styles.options}>
                    {facets[key].map((option) => (
                      <label key={option.value} className={styles.option}>
                        <input
                          className={styles.checkbox}
                          type="checkbox"
                          name={key}
                          value={option.value}
                          checked={state.filters[key].includes(option.value)}
                          onChange={(event) =>
                            navigate(withFacetValue(state, key, option.value, event.target.checked), 'push')
                          }
                        />
                        <span>{optionLabel(key, option.value)}</span>
                        <span className={styles.optionCount}>({option.count})</span>
                      </label>
                    ))}
                  </div>
                </fieldset>
              ))}
              {shownFacets.length > 0 && (
                <noscript>
                  <button
                    type="submit"
                    className={buttonClassName({ variant: 'outlined' }, styles.filterSubmit)}
                  >
                    {text('dealerListFilterButton')}
                  </button>
                </noscript>
              )}
            </form>
          )}
          <p className={classNames(typography.body1, styles.total)} aria-live="polite">
            {text('dealerListCount', shown.length)}
            {shown.length < dealers.length && (
              <button
                type="button"
                className={buttonClassName({ size: 'small' }, styles.clear)}
                onClick={() => navigate(emptyDealerListState(), 'push')}
              >
                {text('dealerListClear')}
              </button>
            )}
          </p>
          {shown.length === 0 ? (
            <Alert severity="info">{text('dealerListNoResults')}</Alert>
          ) : (
            <ul className={styles.grid}>
              {shown.map((dealer, index) => (
                <li key={dealer.site_id} className={offscreen.deferred}>
                  <DealerCard
                    dealer={dealer}
                    href={dealerHref(site, language, dealer.slug)}
                    brands={dealerBrands(dealer.site_brands, dealer.brandNames, fields.Brands)}
                    brandsLabel={brandsLabel}
                    pictureLoading={listPictureLoading(index)}
                  />
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </section>
  );
}
