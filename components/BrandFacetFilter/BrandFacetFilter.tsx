/**
 * A facet filter for car brands (spec 001 §2 "Other"): a grid of brand tiles with logo and number of
 * cars, each linking to the car list filtered by the brand's codes. The counts come from the server
 * loader's facet-only search; a logo that fails to load is hidden and the brand's name shows instead.
 */
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import { styled } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { Text } from '@sitecore-jss/sitecore-jss-nextjs';
import NextLink from 'next/link';
import { useId, useState } from 'react';
import { localisedPath, type RenderingProps, usePageLanguage, useSite } from '../../runtime';
import type { ImageField } from '../../schemas/generated/fields';
import { BRAND_FACET_FIELD, type BrandCodeGroup, carListConfig, ContentImage, listHref } from '../../ui';
import { useBrandFacetFilterText } from './brandFacetFilterTexts';
import { type BrandTile as Tile, brandTiles } from './brandTiles';
import type { BrandFacetFilterFields } from './fields.generated';

/** What the loader hands the component: the brand codes in stock, collapsed, with their counts. */
export interface BrandFacetFilterData {
  brands: BrandCodeGroup[];
}

const LOGO_HEIGHT = 48;
/** Width to height of a logo whose field carries no dimensions; the browser corrects it once loaded. */
const FALLBACK_LOGO_RATIO = 2;

const Tiles = styled('ul')(({ theme }) => ({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: theme.spacing(2),
  gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))',
}));

const TileLink = styled(NextLink)(({ theme }) => ({
  display: 'grid',
  justifyItems: 'center',
  alignContent: 'center',
  gap: theme.spacing(1),
  height: '100%',
  minHeight: 128,
  padding: theme.spacing(2),
  textAlign: 'center',
  textDecoration: 'none',
  color: theme.palette.text.primary,
  backgroundColor: theme.palette.background.paper,
  border: `1px solid ${theme.palette.divider}`,
  borderRadius: theme.shape.borderRadius,
  transition: 'box-shadow 200ms ease, border-color 200ms ease',
  '&:hover': { boxShadow: theme.shadows[3], borderColor: theme.palette.primary.main },
  '&:focus-visible': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: 2 },
}));

const LogoBox = styled('span')({
  display: 'grid',
  placeItems: 'center',
  minHeight: LOGO_HEIGHT,
  maxWidth: '100%',
  '& img': { height: LOGO_HEIGHT, width: 'auto', maxWidth: '100%', objectFit: 'contain' },
});

const BrandName = styled('span')(({ theme }) => ({
  fontWeight: 700,
  fontSize: '1.125rem',
  lineHeight: 1.2,
  textAlign: 'center',
  color: theme.palette.text.primary,
  overflowWrap: 'anywhere',
}));

const Count = styled('span')(({ theme }) => ({
  fontSize: '0.875rem',
  color: theme.palette.text.secondary,
}));

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
    <TileLink href={href}>
      <LogoBox>
        {tile.logo && !logoFailed ? (
          <ContentImage
            field={tile.logo}
            alt={tile.name}
            width={logoWidth(tile.logo.value)}
            height={LOGO_HEIGHT}
            onError={() => setLogoFailed(true)}
          />
        ) : (
          <BrandName>{tile.nameField ? <Text field={tile.nameField} /> : tile.name}</BrandName>
        )}
      </LogoBox>
      <Count>{count}</Count>
    </TileLink>
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
    <Box
      component="section"
      aria-labelledby={hasTitle ? titleId : undefined}
      aria-label={hasTitle ? undefined : text('brandFilterLabel')}
      sx={{ py: { xs: 4, md: 6 } }}
    >
      <Container maxWidth="lg">
        {hasTitle && fields.Title && (
          <Typography variant="h2" id={titleId} sx={{ mb: 3 }}>
            <Text field={fields.Title} />
          </Typography>
        )}
        <Tiles>
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
        </Tiles>
      </Container>
    </Box>
  );
}
