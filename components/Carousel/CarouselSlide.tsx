import { CarouselItem, hasContentImage, SlideContent, SlideImage } from '../../ui';
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

/** One slide: the picture covering it, a gradient so white text reads on any picture, and the text block. */
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
    <CarouselItem
      roleDescription={roleDescription}
      label={label}
      shown={active}
      sx={{
        position: 'relative',
        flex: '0 0 100%',
        height: '100%',
        overflow: 'hidden',
        bgcolor: 'grey.900',
        color: 'common.white',
      }}
    >
      {hasContentImage(image) && <SlideImage image={image} near={near} blurDataUrl={blurDataUrl} />}
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
    </CarouselItem>
  );
}
