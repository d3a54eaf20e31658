/**
 * The dealer site list (spec 001 §2 "Dealer site list page", §8, §9): a search box when there are more
 * than 8 dealers, the facet filters the rendering asks for, the number shown (announced politely) and a
 * grid of dealer cards. The controls are one GET form to the list's own URL: without JavaScript a submit
 * lands on the static page, which shows every dealer; with it, the URL's choice filters the loaded dealers
 * in place (useQueryState) as the visitor types or ticks.
 */
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import { styled } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { Text } from '@sitecore-jss/sitecore-jss-nextjs';
import { type FormEvent, useId, useMemo } from 'react';
import { Icon, type RenderingProps, usePageLanguage, useSite } from '../../runtime';
import {
  DealerCard,
  type DealerCardRecord,
  dealerBrands,
  dealerHref,
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
import { useDealerListText } from './dealerListTexts';
import type { DealerListFields } from './fields.generated';

export interface DealerListData {
  dealers: DealerCardRecord[];
  failed: boolean;
}

/** More dealers than this, and the search box shows (spec 001 §9). */
export const SEARCH_BOX_MIN_DEALERS = 9;
const EAGER_CARDS = 3;

const FACET_FIELDS: Readonly<
  Record<FacetKey, 'FilterByRegion' | 'FilterByCity' | 'FilterByBrand' | 'FilterByDepartmentType'>
> = {
  region: 'FilterByRegion',
  city: 'FilterByCity',
  brand: 'FilterByBrand',
  department: 'FilterByDepartmentType',
};

const Controls = styled('form')(({ theme }) => ({
  display: 'grid',
  gap: theme.spacing(2),
  marginBottom: theme.spacing(3),
  '& fieldset': { border: 0, margin: 0, padding: 0, minWidth: 0 },
  '& legend': { padding: 0, marginBottom: theme.spacing(1), fontWeight: 700, fontSize: '0.875rem' },
}));

const SearchRow = styled('div')(({ theme }) => ({
  display: 'flex',
  gap: theme.spacing(1),
  maxWidth: 560,
  '& input': {
    flex: 1,
    minWidth: 0,
    font: 'inherit',
    padding: theme.spacing(1.25, 1.5),
    border: `1px solid ${theme.palette.divider}`,
    borderRadius: theme.shape.borderRadius,
    backgroundColor: theme.palette.background.paper,
    color: theme.palette.text.primary,
  },
  '& input:focus-visible': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: 1 },
}));

const Options = styled('div')(({ theme }) => ({
  display: 'flex',
  flexWrap: 'wrap',
  gap: theme.spacing(1),
  '& label': {
    display: 'inline-flex',
    alignItems: 'center',
    gap: theme.spacing(0.75),
    padding: theme.spacing(0.5, 1.25),
    border: `1px solid ${theme.palette.divider}`,
    borderRadius: 999,
    backgroundColor: theme.palette.background.paper,
    fontSize: '0.875rem',
    cursor: 'pointer',
  },
  '& label:has(input:checked)': {
    borderColor: theme.palette.primary.main,
    backgroundColor: theme.palette.action.selected,
  },
  '& label:has(input:focus-visible)': {
    outline: `2px solid ${theme.palette.primary.main}`,
    outlineOffset: 1,
  },
  '& input': { margin: 0, accentColor: theme.palette.primary.main },
  '& .count': { color: theme.palette.text.secondary },
}));

const Grid = styled('ul')(({ theme }) => ({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: theme.spacing(3),
  gridTemplateColumns: 'minmax(0, 1fr)',
  [theme.breakpoints.up('sm')]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
  [theme.breakpoints.up('md')]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
}));

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
    <Container
      component="section"
      maxWidth="lg"
      aria-labelledby={hasTitle ? titleId : undefined}
      aria-label={hasTitle ? undefined : text('dealerListLabel')}
      sx={{ py: { xs: 4, md: 6 } }}
    >
      {hasTitle && fields.Title && (
        <Typography variant="h2" id={titleId} sx={{ mb: 3 }}>
          <Text field={fields.Title} />
        </Typography>
      )}
      {failed ? (
        <Alert severity="error">{text('dealerListError')}</Alert>
      ) : (
        <>
          {(showSearch || shownFacets.length > 0) && (
            <Controls method="get" role="search" onSubmit={keepInPage}>
              {showSearch && (
                <SearchRow>
                  <input
                    type="search"
                    name={SEARCH_PARAM}
                    value={state.search}
                    maxLength={100}
                    aria-label={text('dealerListSearchLabel')}
                    placeholder={text('dealerListSearchPlaceholder')}
                    onChange={(event) => navigate({ ...state, search: event.target.value }, 'replace')}
                  />
                  <Button type="submit" variant="contained" startIcon={<Icon name="Search" size={18} />}>
                    {text('dealerListSearchButton')}
                  </Button>
                </SearchRow>
              )}
              {shownFacets.map((key) => (
                <fieldset key={key}>
                  <legend>{facetLegend[key]}</legend>
                  <Options>
                    {facets[key].map((option) => (
                      <label key={option.value}>
                        <input
                          type="checkbox"
                          name={key}
                          value={option.value}
                          checked={state.filters[key].includes(option.value)}
                          onChange={(event) =>
                            navigate(withFacetValue(state, key, option.value, event.target.checked), 'push')
                          }
                        />
                        <span>{optionLabel(key, option.value)}</span>
                        <span className="count">({option.count})</span>
                      </label>
                    ))}
                  </Options>
                </fieldset>
              ))}
              {shownFacets.length > 0 && (
                <noscript>
                  <Button type="submit" variant="outlined" sx={{ justifySelf: 'start' }}>
                    {text('dealerListFilterButton')}
                  </Button>
                </noscript>
              )}
            </Controls>
          )}
          <Typography
            component="p"
            aria-live="polite"
            sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 2, color: 'text.secondary' }}
          >
            {text('dealerListCount', shown.length)}
            {shown.length < dealers.length && (
              <Button size="small" onClick={() => navigate(emptyDealerListState(), 'push')}>
                {text('dealerListClear')}
              </Button>
            )}
          </Typography>
          {shown.length === 0 ? (
            <Alert severity="info">{text('dealerListNoResults')}</Alert>
          ) : (
            <Grid>
              {shown.map((dealer, index) => (
                <li key={dealer.site_id}>
                  <DealerCard
                    dealer={dealer}
                    href={dealerHref(site, language, dealer.slug)}
                    brands={dealerBrands(dealer.site_brands, dealer.brandNames, fields.Brands)}
                    brandsLabel={brandsLabel}
                    eager={index < EAGER_CARDS}
                  />
                </li>
              ))}
            </Grid>
          )}
        </>
      )}
    </Container>
  );
}
