/**
 * A dealer card (spec 001 §2 "Dealer site list page"): picture with its blur placeholder, name, street,
 * zip and city, phone and brand logos. The whole card opens the dealer's page through its name's link,
 * stretched over the card; the phone link sits above that area so that it still calls.
 */
import { styled } from '@mui/material/styles';
import Image from 'next/image';
import NextLink from 'next/link';
import { Icon } from '../../runtime';
import { telHref } from '../carContact/SellerList';
import { CardBody, CardFrame, CardMedia, stretchedLinkStyles } from '../cards/CardFrame';
import type { DealerBrand } from './dealerBrands';
import { DealerBrandLogos } from './DealerBrandLogos';
import type { DealerCardRecord } from './dealerCardRecord';

const Body = styled(CardBody)(({ theme }) => ({
  gap: theme.spacing(0.75),
  padding: theme.spacing(2),
  '& h3': { margin: 0, fontSize: '1.125rem', lineHeight: 1.3 },
  '& h3 a': stretchedLinkStyles(theme),
  '& p': { margin: 0, display: 'flex', alignItems: 'center', gap: theme.spacing(1) },
  '& address': { fontStyle: 'normal', color: theme.palette.text.secondary },
  '& .phone': { position: 'relative', zIndex: 2, width: 'fit-content', color: theme.palette.primary.main },
  '& ul': { marginTop: 'auto', paddingTop: theme.spacing(1) },
}));

export interface DealerCardProps {
  dealer: DealerCardRecord;
  href: string;
  brands: readonly DealerBrand[];
  brandsLabel: string;
  /** The first row's pictures load at once. */
  eager?: boolean;
}

export function DealerCard({ dealer, href, brands, brandsLabel, eager = false }: DealerCardProps) {
  return (
    <CardFrame interactive>
      <CardMedia>
        {dealer.image && (
          <Image
            src={dealer.image.src}
            alt=""
            fill
            sizes="(min-width: 1200px) 380px, (min-width: 600px) 50vw, 100vw"
            loading={eager ? 'eager' : 'lazy'}
            {...(dealer.image.blurDataUrl
              ? { placeholder: 'blur', blurDataURL: dealer.image.blurDataUrl }
              : {})}
          />
        )}
      </CardMedia>
      <Body>
        <h3>
          <NextLink href={href}>{dealer.site_official_name}</NextLink>
        </h3>
        <address>
          {dealer.site_street}
          <br />
          {dealer.site_zip} {dealer.site_city}
        </address>
        {dealer.site_phone && (
          <p>
            <Icon name="Phone" size={16} />
            <a className="phone" href={telHref(dealer.site_phone)}>
              {dealer.site_phone}
            </a>
          </p>
        )}
        <DealerBrandLogos brands={brands} label={brandsLabel} height={24} />
      </Body>
    </CardFrame>
  );
}
