import Box from '@mui/material/Box';
import { SlideContent, SlideImage } from '../../ui';
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
  const image = slide.fields.Image;
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
      {image?.value.src && <SlideImage image={image} near={near} blurDataUrl={blurDataUrl} />}
      <SlideContent
        fields={slide.fields}
        shade="linear-gradient(to top, rgba(0, 0, 0, 0.75) 0%, rgba(0, 0, 0, 0.35) 45%, rgba(0, 0, 0, 0) 75%)"
        bottomSpace={bottomSpace}
        maxWidth={640}
        titleVariant="h2"
        titleSx={{ fontSize: { xs: '2rem', md: '3rem' }, textShadow: '0 2px 12px rgba(0, 0, 0, 0.35)' }}
        bodySx={{ mt: 1.5, fontSize: { xs: '1rem', md: '1.1875rem' }, lineHeight: 1.5 }}
        linkSx={{ mt: 3 }}
      />
    </Box>
  );
}
