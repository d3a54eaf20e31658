/**
 * The dealer's map (spec 001 §2: a map with the site's pin, default 59.3293, 18.0686 at zoom 12): the UI
 * kit's site map at the dealer's `site_geocoord`, labelled with its city, the provider's map only when the
 * server has a maps key.
 */
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { SiteMap, siteCoordinates } from '../../ui';
import type { DealerSite } from '../../schemas/generated/dealerSite';
import { useDealerDetailText } from './dealerDetailTexts';

const DEALER_MAP_ZOOM = 12;
/** A country-sized map needs no more: full width on a large screen it took a whole screen's height. */
const DEALER_MAP_MAX_WIDTH = 720;

export function DealerMap({ dealer, mapsKey }: { dealer: DealerSite; mapsKey?: string }) {
  const text = useDealerDetailText();
  const pin = { id: dealer.site_id, label: dealer.site_city, ...siteCoordinates(dealer.site_geocoord) };
  return (
    <Box component="section" aria-labelledby="dealer-map" sx={{ maxWidth: DEALER_MAP_MAX_WIDTH }}>
      <Typography variant="h2" id="dealer-map" sx={{ mb: 3 }}>
        {text('dealerDetailMap')}
      </Typography>
      <SiteMap
        pins={[pin]}
        zoom={DEALER_MAP_ZOOM}
        title={text('dealerDetailMapTitle', { name: dealer.site_official_name })}
        openInMapsLabel={text('dealerDetailOpenInMaps')}
        {...(mapsKey ? { mapsKey } : {})}
      />
    </Box>
  );
}
