import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { Text } from '@sitecore-jss/sitecore-jss-nextjs';
import { useRef } from 'react';
import { Icon, localisedPath, usePageLanguage, useSite, type RenderingProps } from '../../runtime';
import { LinkButton } from '../../ui';
import type { HeroBannerFields } from './fields.generated';
import { HeroImage } from './HeroImage';
import { heroMedia } from './heroMedia';
import { HeroSearch } from './HeroSearch';
import { useHeroText } from './heroTexts';
import { HeroVideo } from './HeroVideo';
import { prefersReducedMotion } from './reducedMotion';

/** Banner heights by Variant (spec 000 §9: default 534px, medium 64svh). */
const HERO_HEIGHTS = { FullScreen: '100svh', Medium: '64svh', Default: '534px' } as const;
type Variant = keyof typeof HERO_HEIGHTS;
type Placement = 'left' | 'center' | 'right';

const variantOf = (value: unknown): Variant =>
  value === 'FullScreen' || value === 'Medium' ? value : 'Default';
const placementOf = (value: unknown): Placement => (value === 'center' || value === 'right' ? value : 'left');
const titleTagOf = (value: unknown) => (value === 'h2' || value === 'h3' ? value : 'h1');
const buttonVariantOf = (value: unknown) => (value === 'outlined' || value === 'text' ? value : 'contained');

const ALIGN: Record<Placement, 'flex-start' | 'center' | 'flex-end'> = {
  left: 'flex-start',
  center: 'center',
  right: 'flex-end',
};

/** A gradient behind the text, from the side the text sits on, so it stays readable on any picture. */
function scrim(placement: Placement, centred: boolean, rgb: string): string {
  const gradient = (direction: string) =>
    `linear-gradient(${direction}, rgba(${rgb}, 0.72) 0%, rgba(${rgb}, 0.35) 45%, rgba(${rgb}, 0) 80%)`;
  if (!centred) return gradient('to top');
  if (placement === 'center') return `rgba(${rgb}, 0.45)`;
  return gradient(placement === 'left' ? 'to right' : 'to left');
}

export default function HeroBanner({ fields }: RenderingProps<HeroBannerFields>) {
  const site = useSite();
  const language = usePageLanguage();
  const text = useHeroText();
  const banner = useRef<HTMLElement>(null);
  const media = heroMedia(fields);
  if (!media) return null;

  const variant = variantOf(fields.Variant?.value);
  const placement = placementOf(fields.ContentPlacement?.value);
  const centred = fields.CenterContent?.value === true;
  const dark = fields.TextColor?.value === 'Black';
  const buttonVariant = buttonVariantOf(fields.ButtonType?.value);
  const searchUrl =
    String(fields.HeroBannerSearchUrl?.value ?? '') || localisedPath(site, language, site.paths.search);

  const scrollDown = () => {
    const element = banner.current;
    if (!element) return;
    window.scrollTo({
      top: element.getBoundingClientRect().bottom + window.scrollY,
      behavior: prefersReducedMotion() ? 'instant' : 'smooth',
    });
  };

  return (
    <Box
      component="section"
      ref={banner}
      data-variant={variant}
      sx={{
        position: 'relative',
        display: 'flex',
        minHeight: HERO_HEIGHTS[variant],
        mt: fields.HasMarginTop?.value ? { xs: 3, md: 5 } : 0,
        overflow: 'hidden',
        bgcolor: dark ? 'grey.200' : 'grey.900',
        color: dark ? 'grey.900' : 'common.white',
      }}
    >
      {media.kind === 'video' ? (
        <HeroVideo desktop={media.desktop} phone={media.phone} poster={media.poster} />
      ) : (
        <HeroImage image={media.image} phone={media.phone} />
      )}
      <Box
        aria-hidden
        sx={{
          position: 'absolute',
          inset: 0,
          background: scrim(placement, centred, dark ? '255, 255, 255' : '0, 0, 0'),
        }}
      />
      <Container
        maxWidth="lg"
        sx={{
          position: 'relative',
          zIndex: 1,
          display: 'flex',
          flexDirection: 'column',
          justifyContent: centred ? 'center' : 'flex-end',
          alignItems: ALIGN[placement],
          textAlign: placement,
          pt: { xs: 10, md: 12 },
          pb: variant === 'FullScreen' || media.kind === 'video' ? { xs: 12, md: 14 } : { xs: 5, md: 8 },
        }}
      >
        <Box sx={{ maxWidth: 760, display: 'flex', flexDirection: 'column', alignItems: ALIGN[placement] }}>
          {fields.Title?.value && (
            <Typography
              component={titleTagOf(fields.TitleTag?.value)}
              variant="h1"
              sx={{ textShadow: dark ? 'none' : '0 2px 12px rgba(0, 0, 0, 0.35)' }}
            >
              <Text field={fields.Title} />
            </Typography>
          )}
          {fields.Text?.value && (
            <Typography sx={{ mt: 2, fontSize: { xs: '1.0625rem', md: '1.25rem' }, lineHeight: 1.5 }}>
              <Text field={fields.Text} />
            </Typography>
          )}
          {fields.Link?.value.href && (
            <Box sx={{ mt: 3 }}>
              <LinkButton
                field={fields.Link}
                variant={buttonVariant}
                color={buttonVariant === 'contained' ? 'primary' : 'inherit'}
                size="large"
              />
            </Box>
          )}
          {fields.HeroBannerHasSearchBar?.value && (
            <HeroSearch
              searchUrl={searchUrl}
              placeholderPhone={String(fields.SearchBarPlaceholderText?.value ?? '')}
              placeholderDesktop={String(fields.SearchBarPlaceholderTextDesktop?.value ?? '')}
            />
          )}
        </Box>
      </Container>
      {variant === 'FullScreen' && (
        <IconButton
          aria-label={text('heroScrollDown')}
          onClick={scrollDown}
          sx={{
            position: 'absolute',
            left: '50%',
            bottom: { xs: 12, md: 24 },
            transform: 'translateX(-50%)',
            zIndex: 2,
            color: 'inherit',
            border: '2px solid currentColor',
            '&:focus-visible': { outline: '2px solid currentColor', outlineOffset: 3 },
          }}
        >
          <Icon name="ArrowDown" size={24} />
        </IconButton>
      )}
    </Box>
  );
}
