/**
 * A dealer's brands as a row of logos (spec 001 §5: a brand logo that fails to load is hidden). A brand
 * without a logo, or whose logo failed, shows its name in small text instead, so the row still says which
 * brands the dealer has. next/image re-sets the source after hydration, so a logo that failed before
 * React was there is caught too.
 */
import { useState } from 'react';
import { classNames } from '../../runtime';
import { ContentImage } from '../fields/ContentImage';
import styles from './DealerBrandLogos.module.css';
import type { DealerBrand } from './dealerBrands';

function BrandLogo({ brand, height }: { brand: DealerBrand; height: number }) {
  const [failed, setFailed] = useState(false);
  if (!brand.logo || failed) return <span className={styles.name}>{brand.name}</span>;
  const width = Math.round((brand.logo.width / brand.logo.height) * height);
  return (
    <ContentImage
      field={brand.logo.field}
      alt={brand.name}
      width={width}
      height={height}
      style={{ height }}
      onError={() => setFailed(true)}
    />
  );
}

export function DealerBrandLogos({
  brands,
  height = 28,
  label,
  className,
}: {
  brands: readonly DealerBrand[];
  height?: number;
  label: string;
  className?: string;
}) {
  if (brands.length === 0) return null;
  return (
    <ul className={classNames(styles.row, className)} aria-label={label}>
      {brands.map((brand) => (
        <li key={brand.code}>
          <BrandLogo brand={brand} height={height} />
        </li>
      ))}
    </ul>
  );
}
