/**
 * A workshop site's card in the site selection (spec 002 §2): picture with its blur placeholder, name,
 * street, postcode and city, and phone. The whole card opens the site's page through its name's link,
 * whose area is stretched over the card; the phone number is a `tel:` link above that area.
 */
import { styled } from '@mui/material/styles';
import { visuallyHidden } from '@mui/utils';
import Image from 'next/image';
import NextLink from 'next/link';
import { Icon } from '../../runtime';
import {
  CardBody,
  CardFrame,
  CardMedia,
  stretchedLinkStyles,
  TEASER_GRID_IMAGE_SIZES,
  telHref,
} from '../../ui';
import type { SiteCardRecord } from './siteSelectionQuery';
import { useSiteSelectionText } from './siteSelectionTexts';

const Body = styled(CardBody)(({ theme }) => ({
  gap: theme.spacing(1),
  padding: theme.spacing(2, 2, 2.5),
  '& > :is(h2, h3)': {
    margin: 0,
    fontSize: '1.125rem',
    lineHeight: 1.3,
    fontWeight: theme.typography.h3.fontWeight,
    textTransform: theme.typography.h3.textTransform,
  },
  '& > :is(h2, h3) > a': stretchedLinkStyles(theme),
  'article:hover & > :is(h2, h3) > a': { color: theme.palette.primary.main },
  '& > address': {
    display: 'flex',
    flexDirection: 'column',
    fontStyle: 'normal',
    fontSize: '0.9375rem',
    lineHeight: 1.5,
    color: theme.palette.text.secondary,
  },
  // Above the name's stretched link, so a tap calls instead of opening the site.
  '& > a': {
    position: 'relative',
    zIndex: 1,
    alignSelf: 'flex-start',
    display: 'inline-flex',
    alignItems: 'center',
    gap: theme.spacing(0.75),
    marginTop: 'auto',
    paddingTop: theme.spacing(0.5),
    minHeight: 44,
    fontWeight: 600,
    color: theme.palette.primary.main,
    textDecoration: 'none',
    '&:hover': { textDecoration: 'underline' },
    '&:focus-visible': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: 2 },
  },
}));

interface SiteCardProps {
  site: SiteCardRecord;
  href: string;
  headingLevel: 'h2' | 'h3';
}

export function SiteCard({ site, href, headingLevel: Heading }: SiteCardProps) {
  const text = useSiteSelectionText();
  const image = site.site_primary_image;
  const cityLine = [site.site_zip, site.site_city].filter(Boolean).join(' ');
  return (
    <CardFrame interactive>
      <CardMedia>
        {image && (
          <Image
            src={image.thumbnail_url}
            alt=""
            fill
            sizes={TEASER_GRID_IMAGE_SIZES}
            {...(image.blur_data_url ? { placeholder: 'blur', blurDataURL: image.blur_data_url } : {})}
          />
        )}
      </CardMedia>
      <Body>
        <Heading>
          <NextLink href={href}>{site.site_official_name}</NextLink>
        </Heading>
        {(site.site_street || cityLine) && (
          <address>
            <span style={visuallyHidden}>{`${text('siteSelectionAddress')}: `}</span>
            {site.site_street && <span>{site.site_street}</span>}
            {cityLine && <span>{cityLine}</span>}
          </address>
        )}
        {site.site_phone && (
          <a href={telHref(site.site_phone)}>
            <Icon name="Phone" size={18} />
            <span style={visuallyHidden}>{`${text('siteSelectionPhone')}: `}</span>
            {site.site_phone}
          </a>
        )}
      </Body>
    </CardFrame>
  );
}
