/**
 * A workshop site's card in the site selection (spec 002 §2): picture with its blur placeholder, name,
 * street, postcode and city, and phone. The whole card opens the site's page through its name's link,
 * whose area is stretched over the card; the phone number is a `tel:` link above that area.
 */
import Image from 'next/image';
import NextLink from 'next/link';
import { classNames, Icon } from '../../runtime';
import {
  CardBody,
  CardFrame,
  CardMedia,
  stretchedLinkClassName,
  TEASER_GRID_IMAGE_SIZES,
  telHref,
  VisuallyHidden,
} from '../../ui';
import styles from './SiteCard.module.css';
import type { SiteCardRecord } from './siteSelectionQuery';
import { useSiteSelectionText } from './siteSelectionTexts';

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
    <CardFrame interactive className={styles.card}>
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
      <CardBody className={styles.body}>
        <Heading className={styles.name}>
          <NextLink className={classNames(stretchedLinkClassName, styles.nameLink)} href={href}>
            {site.site_official_name}
          </NextLink>
        </Heading>
        {(site.site_street || cityLine) && (
          <address className={styles.address}>
            <VisuallyHidden>{`${text('siteSelectionAddress')}: `}</VisuallyHidden>
            {site.site_street && <span>{site.site_street}</span>}
            {cityLine && <span>{cityLine}</span>}
          </address>
        )}
        {site.site_phone && (
          <a className={styles.phone} href={telHref(site.site_phone)}>
            <Icon name="Phone" size={18} />
            <VisuallyHidden>{`${text('siteSelectionPhone')}: `}</VisuallyHidden>
            {site.site_phone}
          </a>
        )}
      </CardBody>
    </CardFrame>
  );
}
