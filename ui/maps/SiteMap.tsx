/**
 * A dealer site's map (spec 001 §2, dealer detail page): the pin with the site's name, and a link that
 * opens the place in a public maps service in a new tab. The map is the offline one drawn on the server
 * (OfflineMap) unless the market has a maps key (`mapsKey()` on the server, passed through the loader's
 * data), in which case the provider's interactive map loads over it when it scrolls into view.
 */
import { styled } from '@mui/material/styles';
import { InteractiveMap } from './InteractiveMap';
import { mapsPinHref } from './mapsSearchHref';
import { OfflineMap } from './OfflineMap';

export interface SiteMapProps {
  latitude: number;
  longitude: number;
  zoom: number;
  /** The city or site name shown by the pin. */
  label: string;
  /** The map's accessible name. */
  title: string;
  /** The text of the "open in maps" link. */
  openInMapsLabel: string;
  /** Set only when a maps provider key is configured. */
  mapsKey?: string;
}

const Figure = styled('figure')(({ theme }) => ({
  margin: 0,
  display: 'grid',
  gap: theme.spacing(1),
}));

const Canvas = styled('div')(({ theme }) => ({
  position: 'relative',
  overflow: 'hidden',
  borderRadius: theme.shape.borderRadius,
  border: `1px solid ${theme.palette.divider}`,
}));

const OpenLink = styled('a')(({ theme }) => ({
  ...theme.typography.body2,
  justifySelf: 'start',
  color: theme.palette.primary.main,
  fontWeight: 600,
}));

export function SiteMap({ latitude, longitude, zoom, label, title, openInMapsLabel, mapsKey }: SiteMapProps) {
  const pin = { latitude, longitude };
  return (
    <Figure>
      <Canvas>
        <OfflineMap pin={pin} label={label} title={title} />
        {mapsKey && <InteractiveMap pin={pin} zoom={zoom} label={label} mapsKey={mapsKey} />}
      </Canvas>
      <figcaption>
        <OpenLink href={mapsPinHref(pin)} target="_blank" rel="noopener">
          {openInMapsLabel}
        </OpenLink>
      </figcaption>
    </Figure>
  );
}
