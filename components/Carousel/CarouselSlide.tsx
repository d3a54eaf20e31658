import { CarouselItem, hasContentImage, SlideContent, SlideImage } from '../../ui';
import styles from './carousel.module.css';
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
    <CarouselItem roleDescription={roleDescription} label={label} shown={active} className={styles.slide}>
      {hasContentImage(image) && <SlideImage image={image} near={near} blurDataUrl={blurDataUrl} />}
      <SlideContent
        fields={slide.fields}
        shade="linear-gradient(to top, rgba(0, 0, 0, 0.75) 0%, rgba(0, 0, 0, 0.35) 45%, rgba(0, 0, 0, 0) 75%)"
        bottomSpace={bottomSpace}
        maxWidth={640}
        titleVariant="h2"
        titleClassName={styles.title}
        bodyClassName={styles.body}
        linkClassName={styles.link}
      />
    </CarouselItem>
  );
}
