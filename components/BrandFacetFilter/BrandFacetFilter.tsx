/**
 * A facet filter for car brands (spec 001 §2 "Other"): a grid of brand tiles with logo and number of
 * cars, each linking to the car list filtered by the brand's codes. The counts come from the server
 * loader's facet-only search; a logo that fails to load is hidden and the brand's name shows instead.
 */
import { Text } from '@sitecore-jss/sitecore-jss-nextjs';
import NextLink from 'next/link';
import { useId, useState } from 'react';
import {
  classNames,
  container,
  localisedPath,
  offscreen,
  type RenderingProps,
  typography,
  usePageLanguage,
  useSite,
} from '../../runtime';
import type { ImageField } from '../../schemas/generated/fields';
import { BRAND_FACET_FIELD, type BrandCodeGroup, carListConfig, ContentImage, listHref } from '../../ui';
import styles from './BrandFacetFilter.module.css';
import { useBrandFacetFilterText } from './brandFacetFilterTexts';
import { type BrandTile as Tile, brandTiles } from './brandTiles';
import type { BrandFacetFilterFields } from './fields.generated';

/** What the loader hands the component: the brand codes in stock, collapsed, with their counts. */
export interface BrandFacetFilterData {
  brands: BrandCodeGroup[];
}

/** The logos' height; BrandFacetFilter.module.css gives their box the same. */
const LOGO_HEIGHT = 48;
/** Width to height of a logo whose field carries no dimensions; the browser corrects it once loaded. */
const FALLBACK_LOGO_RATIO = 2;

function logoWidth({ width, height }: ImageField['value']): number {
  const ratio =
    Number(width) > 0 && Number(height) > 0 ? Number(width) / Number(height) : FALLBACK_LOGO_RATIO;
  return Math.round(LOGO_HEIGHT * ratio);
}

function BrandTile({ tile, href }: { tile: Tile; href: string }) {
  const text = useBrandFacetFilterText();
  const [logoFailed, setLogoFailed] = useState(false);
  const count = text('brandFilterCount', tile.count);
  return (
    <NextLink href={href} className={styles.tile}>
      <span className={styles.logo}>
        {tile.logo && !logoFailed ? (
          <ContentImage
            field={tile.logo}
            alt={tile.name}
            width={logoWidth(tile.logo.value)}
            height={LOGO_HEIGHT}
            onError={() => setLogoFailed(true)}
          />
        ) : (
          <span className={styles.name}>{tile.nameField ? <Text field={tile.nameField} /> : tile.name}</span>
        )}
      </span>
      <span className={styles.count}>{count}</span>
    </NextLink>
  );
}

export default function BrandFacetFilter({
  fields,
  data,
}: RenderingProps<BrandFacetFilterFields, BrandFacetFilterData>) {
  const site = useSite();
  const language = usePageLanguage();
  const text = useBrandFacetFilterText();
  const titleId = useId();
  const tiles = brandTiles(data.brands, fields.Brands);
  if (tiles.length === 0) return null;
  const carList = localisedPath(site, language, site.paths.carList);
  const hasTitle = Boolean(fields.Title?.value);
  return (
    <section
      aria-labelledby={hasTitle ? titleId : undefined}
      aria-label={hasTitle ? undefined : text('brandFilterLabel')}
      className={classNames(styles.brandFacetFilter, offscreen.deferred)}
    >
      <div className={classNames(container.container, container.lg)}>
        {hasTitle && fields.Title && (
          <h2 id={titleId} className={classNames(typography.h2, styles.title)}>
            <Text field={fields.Title} />
          </h2>
        )}
        <ul className={styles.tiles}>
          {tiles.map((tile) => (
            <li key={tile.code}>
              <BrandTile
                tile={tile}
                href={listHref(
                  carList,
                  { filters: { [BRAND_FACET_FIELD]: tile.codes } },
                  carListConfig(site),
                )}
              />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
