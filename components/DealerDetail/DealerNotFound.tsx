/** The dealer page's not-found view (spec 001 §8: no site or no site_id): a heading, a text and the list. */
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import NextLink from 'next/link';
import { usePageLanguage, useSite } from '../../runtime';
import { dealerListHref } from '../../ui';
import { useDealerDetailText } from './dealerDetailTexts';

export function DealerNotFound() {
  const site = useSite();
  const language = usePageLanguage();
  const text = useDealerDetailText();
  return (
    <Container maxWidth="md" sx={{ py: { xs: 6, md: 10 }, textAlign: 'center' }}>
      <Typography variant="h1" sx={{ fontSize: { xs: '2rem', md: '2.5rem' }, mb: 2 }}>
        {text('dealerDetailNotFoundHeading')}
      </Typography>
      <Typography sx={{ mb: 4, color: 'text.secondary' }}>{text('dealerDetailNotFoundText')}</Typography>
      <Button variant="contained" href={dealerListHref(site, language)} LinkComponent={NextLink}>
        {text('dealerDetailNotFoundLink')}
      </Button>
    </Container>
  );
}
