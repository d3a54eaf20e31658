import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { Text } from '@sitecore-jss/sitecore-jss-nextjs';
import Image from 'next/image';
import { LinkButton } from '../../runtime';
import type { CarouselFields } from './fields.generated';

export type Slide = NonNullable<CarouselFields['Slides']>[number];

interface CarouselSlideProps {
  slide: Slide;
  label: string;
  roleDescription: string;
  active: boolean;
  /** The slide is current or next to it: its image loads now, so turning never shows a placeholder. */
  near: boolean;
  blurDataUrl?: string;
  /** Room kept free at the bottom for the controls (and the search field overlapping the edge). */
  bottomSpace: { xs: number; md: number };
}

/**
 * One slide: the picture covering it, a gradient so white text reads on any picture, and the text block.
 * Slides out of view are hidden from assistive technology and inert, so their links are not tabbable.
 */
export function CarouselSlide({
  slide,
  label,
  roleDescription,
  active,
  near,
  blurDataUrl,
  bottomSpace,
}: CarouselSlideProps) {
  const { Image: image, Title: title, Text: body, Link: link } = slide.fields;
  return (
    <Box
      role="group"
      aria-roledescription={roleDescription}
      aria-label={label}
      aria-hidden={!active}
      inert={!active}
      sx={{
        position: 'relative',
        flex: '0 0 100%',
        height: '100%',
        overflow: 'hidden',
        bgcolor: 'grey.900',
        color: 'common.white',
      }}
    >
      {image?.value.src && (
        <Image
          src={image.value.src}
          alt={image.value.alt}
          fill
          sizes="100vw"
          loading={near ? 'eager' : 'lazy'}
          placeholder={blurDataUrl ? 'blur' : 'empty'}
          blurDataURL={blurDataUrl}
          draggable={false}
          style={{ objectFit: 'cover' }}
        />
      )}
      <Box
        aria-hidden
        sx={{
          position: 'absolute',
          inset: 0,
          background:
            'linear-gradient(to top, rgba(0, 0, 0, 0.75) 0%, rgba(0, 0, 0, 0.35) 45%, rgba(0, 0, 0, 0) 75%)',
        }}
      />
      <Container
        maxWidth="lg"
        sx={{
          position: 'relative',
          height: '100%',
          display: 'flex',
          flexDirection: 'column',
          justifyContent: 'flex-end',
          pb: bottomSpace,
        }}
      >
        <Box sx={{ maxWidth: 640 }}>
          {title?.value && (
            <Typography
              component="h2"
              variant="h2"
              sx={{ fontSize: { xs: '2rem', md: '3rem' }, textShadow: '0 2px 12px rgba(0, 0, 0, 0.35)' }}
            >
              <Text field={title} />
            </Typography>
          )}
          {body?.value && (
            <Typography sx={{ mt: 1.5, fontSize: { xs: '1rem', md: '1.1875rem' }, lineHeight: 1.5 }}>
              <Text field={body} />
            </Typography>
          )}
          {link?.value.href && (
            <Box sx={{ mt: 3 }}>
              <LinkButton field={link} variant="contained" size="large" />
            </Box>
          )}
        </Box>
      </Container>
    </Box>
  );
}
