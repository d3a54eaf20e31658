/**
 * The dealer page (spec 001 §2 "Dealer detail page"): back link to the list, picture, name, address
 * (linked to a maps search), phone and e-mail, brand logos, the map, the departments with their hours, today's status and staff,
 * and the dealer's latest cars (the car list's card) with a link to all its cars on the car list.
 */
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import { styled } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import Image from 'next/image';
import NextLink from 'next/link';
import { Icon, localisedPath, usePageLanguage, useSite } from '../../runtime';
import {
  brandNamesOf,
  CarCard,
  CarCardIconSprite,
  carListConfig,
  listHref,
  dealerBrands,
  DealerBrandLogos,
  dealerListHref,
  mapsSearchHref,
  TeaserGrid,
  telHref,
  useDealerText,
} from '../../ui';
import type { DealerPageData } from './dealerDetailData';
import { useDealerDetailText } from './dealerDetailTexts';
import { DealerMap } from './DealerMap';
import { DepartmentCard } from './DepartmentCard';
import type { DealerDetailFields } from './fields.generated';
import { useNow } from './useNow';

const Header = styled('div')(({ theme }) => ({
  display: 'grid',
  gap: theme.spacing(3),
  alignItems: 'start',
  [theme.breakpoints.up('md')]: {
    gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)',
    gap: theme.spacing(5),
  },
}));

const Picture = styled('div')(({ theme }) => ({
  position: 'relative',
  aspectRatio: '16 / 9',
  overflow: 'hidden',
  borderRadius: theme.shape.borderRadius,
  backgroundColor: theme.palette.action.hover,
  '& img': { objectFit: 'cover' },
}));

const Facts = styled('div')(({ theme }) => ({
  display: 'grid',
  gap: theme.spacing(2),
  alignContent: 'start',
  '& address': { fontStyle: 'normal' },
  '& ul': { margin: 0, padding: 0, listStyle: 'none', display: 'grid', gap: theme.spacing(1) },
  '& li': { display: 'flex', alignItems: 'center', gap: theme.spacing(1) },
  '& a': { color: theme.palette.primary.main, overflowWrap: 'anywhere' },
}));

const Section = styled('section')(({ theme }) => ({
  marginTop: theme.spacing(6),
  '& > h2': { marginBottom: theme.spacing(3) },
}));

const Departments = styled('div')(({ theme }) => ({
  display: 'grid',
  gap: theme.spacing(3),
  gridTemplateColumns: 'minmax(0, 1fr)',
  [theme.breakpoints.up('sm')]: { gridTemplateColumns: 'repeat(auto-fill, minmax(320px, 1fr))' },
}));

/** The car list's filter that shows one dealer's cars. */
const DEALER_CAR_FILTER = 'car_site_name';

export function DealerPage({ data, fields }: { data: DealerPageData; fields: DealerDetailFields }) {
  const site = useSite();
  const language = usePageLanguage();
  const text = useDealerDetailText();
  const { brandsLabel } = useDealerText();
  const now = useNow(data.now);
  const { dealer, cars } = data;
  const address = `${dealer.site_street}, ${dealer.site_zip} ${dealer.site_city}`;
  const picture = dealer.site_primary_image;
  const image = picture?.original ?? dealer.site_image_url;
  const brands = dealerBrands(dealer.site_brands, brandNamesOf(dealer), fields.Brands);
  const allCars = listHref(
    localisedPath(site, language, site.paths.carList),
    { filters: { [DEALER_CAR_FILTER]: [dealer.site_official_name] } },
    carListConfig(site),
  );
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 2, md: 4 } }}>
      <Button
        href={dealerListHref(site, language)}
        LinkComponent={NextLink}
        startIcon={<Icon name="ChevronLeft" />}
        sx={{ px: 1, mb: 2, fontWeight: 600 }}
      >
        {text('dealerDetailBack')}
      </Button>
      <Header>
        <Picture>
          {image && (
            <Image
              src={image}
              alt={dealer.site_official_name}
              fill
              priority
              sizes="(min-width: 1200px) 700px, (min-width: 900px) 60vw, 100vw"
              {...(picture?.blur_data_url ? { placeholder: 'blur', blurDataURL: picture.blur_data_url } : {})}
            />
          )}
        </Picture>
        <Facts>
          <Typography variant="h1" sx={{ fontSize: { xs: '2rem', md: '2.5rem' } }}>
            {dealer.site_official_name}
          </Typography>
          <ul>
            <li>
              <Icon name="Pin" size={20} />
              <address>
                <a
                  href={mapsSearchHref(address)}
                  target="_blank"
                  rel="noopener"
                  aria-label={text('dealerDetailAddressLink', { address })}
                >
                  {address}
                </a>
              </address>
            </li>
            {dealer.site_phone && (
              <li>
                <Icon name="Phone" size={20} />
                <a
                  href={telHref(dealer.site_phone)}
                  aria-label={`${text('dealerDetailPhone')} ${dealer.site_phone}`}
                >
                  {dealer.site_phone}
                </a>
              </li>
            )}
            {dealer.site_email && (
              <li>
                <Icon name="Mail" size={20} />
                <a href={`mailto:${dealer.site_email}`}>{dealer.site_email}</a>
              </li>
            )}
          </ul>
          <DealerBrandLogos brands={brands} label={brandsLabel} height={36} />
        </Facts>
      </Header>
      <Section>
        <DealerMap dealer={dealer} {...(data.mapsKey ? { mapsKey: data.mapsKey } : {})} />
      </Section>
      {dealer.site_departments.length > 0 && (
        <Section aria-labelledby="dealer-departments">
          <Typography variant="h2" id="dealer-departments">
            {text('dealerDetailDepartments')}
          </Typography>
          <Departments>
            {dealer.site_departments.map((department) => (
              <DepartmentCard
                key={`${department.department_type}:${department.name}`}
                department={department}
                now={now}
              />
            ))}
          </Departments>
        </Section>
      )}
      <Section aria-labelledby="dealer-cars">
        <Typography variant="h2" id="dealer-cars">
          {text('dealerDetailLatestCars')}
        </Typography>
        {cars.length > 0 && (
          <CarCardIconSprite>
            <TeaserGrid>
              {cars.map((car) => (
                <li key={car.car_id}>
                  <CarCard car={car} compare={false} />
                </li>
              ))}
            </TeaserGrid>
          </CarCardIconSprite>
        )}
        <Button
          variant="outlined"
          href={allCars}
          LinkComponent={NextLink}
          endIcon={<Icon name="ArrowRight" />}
          sx={{ mt: 3 }}
        >
          {text('dealerDetailAllCars', { name: dealer.site_official_name })}
        </Button>
      </Section>
    </Container>
  );
}
