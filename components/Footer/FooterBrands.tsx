import { Text } from '@sitecore-jss/sitecore-jss-nextjs';
import NextLink from 'next/link';
import { classNames, container, localisedPath, typography, usePageLanguage, useSite } from '../../runtime';
import { ContentImage, hasContentImage } from '../../ui';
import type { FooterFields } from './fields.generated';
import styles from './Footer.module.css';

/** Brand logos are shown at this height (spec 000 §9). */
export const BRAND_LOGO_HEIGHT = 40;
/** Width to height of a logo whose field carries no dimensions; the browser corrects it once loaded. */
const FALLBACK_LOGO_RATIO = 3;

type Brand = NonNullable<FooterFields['Brands']>[number];
type ImageField = NonNullable<Brand['fields']['Logo']>;

/** Only brands with a logo source are shown (spec 000 §5); in the page editor, those with a logo to fill too. */
export function brandsWithLogo(brands: Brand[] | undefined): Brand[] {
  return (brands ?? []).filter((brand) => hasContentImage(brand.fields.Logo));
}

/** The car list filtered by the brand: `<carList>?car_brand=<name>`. */
function brandHref(carListPath: string, name: string): string {
  return `${carListPath}?car_brand=${encodeURIComponent(name)}`;
}

function logoWidth(value: ImageField['value']): number {
  const width = Number(value.width);
  const height = Number(value.height);
  const ratio = width > 0 && height > 0 ? width / height : FALLBACK_LOGO_RATIO;
  return Math.round(BRAND_LOGO_HEIGHT * ratio);
}

function Logo({ field, className }: { field: ImageField; className?: string }) {
  return (
    <ContentImage
      field={field}
      alt=""
      width={logoWidth(field.value)}
      height={BRAND_LOGO_HEIGHT}
      className={className}
      style={{ height: BRAND_LOGO_HEIGHT, width: 'auto' }}
    />
  );
}

interface FooterBrandsProps {
  heading?: FooterFields['BrandsHeading'];
  brands: Brand[];
}

/** A light band of brand logos; the monochrome logo, when there is one, turns to colour on hover or focus. */
export function FooterBrands({ heading, brands }: FooterBrandsProps) {
  const site = useSite();
  const carList = localisedPath(site, usePageLanguage(), site.paths.carList);
  return (
    <div className={styles.brands}>
      <div className={classNames(container.container, container.lg)}>
        {heading?.value && (
          <h2 className={classNames(typography.h3, styles.brandsHeading)}>
            <Text field={heading} />
          </h2>
        )}
        <ul className={styles.brandList}>
          {brands.map(({ id, fields }) => {
            const name = String(fields.Name.value);
            const mono = hasContentImage(fields.LogoBlackAndWhite) ? fields.LogoBlackAndWhite : undefined;
            return (
              <li key={id}>
                <NextLink
                  href={brandHref(carList, name)}
                  aria-label={name}
                  className={classNames(styles.brandLink, mono && styles.withMono)}
                >
                  {mono && <Logo field={mono} className={styles.logoMono} />}
                  {fields.Logo && <Logo field={fields.Logo} className={styles.logoColour} />}
                </NextLink>
              </li>
            );
          })}
        </ul>
      </div>
    </div>
  );
}
