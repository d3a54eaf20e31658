/**
 * A dealer's brands as a row of logos (spec 001 §5: a brand logo that fails to load is hidden). A brand
 * without a logo, or whose logo failed, shows its name in small text instead, so the row still says which
 * brands the dealer has. next/image re-sets the source after hydration, so a logo that failed before
 * React was there is caught too.
 */
import { styled } from '@mui/material/styles';
import { useState } from 'react';
import { ContentImage } from '../fields/ContentImage';
import type { DealerBrand } from './dealerBrands';

const Row = styled('ul')(({ theme }) => ({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: theme.spacing(1.5),
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '& img': { display: 'block', width: 'auto', objectFit: 'contain' },
}));

const Name = styled('span')(({ theme }) => ({
  display: 'inline-block',
  padding: theme.spacing(0.25, 1),
  border: `1px solid ${theme.palette.divider}`,
  borderRadius: theme.shape.borderRadius,
  fontSize: '0.75rem',
  fontWeight: 600,
  color: theme.palette.text.secondary,
}));

function BrandLogo({ brand, height }: { brand: DealerBrand; height: number }) {
  const [failed, setFailed] = useState(false);
  if (!brand.logo || failed) return <Name>{brand.name}</Name>;
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
}: {
  brands: readonly DealerBrand[];
  height?: number;
  label: string;
}) {
  if (brands.length === 0) return null;
  return (
    <Row aria-label={label}>
      {brands.map((brand) => (
        <li key={brand.code}>
          <BrandLogo brand={brand} height={height} />
        </li>
      ))}
    </Row>
  );
}
