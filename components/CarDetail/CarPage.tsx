/**
 * A car's page in the market's layout (spec 001 §2, site `features.carDetailLayout`):
 * - `singleColumn` (car stores): a sticky back button, then one column — gallery, name and price with
 *   financing and contact buttons, overview, technical data, equipment, description, contact — and the
 *   similar cars.
 * - `standard` (two columns from 900 px): gallery and sections on the left; on the right a sticky panel
 *   with the name, price, the offers' monthly costs, contact buttons and the dealer. On phones the panel follows the
 *   gallery, so name and price come before the details there too.
 * The finance section (`#finance`: the financing panels, and on sites with `financeQuotes` the PCP
 * calculator) follows the contact form, as spec 001 §2 lists the sections. Anchored sections (`overview`,
 * `equipment`, `finance`, the contact anchors) keep clear of the top bar by their
 * own scroll margin (spec 001 §9: 112 px from 768 px wide, 250 px below).
 */
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import NextLink from 'next/link';
import { localisedPath, usePageLanguage, useSite } from '../../runtime';
import { CarContactSection, CarGallery, carDetailHref, carFullName, SimilarCars } from '../../ui';
import { BackButton } from './BackButton';
import { CarBreadcrumb } from './CarBreadcrumb';
import type { CarPageData } from './carDetailData';
import { useCarDetailText } from './carDetailTexts';
import { CarHeadline, CarOffer } from './CarSummary';
import { DealerCard } from './DealerCard';
import type { CarDetailFields } from './fields.generated';
import { FinanceSection } from './FinanceSection';
import { CarDescription } from './sections/CarDescription';
import { CarEquipment } from './sections/CarEquipment';
import { CarOverview } from './sections/CarOverview';
import { CarTechnicalData } from './sections/CarTechnicalData';
import { usePageImpression } from './usePageImpression';

/** The other equipment packages of a sample car's model, as links to one car of each. */
function OtherPackages({ data }: { data: CarPageData }) {
  const site = useSite();
  const language = usePageLanguage();
  const text = useCarDetailText();
  if (!data.packages?.length) return null;
  return (
    <Box component="section" aria-labelledby="car-packages-heading">
      <Typography component="h2" variant="h5" id="car-packages-heading">
        {text('carDetailOtherPackages')}
      </Typography>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', mt: 1.5 }}>
        {data.packages.map((other) => (
          <Link
            key={other.car_id}
            component={NextLink}
            href={carDetailHref(site, language, other)}
            sx={{ px: 2, py: 1, border: 1, borderColor: 'divider', borderRadius: 99, fontWeight: 600 }}
            underline="none"
          >
            {other.car_trim_package}
          </Link>
        ))}
      </Stack>
    </Box>
  );
}

function CarDetails({ data }: { data: CarPageData }) {
  const site = useSite();
  const { car } = data;
  return (
    <Stack spacing={{ xs: 4, md: 5 }}>
      <CarOverview car={car} />
      <CarTechnicalData car={car} />
      <CarEquipment car={car} layout={site.features.carDetailLayout} />
      <OtherPackages data={data} />
      <CarDescription car={car} />
      <CarContactSection car={car} sampleSites={data.sampleSites} pageUrl={data.pageUrl} />
      {site.features.carDetailLayout !== 'singleColumn' && (
        <FinanceSection car={car} quote={data.finance} placement="section" />
      )}
    </Stack>
  );
}

function Gallery({ data }: { data: CarPageData }) {
  const name = carFullName(data.car);
  const { onShow } = data;
  return (
    <CarGallery
      label={name}
      images={data.car.car_images.map((image, index) => ({
        src: image.original,
        ...(image.blur_data_url ? { blurDataUrl: image.blur_data_url } : {}),
        alt: `${name} ${index + 1}`,
      }))}
      {...(onShow?.hasVideo && onShow.videoUrl ? { videoUrl: onShow.videoUrl } : {})}
      {...(onShow?.has360 ? { exterior360: onShow.images360 } : {})}
      {...(onShow?.hasInternal360 ? { interior360: onShow.internal360 } : {})}
    />
  );
}

export function CarPage({ data, fields }: { data: CarPageData; fields: CarDetailFields }) {
  const site = useSite();
  const language = usePageLanguage();
  const text = useCarDetailText();
  usePageImpression(data.car);
  const listHref = localisedPath(site, language, site.paths.carList);
  const similar = (
    <Container maxWidth="xl" sx={{ mt: 6 }}>
      <SimilarCars heading={text('carDetailSimilarCars')} cars={data.similar} variant="panel" />
    </Container>
  );

  if (site.features.carDetailLayout === 'singleColumn') {
    return (
      <Box component="article" sx={{ pb: 6 }}>
        <Box
          sx={{
            position: 'sticky',
            top: 0,
            zIndex: 'appBar',
            bgcolor: 'background.default',
            borderBottom: 1,
            borderColor: 'divider',
          }}
        >
          <Container maxWidth="md" sx={{ py: 0.5 }}>
            <BackButton listHref={listHref} />
          </Container>
        </Box>
        <Container maxWidth="md">
          <Stack spacing={{ xs: 3, md: 4 }} sx={{ pt: 2 }}>
            <CarBreadcrumb car={data.car} />
            <Gallery data={data} />
            <CarHeadline car={data.car} />
            <CarOffer car={data.car} fields={fields} quote={data.finance} />
            {data.dealer && <DealerCard dealer={data.dealer} />}
            <CarDetails data={data} />
          </Stack>
        </Container>
        {similar}
      </Box>
    );
  }

  return (
    <Box component="article" sx={{ pb: 6 }}>
      <Container maxWidth="xl">
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap', py: 1.5 }}>
          <BackButton listHref={listHref} />
          <CarBreadcrumb car={data.car} />
        </Stack>
        <Box
          sx={{
            display: 'grid',
            gap: { xs: 3, md: 5 },
            gridTemplateColumns: {
              xs: 'minmax(0, 1fr)',
              md: 'minmax(0, 1fr) 360px',
              lg: 'minmax(0, 1fr) 420px',
            },
            gridTemplateAreas: { xs: '"gallery" "aside" "details"', md: '"gallery aside" "details aside"' },
          }}
        >
          <Box sx={{ gridArea: 'gallery' }}>
            <Gallery data={data} />
          </Box>
          <Box
            component="aside"
            sx={{ gridArea: 'aside', alignSelf: 'start', position: { md: 'sticky' }, top: { md: 24 } }}
          >
            <Stack
              spacing={3}
              sx={{
                p: { md: 3 },
                borderRadius: 1,
                border: { md: 1 },
                borderColor: { md: 'divider' },
                bgcolor: { md: 'background.paper' },
              }}
            >
              <CarHeadline car={data.car} />
              <CarOffer car={data.car} fields={fields} quote={data.finance} />
              {data.dealer && <DealerCard dealer={data.dealer} />}
            </Stack>
          </Box>
          <Box sx={{ gridArea: 'details' }}>
            <CarDetails data={data} />
          </Box>
        </Box>
      </Container>
      {similar}
    </Box>
  );
}
