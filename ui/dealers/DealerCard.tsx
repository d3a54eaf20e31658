/**
 * A dealer card (spec 001 §2 "Dealer site list page"): picture with its blur placeholder, name, street,
 * zip and city, phone and brand logos. The whole card opens the dealer's page through its name's link,
 * stretched over the card; the phone link sits above that area so that it still calls.
 */
import Image from 'next/image';
import NextLink from 'next/link';
import { Icon } from '../../runtime';
import { CardBody, CardFrame, CardMedia, stretchedLinkClassName } from '../cards/CardFrame';
import { type PictureLoading, pictureLoadingAttributes } from '../cards/pictureLoading';
import { telHref } from '../format/telHref';
import type { DealerBrand } from './dealerBrands';
import { DealerBrandLogos } from './DealerBrandLogos';
import styles from './DealerCard.module.css';
import type { DealerCardRecord } from './dealerCardRecord';

export interface DealerCardProps {
  dealer: DealerCardRecord;
  href: string;
  brands: readonly DealerBrand[];
  brandsLabel: string;
  /** How the picture loads (`listPictureLoading` in a list): lazily unless said. */
  pictureLoading?: PictureLoading;
}

export function DealerCard({ dealer, href, brands, brandsLabel, pictureLoading = 'lazy' }: DealerCardProps) {
  return (
    <CardFrame interactive>
      <CardMedia>
        {dealer.image && (
          <Image
            src={dealer.image.src}
            alt=""
            fill
            sizes="(min-width: 1200px) 380px, (min-width: 600px) 50vw, 100vw"
            {...pictureLoadingAttributes(pictureLoading)}
            {...(dealer.image.blurDataUrl
              ? { placeholder: 'blur', blurDataURL: dealer.image.blurDataUrl }
              : {})}
          />
        )}
      </CardMedia>
      <CardBody className={styles.body}>
        <h3 className={styles.name}>
          <NextLink className={stretchedLinkClassName} href={href}>
            {dealer.site_official_name}
          </NextLink>
        </h3>
        <address className={styles.address}>
          {dealer.site_street}
          <br />
          {dealer.site_zip} {dealer.site_city}
        </address>
        {dealer.site_phone && (
          <p className={styles.phoneLine}>
            <Icon name="Phone" size={16} />
            <a className={styles.phone} href={telHref(dealer.site_phone)}>
              {dealer.site_phone}
            </a>
          </p>
        )}
        <DealerBrandLogos brands={brands} label={brandsLabel} height={24} className={styles.brands} />
      </CardBody>
    </CardFrame>
  );
}
