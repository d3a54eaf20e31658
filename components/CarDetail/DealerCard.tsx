/** Where a stock car stands (spec 001 §7 "site by car_site_id"): the dealer's name, address, phone and page. */
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import NextLink from 'next/link';
import { Icon, localisedPath, usePageLanguage, useSite } from '../../runtime';
import { telHref } from '../../ui';
import type { CarDealer } from './carQueries';
import { useCarDetailText } from './carDetailTexts';

export function DealerCard({ dealer }: { dealer: CarDealer }) {
  const site = useSite();
  const language = usePageLanguage();
  const text = useCarDetailText();
  return (
    <Box
      component="section"
      aria-labelledby="car-dealer-heading"
      sx={{ p: 2, border: 1, borderColor: 'divider', borderRadius: 1, bgcolor: 'background.paper' }}
    >
      <Typography
        component="h2"
        id="car-dealer-heading"
        sx={{ fontSize: '0.875rem', color: 'text.secondary', m: 0 }}
      >
        {text('carDetailDealer')}
      </Typography>
      <Typography component="p" sx={{ fontWeight: 700, mt: 0.5 }}>
        {dealer.site_official_name}
      </Typography>
      <Typography component="p" sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', mt: 1 }}>
        <Icon name="Pin" size={20} />
        <span>
          {dealer.site_street}, {dealer.site_zip} {dealer.site_city}
        </span>
      </Typography>
      {dealer.site_phone && (
        <Typography component="p" sx={{ display: 'flex', gap: 1, alignItems: 'center', mt: 0.5 }}>
          <Icon name="Phone" size={20} />
          <Link href={telHref(dealer.site_phone)}>{dealer.site_phone}</Link>
        </Typography>
      )}
      <Link
        component={NextLink}
        href={localisedPath(site, language, `${site.paths.siteDetail}/${dealer.slug}`)}
        sx={{ display: 'inline-block', mt: 1.5, fontWeight: 600 }}
      >
        {text('carDetailDealerLink')}
      </Link>
    </Box>
  );
}
