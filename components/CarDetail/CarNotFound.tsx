/**
 * The view of a car that does not exist (any more) (spec 001 §2): a heading, a text when similar cars were
 * found, a scrollable row of them, and a button to the car list searching the same keyphrase. The page
 * answers 404, so search engines drop the old URL while visitors still find a car.
 */
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import NextLink from 'next/link';
import { useRouter } from 'next/router';
import { localisedPath, usePageLanguage, useSite } from '../../runtime';
import { carListConfig, listHref, SimilarCars } from '../../ui';
import type { CarNotFoundData } from './carDetailData';
import { useCarDetailText } from './carDetailTexts';

export function CarNotFound({ data }: { data: CarNotFoundData }) {
  const site = useSite();
  const language = usePageLanguage();
  const text = useCarDetailText();
  const list = localisedPath(site, language, site.paths.carList);
  const hasSimilar = data.similar.length > 0;
  return (
    <Container
      maxWidth="lg"
      component="section"
      aria-labelledby="car-not-found-heading"
      sx={{ py: { xs: 5, md: 8 } }}
    >
      <Typography variant="h1" id="car-not-found-heading" sx={{ fontSize: { xs: '1.75rem', md: '2.5rem' } }}>
        {text('carNotFoundHeading')}
      </Typography>
      <Typography component="p" sx={{ mt: 1.5, mb: 3, fontSize: '1.125rem', color: 'text.secondary' }}>
        {text(hasSimilar ? 'carNotFoundText' : 'carNotFoundNoSimilar')}
      </Typography>
      {hasSimilar && <SimilarCars heading={text('carDetailSimilarCars')} cars={data.similar} variant="row" />}
      <Button
        variant="contained"
        size="large"
        href={listHref(list, { keyphrase: data.keyphrase }, carListConfig(site))}
        LinkComponent={NextLink}
        sx={{ mt: 4 }}
      >
        {text('carNotFoundButton')}
      </Button>
    </Container>
  );
}

/** The search failed (the page answers 503): say so, and offer to try again (a link: no script needed). */
export function CarDetailError() {
  const text = useCarDetailText();
  const { asPath } = useRouter();
  return (
    <Container maxWidth="md" component="section" role="alert" sx={{ py: { xs: 5, md: 8 } }}>
      <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', md: '2.25rem' } }}>
        {text('carDetailErrorHeading')}
      </Typography>
      <Typography component="p" sx={{ mt: 1.5, mb: 3, color: 'text.secondary' }}>
        {text('carDetailErrorText')}
      </Typography>
      <Button variant="contained" href={asPath}>
        {text('carDetailErrorRetry')}
      </Button>
    </Container>
  );
}
